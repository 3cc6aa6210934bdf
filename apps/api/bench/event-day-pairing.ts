/**
 * Issue 14's target: a 64-player Swiss of 6 rounds plus a top-8 cut, entered through the API, each round paired
 * in at most 200 ms on the server. Runs the whole event through `app.inject()` (check-ins, nine
 * `POST /api/events/{id}/rounds/`, every result by `PUT …/matches/{id}/`) BENCH_RUNS times, and reports each
 * pairing request's time by round and the CPU time the API process spent on it (on a shared machine the wall
 * clock includes waiting for a core); then the pairing engine alone (packages/domain) on the same sizes.
 *
 *   npm run bench:event-day -w apps/api                     # PGlite (in memory)
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:event-day -w apps/api
 *                                                            # PGlite, then the PostgreSQL server
 *
 * BENCH_RUNS (5) and BENCH_PLAYERS (64) change the sizes. Figures go to docs/performance.md by hand.
 */

import type { MatchRecord } from '@questboard/domain/event-day/matches'
import { pairSwiss } from '@questboard/domain/event-day/swiss'
import { play, range } from '@questboard/domain/testing/event-day-play'
import { buildApp } from '../src/app.ts'
import type { DatabaseConfig } from '../src/config.ts'
import { testConfig } from '../src/testing/build-test-app.ts'
import { runSwissWithTop8 } from '../src/testing/event-day-fixtures.ts'
import { withServerDatabase } from './bench-database.ts'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 64)
const TARGET_MS = 200

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return `median ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`
}

async function throughTheApi(label: string, database: DatabaseConfig) {
  const app = await buildApp(testConfig({ database, demoUsers: false }))
  try {
    const byRound: number[][] = []
    const cpu: number[] = []
    for (let run = 0; run < RUNS; run++) {
      const { pairingMs, pairingCpuMs, rounds } = await runSwissWithTop8(app, PLAYERS)
      pairingMs.forEach((ms, index) => {
        byRound[index] = [...(byRound[index] ?? []), ms]
      })
      cpu.push(...pairingCpuMs)
      if (run === 0)
        console.log(`${label}: ${rounds.length} rounds (${rounds.map((r) => r.format).join(' ')})`)
    }
    for (const [index, times] of byRound.entries()) console.log(`  round ${index + 1}: ${summary(times)}`)
    const all = byRound.flat()
    const worst = Math.max(...all)
    console.log(
      `  every pairing: ${summary(all)} — target ≤ ${TARGET_MS} ms: ${worst <= TARGET_MS ? 'met' : 'MISSED'}`,
    )
    console.log(`  CPU time of the API process per pairing: ${summary(cpu)}`)
  } finally {
    await app.close()
  }
}

function engineAlone() {
  const times: number[] = []
  for (let run = 0; run < 50; run++) {
    const matches: MatchRecord[] = []
    for (let round = 1; round <= 6; round++) {
      const started = performance.now()
      const pairings = pairSwiss({ players: range(PLAYERS), matches, seed: `bench-${run}-${round}` })
      times.push(performance.now() - started)
      matches.push(...play(pairings, `results-${run}-${round}`))
    }
  }
  console.log(`engine alone (pairSwiss, ${PLAYERS} players, rounds 1–6, 50 events): ${summary(times)}`)
}

engineAlone()
await throughTheApi('PGlite', { driver: 'pglite' })
const serverUrl = process.env.TEST_DATABASE_URL
if (serverUrl) await withServerDatabase(serverUrl, (database) => throughTheApi('PostgreSQL server', database))
