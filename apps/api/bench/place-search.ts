/**
 * The place search's cost (issue 13 §2): how long the first search holds the event loop while it reads the
 * towns and the postcodes, the memory each keeps, and the per-search latency once loaded.
 *
 *   npm run bench:places -w apps/api
 *
 * Runs with --expose-gc so the heap is measured after a collection. Figures go to docs/performance.md by hand.
 */
import { performance } from 'node:perf_hooks'
import { shippedGazetteer } from '../src/places/gazetteer.ts'
import { suggestPlaces } from '../src/places/place-search.ts'
import { shippedPostcodes } from '../src/places/postcodes.ts'

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100)

const collect = () => (globalThis as { gc?: () => void }).gc?.()
const heap = () => {
  collect()
  collect()
  return process.memoryUsage().heapUsed
}
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
const ms = (value: number) => `${value.toFixed(2)} ms`
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0

function load(name: string, read: () => { size: number }) {
  const before = heap()
  const start = performance.now()
  const { size } = read()
  const took = performance.now() - start
  console.log(`${name}: ${size} entries, first search ${ms(took)}, heap +${mb(heap() - before)}`)
}

if (!(globalThis as { gc?: unknown }).gc) console.log('(no --expose-gc: the heap figures include garbage)')
load('postcodes', shippedPostcodes)
load('towns', shippedGazetteer)

const texts = [
  '75011',
  '7501',
  '90210',
  '9',
  '13001',
  '1012 AB',
  'SW1A',
  'M5V',
  'p',
  'par',
  'San',
  'Köln',
  'xq',
]
for (const text of texts) suggestPlaces(text) // warm up
const durations: number[] = []
for (let round = 0; round < SAMPLES; round++) {
  for (const text of texts) {
    const start = performance.now()
    suggestPlaces(text)
    durations.push(performance.now() - start)
  }
}
durations.sort((a, b) => a - b)
console.log(
  `search (${durations.length} samples): median ${ms(percentile(durations, 0.5))}, ` +
    `p97.5 ${ms(percentile(durations, 0.975))}, max ${ms(durations.at(-1) ?? 0)}`,
)
