/**
 * The live benchmark's watchers, a process of their own (as phones are not the server): opens `BENCH_WATCHERS`
 * streams of `GET /api/events/{id}/live/`, split over the instances, each reading the messages as a browser's
 * EventSource does. On each round's `change` message a watcher has the round when the message carries it
 * (`round_detail`), and otherwise fetches it at once; it fetches the standings within 3 s only when the message
 * lacks them — as the web app does. Reports to its parent (IPC): `ready` once every stream had its first
 * message, then, when asked, each watcher's times (epoch ms) for a round: the message, the round on the phone.
 */
import http from 'node:http'
import type { LiveMessage } from '@questboard/domain/event-day/live.schema'
import { createParser } from 'eventsource-parser'

const bases = (process.env.BENCH_BASES ?? '').split(',').filter(Boolean)
const eventId = Number(process.env.BENCH_EVENT)
const watchers = Number(process.env.BENCH_WATCHERS ?? 500)
const fetchRounds = process.env.BENCH_FETCH !== '0'
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY })
const epochNow = () => performance.timeOrigin + performance.now()

interface Arrival {
  watcher: number
  instance: number
  /** The message's last byte arrived. */
  messageAt: number
  /** The round was on the phone: the message parsed when it carried it, else its fetch answered. */
  roundAt?: number
  /** The message carried the round (and the standings). */
  carried: { round: boolean; standings: boolean }
  /** The message's size (UTF-16 code units of its data: bytes, for this ASCII). */
  bytes: number
  failed?: string
}
const arrivals = new Map<number, Arrival[]>()
let connected = 0
let refused = 0

function fetchJson(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        response.resume()
        response.once('end', () =>
          response.statusCode === 200
            ? resolve(epochNow())
            : reject(new Error(`status ${response.statusCode}`)),
        )
      })
      .once('error', reject)
  })
}

/**
 * A message as a phone has it once parsed, and how long its parse took. This process stands for hundreds of
 * phones, each parsing its own message on its own CPU at the same time; parsing them all here, one after
 * another (a 150 KB message takes 1–2 ms here), would delay the later arrivals by the earlier phones' work. So
 * each distinct message is parsed once, timed, and that time counted for every phone that received it.
 */
const parses = new Map<string, { message: LiveMessage; parseMs: number }>()
function parsed(data: string) {
  let known = parses.get(data)
  if (!known) {
    const start = performance.now()
    const message = JSON.parse(data) as LiveMessage
    known = { message, parseMs: performance.now() - start }
    if (parses.size > 16) parses.clear()
    parses.set(data, known)
  }
  return known
}

function watch(index: number) {
  const instance = index % bases.length
  const base = bases[instance] as string
  let greeted = false
  const parser = createParser({
    onEvent: (event) => {
      if (event.event !== 'change') return
      const messageAt = epochNow()
      const { message, parseMs } = parsed(event.data)
      if (!greeted) {
        greeted = true
        connected++
        if (connected + refused === watchers) process.send?.({ type: 'ready', connected, refused })
        return
      }
      if (!message.changes.includes('pairings') || message.round === null) return
      const round = message.round
      const carried = {
        round: message.round_detail?.number === round && message.round_detail.tables.length > 0,
        standings: message.standings !== undefined,
      }
      const arrival: Arrival = { watcher: index, instance, messageAt, carried, bytes: event.data.length }
      // Each phone parses its own message: the round is on it once that is done.
      if (carried.round) arrival.roundAt = messageAt + parseMs
      arrivals.set(round, [...(arrivals.get(round) ?? []), arrival])
      // As the web app does on a pairing's message that lacks them: the round at once, the standings at a
      // random moment within 3 s.
      if (fetchRounds && !carried.round)
        fetchJson(`${base}/api/events/${eventId}/rounds/${round}/`).then(
          (at) => {
            arrival.roundAt = at
          },
          (error: Error) => {
            arrival.failed = error.message
          },
        )
      if (fetchRounds && !carried.standings)
        setTimeout(() => {
          fetchJson(`${base}/api/events/${eventId}/standings/`).catch((error: Error) => {
            arrival.failed = `standings: ${error.message}`
          })
        }, Math.random() * 3000)
    },
  })
  // Separate sockets, as separate phones have: no agent pooling for the streams.
  const request = http.get(`${base}/api/events/${eventId}/live/`, {
    headers: { Accept: 'text/event-stream' },
  })
  request.once('response', (response) => {
    if (response.statusCode !== 200) {
      refused++
      response.resume()
      if (connected + refused === watchers) process.send?.({ type: 'ready', connected, refused })
      return
    }
    response.setEncoding('utf8')
    response.on('data', (chunk: string) => parser.feed(chunk))
  })
  request.once('error', (error) => {
    console.error(`watcher ${index}: ${error.message}`)
  })
}

process.on('message', (message: { type: string; round?: number }) => {
  if (message.type === 'report' && message.round !== undefined)
    process.send?.({ type: 'report', round: message.round, arrivals: arrivals.get(message.round) ?? [] })
  if (message.type === 'stop') process.exit(0)
})

// Opened a few at a time, as phones arrive, not all in one burst on the listen queue.
for (let index = 0; index < watchers; index++) {
  watch(index)
  if (index % 50 === 49) await new Promise((resolve) => setTimeout(resolve, 20))
}
