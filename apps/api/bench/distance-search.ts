/**
 * Distance search at scale: loads 200,000 events into a fresh database and measures what the list does
 * for "events near me": the nearest 50 through the GiST index, the count, and the whole
 * `GET /api/events/?latitude&longitude&page_size=50` (both, plus serialization) through the app.
 *
 *   npm run bench:distance -w apps/api                      # PGlite (in memory)
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:distance -w apps/api
 *                                                            # PGlite, then the PostgreSQL server
 *
 * BENCH_EVENTS, BENCH_SAMPLES, BENCH_CONNECTIONS and BENCH_LOAD_SECONDS change the sizes. The HTTP part
 * (50 concurrent clients on the real server, beside a bare Fastify route) is issue 4's benchmark.
 * Figures go to docs/performance.md by hand.
 */
import { sql } from 'drizzle-orm'
import Fastify from 'fastify'
import { buildApp } from '../src/app.ts'
import type { DatabaseConfig } from '../src/config.ts'
import type { PublicEventFilters } from '../src/events/public-list/filters.ts'
import { createPublicListRepository } from '../src/events/public-list/public-list.repository.ts'
import { testConfig } from '../src/testing/build-test-app.ts'
import { explain } from '../src/testing/explain.ts'
import { randomPoints } from '../src/testing/many-events.ts'
import { migratedPgliteTemplate } from '../src/testing/pglite-template.ts'
import { withServerDatabase } from './bench-database.ts'

const EVENTS = Number(process.env.BENCH_EVENTS ?? 200_000)
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300)
const WARM_UP = 30
/** The HTTP part: this many concurrent clients for LOAD_SECONDS (BENCH_CONNECTIONS=0 skips it). */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10)

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0
const ms = (value: number) => `${value.toFixed(2)} ms`

async function time(samples: number, run: (i: number) => Promise<unknown>) {
  for (let i = 0; i < WARM_UP; i++) await run(i)
  const durations: number[] = []
  for (let i = 0; i < samples; i++) {
    const start = performance.now()
    await run(i)
    durations.push(performance.now() - start)
  }
  durations.sort((a, b) => a - b)
  return { median: percentile(durations, 0.5), p95: percentile(durations, 0.95), max: durations.at(-1) ?? 0 }
}

async function loadEvents(app: Awaited<ReturnType<typeof buildApp>>) {
  const [owner] = await app.db
    .execute<{ id: number }>(sql`INSERT INTO users (subject, email, nickname, is_public,
    store_information) VALUES ('bench-store', 'bench@questboard.test', 'Bench Store', true,
    '{"store_name": "Bench Store"}') RETURNING id`)
    .then((result) => result.rows)
  // Same distribution as randomPoints; a year of history, four months ahead (a store's calendar after a year of use); 5% drafts.
  await app.db.execute(sql`SELECT setseed(0.42)`)
  await app.db.execute(sql`INSERT INTO events (owner_id, name, game_id, event_type, event_subtype, status,
      country_code, lat, lng, timezone, start_local, starts_at, ends_at, max_players, taken_seats, price)
    SELECT ${owner?.id}, 'Bench event ' || g, 1 + (g % 11), CASE WHEN g % 5 = 0 THEN 'Light' ELSE 'Full' END,
      (ARRAY['tournament', 'prerelease', 'demo', 'painting', 'other'])[1 + g % 5],
      CASE WHEN g % 20 = 0 THEN 'draft' ELSE 'published' END, 'FR',
      CASE WHEN europe THEN 36 + r1 * 22 ELSE 25 + r1 * 30 END,
      CASE WHEN europe THEN -10 + r2 * 30 ELSE -125 + r2 * 60 END, 'Europe/Paris',
      to_char(starts_at AT TIME ZONE 'Europe/Paris', 'YYYY-MM-DD"T"HH24:MI'), starts_at,
      starts_at + interval '3 hours', 16, g % 17, CASE WHEN g % 3 = 0 THEN 0 ELSE 10 END
    FROM (SELECT g, random() < 0.7 AS europe, random() AS r1, random() AS r2,
        date_trunc('minute', now() - interval '365 days' + random() * interval '485 days') AS starts_at
      FROM generate_series(1, ${EVENTS}) AS g) AS q`)
  await app.db.execute(sql`ANALYZE events`)
}

/** `connections` clients, each sending its next request when the last one answered, for `seconds`. */
async function load(connections: number, seconds: number, url: (i: number) => string) {
  const durations: number[] = []
  const until = performance.now() + seconds * 1000
  let sent = 0
  const client = async () => {
    while (performance.now() < until) {
      const start = performance.now()
      const response = await fetch(url(sent++))
      await response.arrayBuffer()
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      durations.push(performance.now() - start)
    }
  }
  await Promise.all(Array.from({ length: connections }, client))
  durations.sort((a, b) => a - b)
  return {
    perSecond: durations.length / seconds,
    median: percentile(durations, 0.5),
    p95: percentile(durations, 0.95),
  }
}

/** Over real HTTP, beside a bare Fastify route in the same process: what the list costs above the framework. */
async function httpLoad(app: Awaited<ReturnType<typeof buildApp>>, points: { lat: number; lng: number }[]) {
  const bare = Fastify()
  bare.get('/ping', () => ({ ok: true }))
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' })
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' })
  try {
    const ping = await load(CONNECTIONS, LOAD_SECONDS, () => `${bareUrl}/ping`)
    console.log(
      `\nbare Fastify route, ${CONNECTIONS} connections: ${ping.perSecond.toFixed(0)} req/s, p95 ${ms(ping.p95)}`,
    )
    const list = await load(CONNECTIONS, LOAD_SECONDS, (i) => {
      const point = points[i % points.length]
      return `${appUrl}/api/events/?latitude=${point?.lat}&longitude=${point?.lng}&is_free=true&event_type=Full`
    })
    console.log(
      `GET /api/events/ by distance + is_free + event_type, ${CONNECTIONS} connections: ` +
        `${list.perSecond.toFixed(0)} req/s, median ${ms(list.median)}, p95 ${ms(list.p95)}`,
    )
  } finally {
    await bare.close()
  }
}

async function bench(label: string, database: DatabaseConfig) {
  console.log(`\n## ${label}: ${EVENTS.toLocaleString('en')} events, ${SAMPLES} random points\n`)
  const app = await buildApp(testConfig({ database, demoUsers: false }))
  try {
    const start = performance.now()
    await loadEvents(app)
    console.log(`load: ${((performance.now() - start) / 1000).toFixed(1)} s`)

    const repository = createPublicListRepository(app.db)
    const points = randomPoints(SAMPLES + WARM_UP)
    const filters = (): PublicEventFilters => ({ now: new Date() })
    const page = { limit: 50, offset: 0 }

    const nearest = await time(SAMPLES, (i) =>
      repository.nearestPublicQuery(filters(), { near: points[i] ?? { lat: 0, lng: 0 }, page }),
    )
    console.log(
      `nearest 50 (repository, with joins): median ${ms(nearest.median)}, p95 ${ms(nearest.p95)}, max ${ms(nearest.max)}`,
    )

    const filtered = await time(SAMPLES, (i) =>
      repository.nearestPublicQuery(
        { ...filters(), isFree: true, eventSubtype: 'tournament' },
        { near: points[i] ?? { lat: 0, lng: 0 }, page },
      ),
    )
    console.log(`nearest 50, is_free + event_subtype: median ${ms(filtered.median)}, p95 ${ms(filtered.p95)}`)

    const byDate = await time(SAMPLES, () =>
      repository.listPublic(filters(), { page: { limit: 9, offset: 0 } }),
    )
    console.log(
      `first page by date, with its count (no coordinates): median ${ms(byDate.median)}, p95 ${ms(byDate.p95)}`,
    )

    const count = await time(Math.min(SAMPLES, 50), () => repository.countPublic(filters()))
    console.log(`count of not-ended events: median ${ms(count.median)}, p95 ${ms(count.p95)}`)

    const http = await time(SAMPLES, async (i) => {
      const point = points[i]
      const response = await app.inject({
        method: 'GET',
        url: `/api/events/?latitude=${point?.lat}&longitude=${point?.lng}&page_size=50`,
      })
      if (response.statusCode !== 200) throw new Error(`HTTP ${response.statusCode}: ${response.body}`)
    })
    console.log(
      `GET /api/events/ near a point, page_size=50 (inject): median ${ms(http.median)}, p95 ${ms(http.p95)}`,
    )

    if (CONNECTIONS > 0) await httpLoad(app, points)

    const point = points[0] ?? { lat: 48.85, lng: 2.35 }
    console.log('\nplan of the nearest-50 query:\n')
    console.log(
      await explain(app.db, repository.nearestPublicQuery(filters(), { near: point, page }).toSQL(), true),
    )
    console.log('\nplan of the count:\n')
    console.log(await explain(app.db, repository.countPublicQuery(filters()).toSQL(), true))

    // events_listed_end_idx (migration 0007) holds the list's whole predicate, so the count is an index-only
    // scan once VACUUM has set the visibility map (autovacuum on a server, plugins/db.ts on PGlite).
    await app.db.execute(sql`VACUUM ANALYZE events`)
    const vacuumed = await time(Math.min(SAMPLES, 50), () => repository.countPublic(filters()))
    console.log(
      `\ncount after VACUUM (index-only on events_listed_end_idx): median ${ms(vacuumed.median)}, p95 ${ms(vacuumed.p95)}`,
    )
    console.log(await explain(app.db, repository.countPublicQuery(filters()).toSQL(), true))
  } finally {
    await app.close()
  }
}

// From the migrated template the tests use: an initdb on a busy machine can outlast Fastify's plugin timeout.
await bench('PGlite (in memory)', { driver: 'pglite', initialData: await migratedPgliteTemplate() })
const serverUrl = process.env.TEST_DATABASE_URL
if (serverUrl) await withServerDatabase(serverUrl, (database) => bench('PostgreSQL server', database))
