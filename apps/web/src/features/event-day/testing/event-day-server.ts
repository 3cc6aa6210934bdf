/**
 * A small in-memory Event API of event day for the console's component tests, answering through `stubFetch` in the
 * shapes of packages/domain's schemas, its pairing the engine of packages/domain. What it records is what the
 * console sent: the tests assert on the requests and on what the screen then shows.
 */
import { eventDayOfAnswers } from '@questboard/domain/event-day/day-of-answers'
import type {
  CheckInEntry,
  EventDayRound,
  EventDayTable,
} from '@questboard/domain/event-day/event-day-api.schema'
import type { RoundTimer } from '@questboard/domain/event-day/live.schema'
import { type Pairing, samePairings } from '@questboard/domain/event-day/matches'
import { nextRound, pairAgain } from '@questboard/domain/event-day/tournament'
import { eventDetail } from '../../../testing/events'
import { type SentRequest, stubFetch } from '../../../testing/render'
import { blankEntry } from '../lib/changes'

export interface FakeDay {
  stages?: Record<string, unknown>[]
  /** Registered players; `code` their check-in code. */
  registered?: { nickname: string; userId: number; code: string }[]
  /** Nicknames of the registered players already checked in. */
  checkedIn?: string[]
  /** The fake does the write, then the network loses its answer (the device sees a failed fetch). */
  loseAnswer?: (request: SentRequest) => boolean
  /** Answers a request before the fake does (a failure to simulate). */
  intercept?: (request: SentRequest) => { status: number; json?: unknown } | Response | undefined
}

export function eventDayServer(eventId: number, day: FakeDay = {}) {
  const additionalInfo = { stages: day.stages ?? [] }
  let nextCheckIn = 1
  let nextMatch = 100
  const checkIns: CheckInEntry[] = (day.registered ?? []).map((player) =>
    blankEntry({
      user_id: player.userId,
      nickname: player.nickname,
      registered: true,
      check_in_code: player.code,
    }),
  )
  const timers = new Map<number, RoundTimer>()
  /** Answers kept by Idempotency-Key: a retry gets the first answer, as from the Event API. */
  const kept = new Map<string, { status: number; json: unknown }>()
  const rounds: EventDayRound[] = []
  const checkIn = (player: CheckInEntry) => {
    if (player.checked_in) return { status: 200, json: player }
    Object.assign(player, { id: nextCheckIn++, checked_in: true, checked_in_at: '2030-02-01T09:00:00Z' })
    return { status: 201, json: player }
  }
  for (const nickname of day.checkedIn ?? []) {
    const player = checkIns.find((candidate) => candidate.nickname === nickname)
    if (player) checkIn(player)
  }
  const playerOf = (id: number) => {
    const player = checkIns.find((candidate) => candidate.id === id) as CheckInEntry
    return { id, user_id: player.user_id, nickname: player.nickname, guest: player.guest }
  }
  const base = `/api/events/${eventId}`

  /** Pairs the next round (or round `again` anew) from the device's seed and checks its tables, as the API does. */
  function pair(body: { rounds?: number; seed?: string; tables?: Pairing[] } = {}, again?: number) {
    const seed = body.seed ?? `seed-${rounds.length}`
    const engineDay = eventDayOfAnswers(additionalInfo, checkIns, rounds)
    const found =
      again === undefined ? nextRound(engineDay, seed, body.rounds) : pairAgain(engineDay, again, seed)
    if ('refused' in found) return { status: 409, json: { detail: found.refused } }
    if (body.tables && !samePairings(found.pairings, body.tables))
      return { status: 409, json: { detail: 'The tables sent are not the ones this seed gives.' } }
    if (again !== undefined) rounds.pop()
    const stage = (additionalInfo.stages as { format: string; order_index: number }[]).find(
      (candidate) => candidate.order_index === found.stage,
    )
    const round: EventDayRound = {
      number: found.number,
      stage: found.stage,
      format: (stage?.format ?? 'SW') as EventDayRound['format'],
      seed,
      planned_rounds: found.plannedRounds,
      started_at: '2030-02-01T10:00:00Z',
      complete: false,
      tables: found.pairings.map(
        (pairing): EventDayTable => ({
          match_id: nextMatch++,
          table: pairing.table,
          player1: playerOf(pairing.player1),
          player2: pairing.player2 === null ? null : playerOf(pairing.player2),
          player1_wins: null,
          player2_wins: null,
          draws: null,
          status: pairing.player2 === null ? 'confirmed' : 'pending',
          reported_by: null,
        }),
      ),
    }
    rounds.push(round)
    return { status: 201, json: round }
  }

  function answer(request: SentRequest) {
    const body = request.body as Record<string, unknown> | undefined
    if (request.url === `${base}/`)
      return {
        json: eventDetail({
          id: eventId,
          name: 'Saturday Swiss',
          status: 'published',
          additional_info: additionalInfo,
        }),
      }
    if (request.url === `${base}/check_ins/`) {
      if (request.method === 'GET') return { json: checkIns }
      if (typeof body?.code === 'string') {
        const registration = day.registered?.find((candidate) => candidate.code === body.code)
        const player = checkIns.find((candidate) => candidate.user_id === registration?.userId)
        return player ? checkIn(player) : { status: 404, json: { detail: 'No registration has this code.' } }
      }
      if (typeof body?.guest_name === 'string') {
        const guest = blankEntry({ nickname: body.guest_name, guest: true })
        checkIns.push(guest)
        return checkIn(guest)
      }
      const player = checkIns.find((candidate) => candidate.user_id === body?.user_id)
      return player ? checkIn(player) : { status: 404, json: { detail: 'No account.' } }
    }
    if (request.url === `${base}/rounds/`) {
      if (request.method === 'GET') return { json: rounds }
      return pair(body)
    }
    const rePair = /\/rounds\/(\d+)\/re_pair\/$/.exec(request.url)
    if (rePair && request.method === 'POST') {
      const again = pair(body, Number(rePair[1]))
      return again.status === 201 ? { status: 200, json: again.json } : again
    }
    const timer = /\/rounds\/(\d+)\/timer\/(\w*)\/?$/.exec(request.url)
    if (timer) return timerAnswer(Number(timer[1]), timer[2] ?? '', body)
    const match = /\/matches\/(\d+)\/$/.exec(request.url)
    if (match && request.method === 'PUT') {
      const current = rounds.at(-1) as EventDayRound
      const table = current?.tables.find((candidate) => candidate.match_id === Number(match[1]))
      if (!table) return { status: 404, json: { detail: 'Not found.' } }
      Object.assign(table, body, { status: 'confirmed', reported_by: null })
      current.complete = current.tables.every((candidate) => candidate.status === 'confirmed')
      return { json: table }
    }
    if (request.url === `${base}/drops/`) {
      const player = checkIns.find((candidate) => candidate.id === body?.check_in_id)
      if (!player) return { status: 404, json: { detail: 'Not found.' } }
      player.dropped = true
      return { status: 201, json: { check_in_id: player.id, after_round: rounds.length } }
    }
    return undefined
  }

  /** The timer, on this fake's clock (Date.now()), as the API keeps it. */
  function timerAnswer(round: number, action: string, body: Record<string, unknown> | undefined) {
    const now = Date.now()
    const at = typeof body?.at === 'string' ? Math.min(now, Date.parse(body.at)) : now
    const current = timers.get(round) ?? {
      round,
      state: 'not_started',
      ends_at: null,
      remaining_ms: null,
      server_time: '',
    }
    const minutes = (typeof body?.minutes === 'number' ? body.minutes : 0) * 60_000
    const left = current.ends_at ? Date.parse(current.ends_at) - at : (current.remaining_ms ?? 0)
    const running = (ms: number): RoundTimer => ({
      round,
      state: 'running',
      ends_at: new Date(at + ms).toISOString(),
      remaining_ms: null,
      server_time: '',
    })
    const next: RoundTimer =
      action === 'start'
        ? running(minutes)
        : action === 'pause'
          ? { round, state: 'paused', ends_at: null, remaining_ms: left, server_time: '' }
          : action === 'resume'
            ? running(current.remaining_ms ?? 0)
            : action === 'extend'
              ? current.state === 'paused'
                ? { ...current, remaining_ms: left + minutes }
                : running(Math.max(0, left) + minutes)
              : current
    if (action) timers.set(round, next)
    const remaining = next.ends_at ? Math.max(0, Date.parse(next.ends_at) - now) : next.remaining_ms
    return { json: { ...next, remaining_ms: remaining, server_time: new Date(now).toISOString() } }
  }

  /** A write with an Idempotency-Key answers as the first time it came. */
  async function keyed(request: SentRequest) {
    const key = request.headers.get('Idempotency-Key')
    const first = key ? kept.get(key) : undefined
    if (first) return first
    const answered: { status?: number; json?: unknown } | Response | undefined = await (day.intercept?.(
      request,
    ) ?? answer(request))
    const result =
      answered instanceof Response || answered === undefined
        ? answered
        : { status: answered.status ?? 200, json: answered.json }
    if (key && result && !(result instanceof Response) && result.status < 300) kept.set(key, result)
    if (day.loseAnswer?.(request)) throw new TypeError('Failed to fetch')
    return result
  }

  const requests = stubFetch(keyed)
  return { requests, checkIns, rounds, pair, timers }
}
