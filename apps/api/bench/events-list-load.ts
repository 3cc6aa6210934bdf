/**
 * Issue 4's list benchmark: 100,000 events, then `GET /api/events/` ordered by distance with two filters
 * (`is_free=true&event_type=Full`) at 50 concurrent connections over real HTTP, beside a bare Fastify route
 * served by the same process in the same run. Every request asks another point (a seeded sequence), so no
 * answer is the previous one cached.
 *
 *   npm run bench:list -w apps/api                     # PGlite, in a fresh directory
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:list -w apps/api
 *                                                      # then the PostgreSQL server, in a fresh database
 *
 * BENCH_EVENTS (100000), BENCH_CONNECTIONS (50), BENCH_SECONDS (15 per measured run, after a 3 s warm-up),
 * BENCH_ONLY (`pglite` or `postgres`),
 * BENCH_LIST_FROM (`memory`, the API's default: the memory of listed events; `database`: every list asks the
 * database, as before decision 017) change the run. Loopback only; the load generator (autocannon) runs
 * in a child process (list-load-generator.ts) so it does not share the server's event loop. Before the load it prints where one
 * request spends its time: EXPLAIN ANALYZE of the page and of the count, and the response serializer's cost.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eventPageSchema } from '@questboard/domain/event-api.schema'
import { sql } from 'drizzle-orm'
import Fastify from 'fastify'
import { serializerCompiler } from 'fastify-type-provider-zod'
import { buildApp } from '../src/app.ts'
import type { DatabaseConfig } from '../src/config.ts'
import { createPublicListRepository } from '../src/events/public-list/public-list.repository.ts'
import { testConfig } from '../src/testing/build-test-app.ts'
import { explain } from '../src/testing/explain.ts'
import { randomPoints, seedManyEvents } from '../src/testing/many-events.ts'
import { migratedPgliteTemplate } from '../src/testing/pglite-template.ts'
import { withServerDatabase } from './bench-database.ts'
import {
  FILTERS,
  load as generate,
  type LoadOrder,
  type LoadResult,
  listPath,
  percentile,
} from './list-load-generator.ts'

const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15)
const WARM_UP_SECONDS = 3
const ONLY = process.env.BENCH_ONLY
/** Where the API answers the list from (events/listed-events.ts). */
const LIST_FROM = process.env.BENCH_LIST_FROM === 'database' ? 'database' : 'memory'
/** A run of the load generator at BENCH_CONNECTIONS connections. */
const load = (order: Omit<LoadOrder, 'connections'>) => generate({ ...order, connections: CONNECTIONS })

const f = (value: number) => value.toFixed(1)
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')

function report(label: string, result: LoadResult) {
  console.log(
    `${label}: ${f(result.perSecond)} req/s (${result.requests} in ${SECONDS} s), ` +
      `p50 ${f(result.p50)} ms, p95 ${f(result.p95)} ms, p99 ${f(result.p99)} ms, max ${f(result.max)} ms` +
      (result.errors || result.non2xx ? `, ${result.errors} errors, ${result.non2xx} non-2xx` : ''),
  )
}

/**
 * CPU seconds used so far by the machine's `postgres` processes (Linux /proc; 0 elsewhere): with a server on
 * this machine, what PostgreSQL spent on a run. Backends that exit during the run are not counted.
 */
async function postgresCpuSeconds(): Promise<number> {
  const ticks = 100 // USER_HZ on Linux
  let total = 0
  for (const pid of await readdir('/proc').catch(() => [])) {
    if (!/^\d+$/.test(pid)) continue
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')
    if (!stat.includes('(postgres)')) continue
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    total += (Number(fields[11]) + Number(fields[12])) / ticks
  }
  return total
}

async function median(runs: number, work: () => Promise<unknown> | unknown) {
  const durations: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await work()
    durations.push(performance.now() - start)
  }
  durations.sort((a, b) => a - b)
  return percentile(durations, 0.5)
}

async function bench(label: string, database: DatabaseConfig) {
  console.log(
    `\n## ${label}: ${EVENTS.toLocaleString('en')} events, ${CONNECTIONS} connections, ` +
      `list from ${LIST_FROM}\n`,
  )
  const app = await buildApp(
    testConfig({
      database,
      demoUsers: false,
      listFromMemory: LIST_FROM === 'memory',
    }),
  )
  const bare = Fastify()
  bare.get('/ping', () => ({ ok: true }))
  try {
    const start = performance.now()
    await seedManyEvents(app.db, EVENTS)
    // What autovacuum does on a server and the periodic VACUUM does on PGlite (plugins/db.ts).
    await app.db.execute(sql`VACUUM (ANALYZE) events`)
    const [counts] = await app.db
      .execute<{ listed: number; matching: number }>(sql`SELECT count(*)::int AS listed,
        count(*) FILTER (WHERE price = 0 AND event_type = 'Full')::int AS matching FROM events
        WHERE status = 'published' AND event_visibility = 'PUBLIC' AND ends_at >= now()`)
      .then((result) => result.rows)
    console.log(
      `seeded in ${f((performance.now() - start) / 1000)} s: ${counts?.listed} listed (published, public, ` +
        `not ended), ${counts?.matching} of them free Full events`,
    )

    // ── Where one request spends its time ──
    const repository = createPublicListRepository(app.db)
    const filters = { isFree: true, eventType: 'Full' as const, now: new Date() }
    const near = { lat: 48.8566, lng: 2.3522 }
    const page = { limit: 9, offset: 0 }
    console.log('\nthe page (nearest 9, is_free + event_type):\n')
    console.log(await explain(app.db, repository.nearestPublicQuery(filters, { near, page }).toSQL(), true))
    console.log('\nits count:\n')
    console.log(await explain(app.db, repository.countPublicQuery(filters).toSQL(), true))
    console.log('\nthe unfiltered count (the home page):\n')
    console.log(await explain(app.db, repository.countPublicQuery({ now: new Date() }).toSQL(), true))

    const points = randomPoints(400, 11)
    let i = 0
    const nextPoint = () => points[i++ % points.length] ?? near
    const firstStart = performance.now()
    const first = await app.inject({ method: 'GET', url: listPath(nextPoint()) })
    if (first.statusCode !== 200) throw new Error(`HTTP ${first.statusCode}: ${first.body}`)
    console.log(
      `\nthe first GET /api/events/ (${LIST_FROM === 'memory' ? 'loads the memory of listed events' : 'cold'}): ` +
        `${f(performance.now() - firstStart)} ms`,
    )
    const pageQuery = await median(200, () =>
      repository.nearestPublicQuery({ ...filters, now: new Date() }, { near: nextPoint(), page }),
    )
    const countQuery = await median(50, () => repository.countPublic({ ...filters, now: new Date() }))
    const inject = await median(200, async () => {
      const response = await app.inject({ method: 'GET', url: listPath(nextPoint()) })
      if (response.statusCode !== 200) throw new Error(`HTTP ${response.statusCode}: ${response.body}`)
    })
    const sample = await app.inject({ method: 'GET', url: listPath(near) })
    const body = sample.json()
    const zodSerialize = serializerCompiler({ schema: eventPageSchema, method: 'GET', url: '/api/events/' })
    const zodCost = (await median(2000, () => zodSerialize(body))) * 1000
    const plainCost = (await median(2000, () => JSON.stringify(body))) * 1000
    console.log(
      `\none request alone (medians): page query ${f(pageQuery)} ms, count query ${f(countQuery)} ms ` +
        `(uncached), whole GET through inject() ${f(inject)} ms`,
    )
    console.log(
      `serializing one page of ${body.results.length} (${sample.body.length} bytes): through zod ` +
        `(fastify-type-provider-zod) ${f(zodCost)} µs, plain JSON.stringify ${f(plainCost)} µs`,
    )

    // ── 50 connections over HTTP ──
    const appUrl = await app.listen({ port: 0, host: '127.0.0.1' })
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' })
    await load({ url: appUrl, kind: 'list', seconds: WARM_UP_SECONDS, seed: 1 })
    console.log(`\nload average before: ${loadAverage()}`)
    report(
      'bare Fastify route (same process)',
      await load({ url: `${bareUrl}/ping`, kind: 'bare', seconds: SECONDS, seed: 2 }),
    )
    const cpuBefore = process.cpuUsage()
    const postgresBefore = await postgresCpuSeconds()
    const listed = await load({ url: appUrl, kind: 'list', seconds: SECONDS, seed: 3 })
    const cpu = process.cpuUsage(cpuBefore)
    const postgresCpu = (await postgresCpuSeconds()) - postgresBefore
    report(`GET /api/events/?order=distance&latitude&longitude&${FILTERS}`, listed)
    console.log(
      `API process CPU during the list run: ${f((cpu.user + cpu.system) / 1000 / SECONDS / 10)} % of one core, ` +
        `${f((cpu.user + cpu.system) / 1000 / Math.max(1, listed.requests))} ms per request` +
        (database.driver === 'pglite'
          ? ' (PGlite included: it runs on this thread)'
          : ' (PostgreSQL not included)'),
    )
    if (database.driver === 'postgres' && postgresCpu > 0) {
      console.log(
        `local PostgreSQL processes' CPU during the list run: ${f((postgresCpu / SECONDS) * 100)} % of one core, ` +
          `${f((postgresCpu * 1000) / Math.max(1, listed.requests))} ms per request`,
      )
    }
    console.log(`load average after: ${loadAverage()}`)
  } finally {
    await bare.close()
    await app.close()
  }
}

async function withPgliteDirectory(run: (database: DatabaseConfig) => Promise<void>) {
  const parent = await mkdtemp(path.join(os.tmpdir(), 'questboard-bench-'))
  try {
    await run({
      driver: 'pglite',
      dataDir: path.join(parent, 'pglite'),
      initialData: await migratedPgliteTemplate(),
    })
  } finally {
    await rm(parent, { recursive: true, force: true })
  }
}

async function main() {
  console.log(
    `${new Date().toISOString()}, ${os.cpus().length} CPUs, node ${process.version}, load average ${loadAverage()}`,
  )
  if (ONLY !== 'postgres')
    await withPgliteDirectory((database) => bench('PGlite (fresh directory)', database))
  const serverUrl = process.env.TEST_DATABASE_URL
  if (serverUrl && ONLY !== 'pglite') {
    await withServerDatabase(serverUrl, (database) => bench('PostgreSQL server (fresh database)', database))
  }
}

await main()
