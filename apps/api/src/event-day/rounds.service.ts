import {
  type EventDayRound,
  pairRoundBodySchema,
  rePairBodySchema,
} from '@questboard/domain/event-day/event-day-api.schema'
import { type Pairing, samePairings } from '@questboard/domain/event-day/matches'
import { newSeed } from '@questboard/domain/event-day/seeded-random'
import { type NextRound, nextRound, pairAgain } from '@questboard/domain/event-day/tournament'
import type { Caller } from '../plugins/auth.ts'
import { createEventDayCache, type EventDayCache } from './event-day.cache.ts'
import { eventDayOf } from './event-day.day.ts'
import { createEventDayPresenter } from './event-day.presenter.ts'
import {
  assertLive,
  assertReadable,
  assertRunnable,
  EventDayRefusal,
  notFound,
  parseBody,
  refuse,
} from './event-day.refusal.ts'
import type { EventDayQueries, EventDayRepository } from './event-day.repository.ts'

const REFUSALS: Record<Extract<NextRound, { refused: string }>['refused'], string> = {
  'round-in-progress': 'The current round still has matches without a confirmed result.',
  'event-finished': 'The last stage of this event is over.',
  'too-few-players': 'At least two checked-in players are needed to pair a round.',
  'rounds-already-played': 'The Swiss stage has already played more rounds than that.',
}

/**
 * A round a device paired (issue 14 §7: an offline console pairs from its own seed) is the server's only when the
 * server, pairing from the same day and seed, seats everyone alike: the server is the referee.
 */
function assertSameAsDevice(computed: readonly Pairing[], sent: readonly Pairing[] | null | undefined) {
  if (sent && !samePairings(computed, sent))
    throw refuse(
      409,
      'The tables sent are not the ones this seed gives from the event day as the server has it: it changed meanwhile.',
    )
}

/** What of the event's form the answers depend on besides the day's rows: its stages. */
const stagesKey = (event: { additionalInfo: Record<string, unknown> }) =>
  JSON.stringify(event.additionalInfo.stages ?? null)

/** Rounds and standings (issue 14): pairing with the engine of packages/domain, the same code an offline device runs. */
export function createRoundsService({
  repository,
  cache = createEventDayCache(repository),
}: {
  repository: EventDayRepository
  cache?: EventDayCache
}) {
  /** The day as it stands (in the lock when given one), with its presenter. */
  async function load(
    eventId: number,
    additionalInfo: Record<string, unknown>,
    from: EventDayQueries = repository,
  ) {
    const [players, rounds] = await Promise.all([from.players(eventId), from.rounds(eventId)])
    const day = eventDayOf(additionalInfo, players, rounds)
    return { players, rounds, day, present: createEventDayPresenter(players) }
  }

  async function runnable(eventId: number, caller: Caller) {
    const event = await repository.findEvent(eventId)
    assertRunnable(event, caller)
    assertLive(event)
    return event
  }

  async function readable(eventId: number, caller: Caller | null) {
    const event = await repository.findEvent(eventId)
    assertReadable(event, caller)
    return event as NonNullable<typeof event>
  }

  /**
   * The day for a public read: the rows kept for the event's version (decision 033; one read per instance
   * when a round's hundreds of watchers fetch it together), the stages as the event has them now.
   */
  async function readDay(eventId: number, caller: Caller | null) {
    const event = await readable(eventId, caller)
    const { players, rounds } = await cache.rows(eventId, event.version)
    const day = eventDayOf(event.additionalInfo, players, rounds)
    return { players, rounds, day, present: createEventDayPresenter(players) }
  }

  type PublicEvent = NonNullable<Awaited<ReturnType<EventDayRepository['findEvent']>>>

  /** The round's answer as JSON, kept per version; 404 when the event has no such round. */
  function roundJson(event: PublicEvent, number: number): Promise<string> {
    return cache.answer(event.id, event.version, `round:${number}:${stagesKey(event)}`, (rows) => {
      const round = rows.rounds.find((row) => row.number === number)
      if (!round) throw notFound()
      const day = eventDayOf(event.additionalInfo, rows.players, rows.rounds)
      return JSON.stringify(createEventDayPresenter(rows.players).round(round, day))
    })
  }

  /** The standings' answer as JSON, kept per version. */
  function standingsJson(event: PublicEvent): Promise<string> {
    return cache.answer(event.id, event.version, `standings:${stagesKey(event)}`, (rows) => {
      const day = eventDayOf(event.additionalInfo, rows.players, rows.rounds)
      return JSON.stringify(createEventDayPresenter(rows.players).standings(day))
    })
  }

  return {
    /**
     * Pairs the next round of the current stage, or the first of the next stage; the first round records no-shows.
     * From the device's seed when it sends one, and only to the tables it sends when it sends them.
     */
    async pair(eventId: number, raw: unknown, caller: Caller): Promise<EventDayRound> {
      const body = parseBody(pairRoundBodySchema, raw)
      const event = await runnable(eventId, caller)
      return repository.locked(eventId, async (locked) => {
        const { day } = await load(eventId, event.additionalInfo, locked)
        const seed = body.seed || newSeed()
        const next = nextRound(day, seed, body.rounds ?? undefined)
        if ('refused' in next) throw refuse(409, REFUSALS[next.refused])
        assertSameAsDevice(next.pairings, body.tables)
        await locked.insertRound(
          {
            eventId,
            number: next.number,
            stage: next.stage,
            seed,
            plannedRounds: next.plannedRounds,
            pairedBy: caller.user.id,
          },
          next.pairings.map((pairing) => ({
            tableNumber: pairing.table,
            player1Id: pairing.player1,
            player2Id: pairing.player2,
          })),
        )
        if (next.number === 1) await locked.markNoShows(eventId)
        locked.changed('pairings', 'standings', 'timer')
        const after = await load(eventId, event.additionalInfo, locked)
        return after.present.round(after.rounds.at(-1) as (typeof after.rounds)[number], after.day)
      })
    },

    /**
     * Pairs the current round again with a new seed (after a late entry or a drop, or a wrong table), as long as
     * no result was entered; logged with who did it. The seed is the device's when it sends one.
     */
    async rePair(eventId: number, number: number, raw: unknown, caller: Caller): Promise<EventDayRound> {
      const body = parseBody(rePairBodySchema, raw)
      const event = await runnable(eventId, caller)
      return repository.locked(eventId, async (locked) => {
        const { rounds, day } = await load(eventId, event.additionalInfo, locked)
        const round = rounds.find((row) => row.number === number)
        if (!round) throw notFound()
        if (round !== rounds.at(-1)) throw refuse(409, 'Only the current round may be paired again.')
        if (round.matches.some((match) => match.player2Id !== null && match.status !== 'pending'))
          throw refuse(409, 'A result of this round has been entered: it can no longer be paired again.')
        const seed = body.seed || newSeed()
        const next = pairAgain(day, number, seed)
        if ('refused' in next) throw refuse(409, REFUSALS[next.refused])
        assertSameAsDevice(next.pairings, body.tables)
        await locked.replaceTables(
          eventId,
          round.id,
          seed,
          next.pairings.map((pairing) => ({
            tableNumber: pairing.table,
            player1Id: pairing.player1,
            player2Id: pairing.player2,
          })),
        )
        await locked.log({
          eventId,
          action: 're-pair',
          roundNumber: number,
          actorId: caller.user.id,
          details: { previous_seed: round.seed, seed },
        })
        locked.changed('pairings', 'standings')
        const after = await load(eventId, event.additionalInfo, locked)
        return after.present.round(after.rounds.at(-1) as (typeof after.rounds)[number], after.day)
      })
    },

    /** Whether the caller may follow the event's live views: as for its rounds (any event but a draft). */
    async watchable(eventId: number, caller: Caller | null): Promise<void> {
      await readable(eventId, caller)
    },

    async list(eventId: number, caller: Caller | null): Promise<EventDayRound[]> {
      const { rounds, day, present } = await readDay(eventId, caller)
      return rounds.map((round) => present.round(round, day))
    },

    /** One round, as JSON (written once per version of the event's day and sent as it is to every caller). */
    async get(eventId: number, number: number, caller: Caller | null): Promise<string> {
      return roundJson(await readable(eventId, caller), number)
    },

    /**
     * Whether the event's last stage is over (every round paired and confirmed, none left to pair): its final
     * standings may then become the results (decision 032). False before the first round.
     */
    async finished(eventId: number): Promise<boolean> {
      const event = await repository.findEvent(eventId)
      if (!event) return false
      const { day } = await load(eventId, event.additionalInfo)
      if (day.rounds.length === 0) return false
      const next = nextRound(day, 'finished?')
      return 'refused' in next && next.refused === 'event-finished'
    },

    /**
     * The standings after the confirmed results, the latest stage's players first (a top 8 by their places), as
     * JSON (written once per version of the event's day).
     */
    async standings(eventId: number, caller: Caller | null): Promise<string> {
      return standingsJson(await readable(eventId, caller))
    },

    /**
     * What a live `change` message carries (decision 033): round `number`'s JSON and the standings' JSON, the
     * same strings `get` and `standings` answer (one read and one serialization per version and instance,
     * whoever asks first). Nothing when the public may not read them (the event was made a draft again).
     */
    async carried(
      eventId: number,
      number: number | null,
      want: { round: boolean; standings: boolean },
    ): Promise<{ round: string | null; standings: string | null }> {
      try {
        const event = await readable(eventId, null)
        const [round, standings] = await Promise.all([
          want.round && number !== null ? roundJson(event, number) : null,
          want.standings ? standingsJson(event) : null,
        ])
        return { round, standings }
      } catch (error) {
        if (error instanceof EventDayRefusal) return { round: null, standings: null }
        throw error
      }
    },
  }
}
