// @vitest-environment happy-dom
// The offline console's queue (issue 14 §7, decision 035) against the console tests' in-memory Event API, whose
// pairing is the engine of packages/domain and which keeps answers by Idempotency-Key as the API does. The device
// goes offline after round 1, enters round 2's results, checks a late guest in, pairs round 3 and enters its
// results, all on its own; when the connection returns the changes reach the server once, whatever was lost or sent
// again, and what the server cannot take is a conflict.
import { eventDayOfAnswers } from '@questboard/domain/event-day/day-of-answers'
import type { CheckInEntry, EventDayRound } from '@questboard/domain/event-day/event-day-api.schema'
import { shuffled } from '@questboard/domain/event-day/seeded-random'
import { eventStandings } from '@questboard/domain/event-day/tournament'
import { describe, expect, it } from 'vitest'
import type { SentRequest } from '../../../testing/render'
import { send } from '../api/send'
import { eventDayServer, type FakeDay } from '../testing/event-day-server'
import { createChangeQueue } from './change-queue'
import { memoryChanges } from './change-store'
import { applyChanges, type ConsoleChange, type DeviceDay, type QueuedChange } from './changes'
import { checkInChange, pairChange } from './make-changes'

const PLAYERS = ['Aline', 'Bruno', 'Chloé', 'Dario', 'Eva'].map((nickname, index) => ({
  nickname,
  userId: 11 + index,
  code: `CODE0${index}`,
}))
const INFO = { stages: [] }

/** One organizer's device against the fake server: its queue, and the day as it shows it. */
function device(fake: ReturnType<typeof eventDayServer>, store = memoryChanges()) {
  let online = true
  let seen = { checkIns: structuredClone(fake.checkIns), rounds: structuredClone(fake.rounds) }
  const queue = createChangeQueue({
    store,
    online: () => online,
    server: {
      day: () => ({ checkIns: fake.checkIns, rounds: fake.rounds, timer: null }),
      send: (key, write) => send('42', key, write),
      answered: () => {},
      refresh: async () => {},
    },
  })
  const day = (): DeviceDay =>
    applyChanges(online ? { ...fake, timer: null } : { ...seen, timer: null }, queue.getState().changes)
  return {
    queue,
    day,
    store,
    offline() {
      seen = { checkIns: structuredClone(fake.checkIns), rounds: structuredClone(fake.rounds) }
      online = false
    },
    async online() {
      online = true
      queue.connectionChanged(true)
      await queue.flush()
    },
    add: (change: ConsoleChange) => queue.add(change),
  }
}
type Device = ReturnType<typeof device>

/** Enters every open table of the device's current round: the lower table number's first player wins 2–1. */
async function enterResults(on: Device, order: (tables: number[]) => number[] = (tables) => tables) {
  const round = on.day().rounds.at(-1) as EventDayRound
  const open = round.tables.filter((table) => table.player2 !== null && table.status !== 'confirmed')
  for (const number of order(open.map((table) => table.table))) {
    const table = open.find((candidate) => candidate.table === number)
    if (!table?.player2) continue
    await on.add({
      kind: 'result',
      round: round.number,
      seed: round.seed,
      table: table.table,
      players: [table.player1.id, table.player2.id],
      games: { player1_wins: 2, player2_wins: 1, draws: 0 },
    })
  }
}

/** Pairs the next round on the device, from a seed of the round's number (the same tables each run). */
async function pair(on: Device) {
  const change = pairChange(INFO, on.day(), undefined, `test-seed-${on.day().rounds.length + 1}`)
  if ('refused' in change) throw new Error(change.refused)
  await on.add(change)
  return change
}

/** The connection comes back as often as it takes for every change to get through. */
async function sendAll(on: Device) {
  for (let attempt = 0; attempt < 50 && on.queue.getState().changes.length > 0; attempt++) await on.online()
  expect(on.queue.getState().changes).toEqual([])
}

/** Round 1 played online; round 2 paired online. */
async function toRoundTwo(day: FakeDay = {}) {
  const fake = eventDayServer(42, { registered: PLAYERS, checkedIn: PLAYERS.map((p) => p.nickname), ...day })
  const on = device(fake)
  await on.queue.load()
  for (const step of [pair, enterResults, pair]) {
    await step(on)
    await sendAll(on)
  }
  expect(fake.rounds).toHaveLength(2)
  return { fake, on }
}

/** Offline: round 2's results, a late guest, round 3 paired on the device and its results. */
async function offlineRounds(on: Device, order?: (tables: number[]) => number[]) {
  on.offline()
  await enterResults(on, order)
  const guest = checkInChange(on.day(), { guest_name: 'Robin' })
  if (!('change' in guest)) throw new Error('the guest is new')
  await on.add(guest.change)
  const third = await pair(on)
  await enterResults(on, order)
  return third
}

const standingsOf = (checkIns: readonly CheckInEntry[], rounds: readonly EventDayRound[]) =>
  eventStandings(eventDayOfAnswers(INFO, checkIns, rounds)).map((row) => ({
    name: checkIns.find((entry) => entry.id === row.entrant)?.nickname,
    points: row.points,
    rank: row.rank,
  }))
const writesOf = (requests: SentRequest[]) => requests.filter((request) => request.method !== 'GET')

describe('the offline console’s queue', () => {
  it('runs rounds 2 and 3 offline, then the server gets every change once, with the device’s round 3 and standings', async () => {
    const { fake, on } = await toRoundTwo()
    const writesBefore = writesOf(fake.requests).length
    const third = await offlineRounds(on)
    const shown = on.day()
    // Nothing left the device: round 2's two results, the guest, round 3 and its three results wait.
    expect(writesOf(fake.requests)).toHaveLength(writesBefore)
    expect(on.queue.getState().changes.map((queued) => queued.change.kind)).toEqual([
      'result',
      'result',
      'check-in',
      'pair',
      'result',
      'result',
      'result',
    ])

    await on.online()
    expect(on.queue.getState()).toMatchObject({ changes: [], conflicts: [], connection: 'live' })
    // The guest got the server's id; round 3 is the device's, its seed too.
    const robin = fake.checkIns.find((entry) => entry.nickname === 'Robin')
    expect(robin?.id).toBe(6)
    const [, , round3] = fake.rounds
    expect(round3?.seed).toBe(third.round.seed)
    expect(round3?.tables.map((t) => [t.player1.nickname, t.player2?.nickname ?? null])).toEqual(
      shown.rounds[2]?.tables.map((t) => [t.player1.nickname, t.player2?.nickname ?? null]),
    )
    // One result per match, every match confirmed; the standings the device showed offline.
    expect(fake.rounds.every((round) => round.tables.every((table) => table.status === 'confirmed'))).toBe(
      true,
    )
    expect(standingsOf(fake.checkIns, fake.rounds)).toEqual(standingsOf(shown.checkIns, shown.rounds))
  })

  it('sends a change again after a lost answer with the same key; a replay of the whole queue changes nothing', async () => {
    const lost = new Set<string>()
    const { fake, on } = await toRoundTwo({
      // Every write's first answer is lost on its way back: the server did it, the device does not know.
      loseAnswer: (request) => {
        const key = request.headers.get('Idempotency-Key') ?? ''
        if (!key || lost.has(key)) return false
        lost.add(key)
        return true
      },
    })
    await offlineRounds(on)
    const made = [...on.queue.getState().changes]
    const shown = on.day()
    // The connection comes and goes: each change is sent, its answer lost, and sent again.
    await sendAll(on)
    expect(on.queue.getState().conflicts).toEqual([])
    expect(fake.checkIns.filter((entry) => entry.nickname === 'Robin')).toHaveLength(1)
    const after = structuredClone({ checkIns: fake.checkIns, rounds: fake.rounds })
    expect(standingsOf(after.checkIns, after.rounds)).toEqual(standingsOf(shown.checkIns, shown.rounds))

    // A device that kept the same changes (a crash before it wrote that they were sent) sends them all again.
    const again = device(fake, memoryChanges(made))
    await again.queue.load()
    await again.queue.flush()
    expect(again.queue.getState()).toMatchObject({ changes: [], conflicts: [] })
    expect({ checkIns: fake.checkIns, rounds: fake.rounds }).toEqual(after)
  })

  it('reaches the same server whatever order the organizer entered a round’s results in', async () => {
    const outcomes = []
    for (const seed of ['one', 'two', 'three']) {
      const { fake, on } = await toRoundTwo()
      await offlineRounds(on, (tables) => shuffled(tables, seed))
      await on.online()
      expect(on.queue.getState().conflicts).toEqual([])
      outcomes.push(standingsOf(fake.checkIns, fake.rounds))
    }
    expect(outcomes[1]).toEqual(outcomes[0])
    expect(outcomes[2]).toEqual(outcomes[0])
  })

  it('a change still running on the server (409 with Retry-After) waits and is sent again, not refused', async () => {
    let busy = true
    const fake = eventDayServer(42, {
      registered: PLAYERS,
      intercept: (request) => {
        if (!busy || request.method !== 'POST') return undefined
        busy = false
        return new Response(
          JSON.stringify({ detail: 'A request with this Idempotency-Key is still running.' }),
          {
            status: 409,
            headers: { 'Content-Type': 'application/json', 'Retry-After': '1' },
          },
        )
      },
    })
    const on = device(fake)
    await on.queue.load()
    const made = checkInChange(on.day(), { code: 'CODE00' })
    if (!('change' in made)) throw new Error('Aline is registered')
    await on.add(made.change)
    await on.queue.flush()
    expect(on.queue.getState()).toMatchObject({ connection: 'offline', conflicts: [] })
    expect(on.queue.getState().changes).toHaveLength(1)
    await on.online()
    expect(on.queue.getState()).toMatchObject({ changes: [], conflicts: [] })
    expect(fake.checkIns.find((entry) => entry.nickname === 'Aline')?.checked_in).toBe(true)
  })
})

describe('what the server does not take', () => {
  it('a round another device paired meanwhile: the device’s pairing and its results are conflicts', async () => {
    const { fake, on } = await toRoundTwo()
    await offlineRounds(on)
    // Meanwhile another device of the organizer entered round 2's results and paired round 3 itself.
    for (const table of (fake.rounds[1] as EventDayRound).tables)
      Object.assign(table, { player1_wins: 0, player2_wins: 2, draws: 0, status: 'confirmed' })
    fake.pair({ seed: 'another-device' })
    await on.online()
    const { conflicts, changes } = on.queue.getState()
    expect(changes).toEqual([])
    const kinds = conflicts.map(({ change, reason, status }) => [change.change.kind, reason, status])
    expect(kinds).toContainEqual(['pair', 'refused', 409])
    // Round 2's results came too late (round 3 is paired); round 3's are for the device's round 3, not this one.
    expect(kinds.filter(([kind]) => kind === 'result')).toEqual([
      ['result', 'refused', 404],
      ['result', 'refused', 404],
      ['result', 'round-differs', null],
      ['result', 'round-differs', null],
      ['result', 'round-differs', null],
    ])
    // Round 3 is the other device's; no result of this device's round 3 landed on it.
    expect(fake.rounds).toHaveLength(3)
    expect(fake.rounds[2]?.seed).toBe('another-device')
    expect(fake.rounds[2]?.tables.filter((table) => table.status === 'confirmed' && table.player2)).toEqual(
      [],
    )
  })

  it('a walk-in the server refuses: the round paired with them cannot be sent either', async () => {
    const fake = eventDayServer(42, { registered: PLAYERS, checkedIn: ['Aline', 'Bruno', 'Chloé'] })
    const on = device(fake)
    await on.queue.load()
    on.offline()
    const walkIn = checkInChange(on.day(), { user_id: 99 }, 'Nobody')
    if (!('change' in walkIn)) throw new Error('a new walk-in')
    await on.add(walkIn.change)
    await pair(on)
    await on.online()
    const { conflicts } = on.queue.getState()
    expect(
      conflicts.map((conflict) => [conflict.change.change.kind, conflict.reason, conflict.status]),
    ).toEqual([
      ['check-in', 'refused', 404],
      ['pair', 'player-unknown', null],
    ])
    expect(fake.rounds).toEqual([])
  })

  it('keeps the changes in its store until the server has them', async () => {
    const store = memoryChanges()
    const fake = eventDayServer(42, { registered: PLAYERS })
    const on = device(fake, store)
    await on.queue.load()
    on.offline()
    const made = checkInChange(on.day(), { code: 'CODE01' })
    if (!('change' in made)) throw new Error('Bruno is registered')
    const kept: QueuedChange = await on.add(made.change)
    expect(store.kept).toEqual([kept])
    await on.online()
    expect(store.kept).toEqual([])
  })
})
