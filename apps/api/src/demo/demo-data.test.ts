import { DEMO_ACCOUNT_IDS } from '@questboard/demo/accounts'
import { CITIES, COUNTRY_CODES } from '@questboard/domain/countries'
import type { EventPage } from '@questboard/domain/event-api.schema'
import { storeInformationSchema } from '@questboard/domain/store.schema'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { events, users } from '../db/schema.ts'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { DEMO_EVENT_COUNT, demoData } from './demo-data.ts'
import { seedDemoData } from './seed-demo-data.ts'

let app: TestApp
beforeAll(async () => {
  app = await buildTestApp({ demoUsers: true })
})
afterAll(() => app.close())

describe('the demo data', () => {
  test('is the same for the same day', () => {
    const now = new Date('2026-11-22T10:00:00Z')
    expect(demoData(now)).toEqual(demoData(now))
  })

  test('gives the demo organizers public stores in Paris and Berlin, under their account ids', async () => {
    for (const [subject, city] of [
      [DEMO_ACCOUNT_IDS.organizer, 'Paris'],
      [DEMO_ACCOUNT_IDS.organizer2, 'Berlin'],
    ] as const) {
      const [user] = await app.db.select().from(users).where(eq(users.subject, subject))
      expect(user?.isPublic).toBe(true)
      const info = storeInformationSchema.parse(user?.storeInformation)
      expect(info.address.city).toBe(city)
      expect(Object.keys(info.schedule ?? {})).toHaveLength(7)
    }
    const [organizer] = await app.db.select().from(users).where(eq(users.subject, DEMO_ACCOUNT_IDS.organizer))
    expect(organizer).toMatchObject({ email: 'organizer@questboard.test', nickname: 'Le Donjon de Paris' })
  })

  test('lists upcoming events of each demo organizer', async () => {
    for (const subject of [DEMO_ACCOUNT_IDS.organizer, DEMO_ACCOUNT_IDS.organizer2]) {
      const [user] = await app.db.select().from(users).where(eq(users.subject, subject))
      const page = (
        await app.inject({ method: 'GET', url: `/api/events/?owner=${user?.id}` })
      ).json<EventPage>()
      expect(page.count).toBeGreaterThan(0)
      expect(page.results[0]?.store?.id).toBe(user?.id)
    }
  })

  test('spreads published events over every country, past and future, every kind, free and paying', async () => {
    const { rows } = await app.db.execute<Record<string, number>>(sql`SELECT
      count(*)::int AS total,
      count(DISTINCT country_code)::int AS countries,
      count(DISTINCT city_id)::int AS cities,
      count(*) FILTER (WHERE ends_at < now())::int AS past,
      count(*) FILTER (WHERE starts_at > now())::int AS future,
      count(DISTINCT event_type)::int AS kinds,
      count(DISTINCT event_subtype)::int AS subtypes,
      count(DISTINCT game_id)::int AS games,
      count(*) FILTER (WHERE price = 0)::int AS free,
      count(*) FILTER (WHERE price > 0 AND currency IS NOT NULL)::int AS paying,
      count(*) FILTER (WHERE max_players - taken_seats <= 1)::int AS nearly_full
      FROM events`)
    const stats = rows[0] ?? {}
    expect(stats.total).toBe(DEMO_EVENT_COUNT)
    expect(stats.countries).toBe(COUNTRY_CODES.length)
    expect(stats.cities).toBe(CITIES.length)
    expect(stats.past).toBeGreaterThan(30)
    expect(stats.future).toBeGreaterThan(150)
    expect(stats).toMatchObject({ kinds: 2, subtypes: 5, games: 11 })
    expect(stats.free).toBeGreaterThan(50)
    expect(stats.paying).toBeGreaterThan(50)
    expect(stats.nearly_full).toBeGreaterThan(10)
  })

  test('takes no seat without a registration behind it', async () => {
    const { rows } = await app.db.execute<{ mismatches: number; seats: number }>(sql`SELECT
      count(*) FILTER (WHERE e.taken_seats <> (SELECT count(*) FROM registrations r WHERE r.event_id = e.id))::int
        AS mismatches,
      sum(e.taken_seats)::int AS seats
      FROM events e`)
    expect(rows[0]?.mismatches).toBe(0)
    expect(rows[0]?.seats).toBeGreaterThan(500)
  })

  test('is seeded once: a database with events is left alone', async () => {
    expect(await seedDemoData(app.db)).toBe(false)
    const [{ count } = { count: 0 }] = await app.db.select({ count: sql<number>`count(*)::int` }).from(events)
    expect(count).toBe(DEMO_EVENT_COUNT)
  })
})
