/**
 * A large, realistic events table for the benchmarks (bench/) and the public list's tests, written by the
 * database itself (one `INSERT … SELECT`, seeded, so every run holds the same rows): a few hundred public
 * stores with an address and a logo, and `count` events around them. 70 % in Western Europe and 30 % in
 * North America, starts spread over the past year and the next four months (a store calendar after a year
 * of use), so about a quarter are not yet ended; 5 % drafts, 2 % cancelled, 5 % private; every kind,
 * subtype and game; a third free; Light events without a seat limit; seats taken from empty to full.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'

export const SEEDED_STORES = 300

/** mulberry32, so every run asks the same points. */
export function prng(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** Points where the events are: Western Europe 70 % of the time, North America otherwise. */
export function randomPoints(count: number, seed = 7) {
  const random = prng(seed)
  return Array.from({ length: count }, () =>
    random() < 0.7
      ? { lat: 36 + random() * 22, lng: -10 + random() * 30 }
      : { lat: 25 + random() * 30, lng: -125 + random() * 60 },
  )
}

export async function seedManyEvents(db: Database, count: number): Promise<void> {
  await db.execute(sql`SELECT setseed(0.42)`)
  await db.execute(sql`INSERT INTO users (subject, email, nickname, is_public, store_logo, store_information)
    SELECT 'bench-store-' || s, 'store-' || s || '@questboard.test', 'Bench Store ' || s, true,
      CASE WHEN s % 2 = 0 THEN 'logos/' || s || '/logo.png' END,
      jsonb_build_object('store_name', 'Bench Store ' || s, 'website', 'https://store-' || s || '.example.com',
        'address', jsonb_build_object('street', s || ' Main Street', 'city', 'City ' || s,
          'postcode', lpad((s * 37 % 99999)::text, 5, '0'), 'country', 'FR'))
    FROM generate_series(1, ${SEEDED_STORES}) AS s`)
  await db.execute(sql`INSERT INTO events (owner_id, name, game_id, event_type, event_subtype, status,
      event_visibility, address, country_code, lat, lng, timezone, start_local, starts_at, ends_at,
      max_players, taken_seats, price, currency, accessible_location, official_event, additional_info)
    SELECT owner_id, 'Bench event ' || g, 1 + (g % 11), kind,
      (ARRAY['tournament', 'prerelease', 'demo', 'painting', 'other'])[1 + g % 5],
      CASE WHEN g % 20 = 0 THEN 'draft' WHEN g % 50 = 1 THEN 'cancelled' ELSE 'published' END,
      CASE WHEN g % 20 = 7 THEN 'PRIVATE' ELSE 'PUBLIC' END,
      jsonb_build_object('street', g || ' Event Road', 'city', 'Town ' || (g % 997), 'postcode', '75001',
        'country', country),
      country, lat, lng, zone,
      to_char(starts_at AT TIME ZONE zone, 'YYYY-MM-DD"T"HH24:MI'), starts_at,
      starts_at + (1 + g % 6) * interval '1 hour',
      CASE WHEN kind = 'Light' THEN NULL ELSE 8 + 8 * (g % 4) END,
      CASE WHEN kind = 'Light' THEN 0 ELSE (g * 7) % (9 + 8 * (g % 4)) END,
      CASE WHEN g % 3 = 0 THEN 0 ELSE 5 + g % 20 END, CASE WHEN g % 3 = 0 THEN NULL ELSE currency END,
      g % 4 = 0, g % 9 = 0,
      jsonb_build_object('event_description', 'A bench event, number ' || g, 'language', 'en',
        'url', CASE WHEN kind = 'Light' THEN 'https://store.example.com/events/' || g END)
    FROM (SELECT g, u.id AS owner_id, CASE WHEN g % 5 = 0 THEN 'Light' ELSE 'Full' END AS kind,
        CASE WHEN europe THEN 36 + r1 * 22 ELSE 25 + r1 * 30 END AS lat,
        CASE WHEN europe THEN -10 + r2 * 30 ELSE -125 + r2 * 60 END AS lng,
        CASE WHEN europe THEN 'FR' ELSE 'US' END AS country,
        CASE WHEN europe THEN 'EUR' ELSE 'USD' END AS currency,
        CASE WHEN europe THEN 'Europe/Paris' ELSE 'America/New_York' END AS zone,
        starts_at
      FROM (SELECT g, random() < 0.7 AS europe, random() AS r1, random() AS r2,
          date_trunc('minute', now() - interval '365 days' + random() * interval '485 days') AS starts_at
        FROM generate_series(1, ${count}) AS g) AS q
      JOIN users u ON u.subject = 'bench-store-' || (1 + q.g % ${SEEDED_STORES})) AS e`)
  await db.execute(sql`ANALYZE`)
}
