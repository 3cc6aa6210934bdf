// `npm run bench:pairing -w apps/web`: issue 14's target for the organizer's device — each round of a 64-player
// Swiss of six rounds plus a top-8 cut paired in at most 300 ms on a mid-range phone's browser, measured in
// Chromium with its CPU slowed four times (DevTools' "4× slowdown", Lighthouse's mobile setting).
//
// The page runs the same code the console runs offline (packages/domain's `nextRound`, bundled by esbuild as
// Vite bundles it): check-ins, then each round paired from the day so far and its results drawn, as a device
// does between rounds. BENCH_EVENTS (10) events, BENCH_PLAYERS (64), BENCH_THROTTLE (4), CHROMIUM_PATH.
import { build } from 'esbuild'
import { chromium } from 'playwright-core'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs'

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10)
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 64)
const THROTTLE = Number(process.env.BENCH_THROTTLE ?? 4)
const TARGET_MS = 300

const entry = `
import { nextRound } from '@questboard/domain/event-day/tournament'
import { play, range } from '@questboard/domain/testing/event-day-play'

globalThis.runEvent = (players, seed) => {
  const day = {
    stages: [
      { format: 'SW', playersMax: null, orderIndex: 0 },
      { format: 'SE', playersMax: 8, orderIndex: 1 },
    ],
    entrants: range(players),
    dropped: new Set(),
    rounds: [],
  }
  const times = []
  for (;;) {
    const roundSeed = seed + '-' + (day.rounds.length + 1)
    const started = performance.now()
    const next = nextRound(day, roundSeed)
    times.push(performance.now() - started)
    if ('refused' in next) return { times: times.slice(0, -1), refused: next.refused, rounds: day.rounds.length }
    const matches = play(next.pairings, 'results-' + roundSeed, { draws: next.stage === 0 })
    day.rounds = [...day.rounds, { number: next.number, stage: next.stage, seed: roundSeed,
      plannedRounds: next.plannedRounds, matches }]
  }
}
`

const bundle = await build({
  stdin: { contents: entry, resolveDir: import.meta.dirname, loader: 'ts' },
  bundle: true,
  format: 'iife',
  target: 'es2022',
  minify: true,
  write: false,
})

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
try {
  const page = await browser.newPage()
  await page.setContent('<!doctype html><title>Pairing on a phone</title>')
  await page.addScriptTag({ content: bundle.outputFiles[0].text })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE })

  const byRound = []
  for (let event = 0; event < EVENTS; event++) {
    const result = await page.evaluate(
      ([players, seed]) => globalThis.runEvent(players, seed),
      [PLAYERS, `phone-${event}`],
    )
    if (result.refused !== 'event-finished') throw new Error(`The event stopped early: ${result.refused}`)
    result.times.forEach((ms, index) => {
      byRound[index] = [...(byRound[index] ?? []), ms]
    })
    if (event === 0) console.log(`${PLAYERS} players: ${result.rounds} rounds (Swiss, then a top-8 cut)`)
  }

  const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0
  const summary = (values) => {
    const sorted = [...values].sort((a, b) => a - b)
    const at = (p) => percentile(sorted, p).toFixed(1)
    return `median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`
  }
  console.log(`Chromium, CPU ${THROTTLE}× slower, ${EVENTS} events:`)
  for (const [index, times] of byRound.entries()) console.log(`  round ${index + 1}: ${summary(times)}`)
  const all = byRound.flat()
  const worst = Math.max(...all)
  console.log(
    `  every round: ${summary(all)} — target ≤ ${TARGET_MS} ms: ${worst <= TARGET_MS ? 'met' : 'MISSED'}`,
  )
  const load = (await import('node:os')).loadavg().map((value) => value.toFixed(1))
  console.log(`  load average at the end: ${load.join(', ')}`)
} finally {
  await browser.close()
}
