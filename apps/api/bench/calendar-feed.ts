/**
 * Issue 15's calendar feed benchmark: a store with 500 events to come (half in Paris, half in New York, every
 * tenth cancelled), in a table of BENCH_EVENTS (20,000) others, then its feeds through the app
 * (`app.inject`: routing, the query, the calendar file of 500 events with its two VTIMEZONEs, its digest):
 * `GET /api/stores/{id}/events.ics`, `GET /api/feeds/events.ics?owner={id}` (the list's filters) and the 304
 * of a client whose copy is current. Goal: a feed of 500 events answers in ≤ 100 ms.
 *
 *   npm run bench:calendar -w apps/api                      # PGlite (in memory)
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:calendar -w apps/api
 *                                                            # PGlite, then the PostgreSQL server
 *
 * BENCH_EVENTS and BENCH_SAMPLES (200) change the sizes. Figures go to docs/performance.md by hand.
 */
import { sql } from 'drizzle-orm'
import { buildApp } from '../src/app.ts'
import { createCalendarFeedsRepository } from '../src/calendar/calendar-feeds.repository.ts'
import { buildCalendar } from '../src/calendar/event-calendar.ts'
import type { DatabaseConfig } from '../src/config.ts'
import { testConfig } from '../src/testing/build-test-app.ts'
import { seedManyEvents } from '../src/testing/many-events.ts'
import { migratedPgliteTemplate } from '../src/testing/pglite-template.ts'
import { withServerDatabase } from './bench-database.ts'
import { percentile } from './production/http-driver.ts'

const EVENTS = Number(process.env.BENCH_EVENTS ?? 20_000)
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200)
const FEED_EVENTS = 500
const WARM_UP = 20

const ms = (value: number) => `${value.toFixed(1)} ms`

async function bench(label: string, database: DatabaseConfig) {
  console.log(`\n## ${label}: a feed of ${FEED_EVENTS} events among ${EVENTS.toLocaleString('en')}\n`)
  const app = await buildApp(testConfig({ database, demoUsers: false }))
  try {
    await seedManyEvents(app.db, EVENTS)
    const inserted = await app.db.execute<{ id: number }>(sql`INSERT INTO users (subject, email, nickname,
        is_public, store_information)
      VALUES ('bench-calendar-store', 'calendar-store@questboard.test', 'Calendar Store', true,
        '{"store_name": "Calendar Store"}'::jsonb) RETURNING id`)
    const store = Number(inserted.rows[0]?.id)
    await app.db.execute(sql`INSERT INTO events (owner_id, name, game_id, event_type, event_subtype, status,
        address, country_code, timezone, start_local, starts_at, ends_at, max_players, sequence)
      SELECT ${store}, 'Weekly tournament ' || g || ', round ' || (g % 7), 1 + g % 11, 'Full', 'tournament',
        CASE WHEN g % 10 = 0 THEN 'cancelled' ELSE 'published' END,
        jsonb_build_object('street', g || ' rue de la Paix', 'city', 'Paris', 'postcode', '75002', 'country', 'FR'),
        'FR', zone, to_char(starts_at AT TIME ZONE zone, 'YYYY-MM-DD"T"HH24:MI'), starts_at,
        starts_at + interval '4 hours', 16, g % 3
      FROM (SELECT g, CASE WHEN g % 2 = 0 THEN 'Europe/Paris' ELSE 'America/New_York' END AS zone,
          date_trunc('minute', now() + g * interval '5 hours') AS starts_at
        FROM generate_series(1, ${FEED_EVENTS}) AS g) AS e`)
    await app.db.execute(sql`ANALYZE`)

    // Where a request's time goes: the query, then the file.
    const repository = createCalendarFeedsRepository(app.db)
    const filters = () => ({ ownerId: store, now: new Date() })
    const query = await time(() => repository.search(filters()).then(() => undefined))
    const rows = await repository.search(filters())
    const options = {
      publicUrl: 'https://events.example.com',
      locale: 'en',
      feed: { name: 'x', refreshSeconds: 3600 },
    }
    const build = await time(async () => {
      buildCalendar(rows, options as Parameters<typeof buildCalendar>[1])
    })
    console.log(`the query: median ${ms(query.median)}, p95 ${ms(query.p95)}`)
    console.log(`the file of ${rows.length} events: median ${ms(build.median)}, p95 ${ms(build.p95)}`)

    for (const url of [`/api/stores/${store}/events.ics`, `/api/feeds/events.ics?owner=${store}`]) {
      const first = await app.inject({ method: 'GET', url })
      const entries = first.body.match(/^BEGIN:VEVENT\r$/gm)?.length
      if (first.statusCode !== 200 || entries !== FEED_EVENTS) {
        throw new Error(`${url}: HTTP ${first.statusCode}, ${entries} events`)
      }
      const full = await time(async () => {
        const response = await app.inject({ method: 'GET', url })
        if (response.statusCode !== 200) throw new Error(`HTTP ${response.statusCode}`)
      })
      const cached = await time(async () => {
        const response = await app.inject({
          method: 'GET',
          url,
          headers: { 'if-none-match': String(first.headers.etag) },
        })
        if (response.statusCode !== 304) throw new Error(`HTTP ${response.statusCode}`)
      })
      console.log(
        `GET ${url.replace(String(store), '{id}')} (${(first.body.length / 1024).toFixed(0)} KB): ` +
          `median ${ms(full.median)}, p95 ${ms(full.p95)}, max ${ms(full.max)}; ` +
          `304: median ${ms(cached.median)}, p95 ${ms(cached.p95)}`,
      )
    }
  } finally {
    await app.close()
  }
}

async function time(run: () => Promise<void>) {
  for (let i = 0; i < WARM_UP; i++) await run()
  const durations: number[] = []
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now()
    await run()
    durations.push(performance.now() - start)
  }
  durations.sort((a, b) => a - b)
  return { median: percentile(durations, 0.5), p95: percentile(durations, 0.95), max: durations.at(-1) ?? 0 }
}

// From the migrated template the tests use: an initdb on a busy machine can outlast Fastify's plugin timeout.
await bench('PGlite (in memory)', { driver: 'pglite', initialData: await migratedPgliteTemplate() })
const serverUrl = process.env.TEST_DATABASE_URL
if (serverUrl) await withServerDatabase(serverUrl, (database) => bench('PostgreSQL server', database))
