import {
  type EventDayRound,
  pairRoundBodySchema,
  type Standing,
} from '@questboard/domain/event-day/event-day-api.schema'
import { newSeed } from '@questboard/domain/event-day/seeded-random'
import { type NextRound, nextRound } from '@questboard/domain/event-day/tournament'
import type { Caller } from '../plugins/auth.ts'
import { eventDayOf } from './event-day.day.ts'
import { createEventDayPresenter } from './event-day.presenter.ts'
import {
  assertLive,
  assertReadable,
  assertRunnable,
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

/** Rounds and standings (issue 14): pairing with the engine of packages/domain, the same code an offline device runs. */
export function createRoundsService({ repository }: { repository: EventDayRepository }) {
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

  return {
    /** Pairs the next round of the current stage, or the first of the next stage; the first round records no-shows. */
    async pair(eventId: number, raw: unknown, caller: Caller): Promise<EventDayRound> {
      const body = parseBody(pairRoundBodySchema, raw)
      const event = await runnable(eventId, caller)
      return repository.locked(eventId, async (locked) => {
        const { day } = await load(eventId, event.additionalInfo, locked)
        const seed = newSeed()
        const next = nextRound(day, seed, body.rounds ?? undefined)
        if ('refused' in next) throw refuse(409, REFUSALS[next.refused])
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
        const after = await load(eventId, event.additionalInfo, locked)
        return after.present.round(after.rounds.at(-1) as (typeof after.rounds)[number], after.day)
      })
    },

    /**
     * Pairs the current round again with a new seed (after a late entry or a drop, or a wrong table), as long as
     * no result was entered; logged with who did it.
     */
    async rePair(eventId: number, number: number, caller: Caller): Promise<EventDayRound> {
      const event = await runnable(eventId, caller)
      return repository.locked(eventId, async (locked) => {
        const { rounds, day } = await load(eventId, event.additionalInfo, locked)
        const round = rounds.find((row) => row.number === number)
        if (!round) throw notFound()
        if (round !== rounds.at(-1)) throw refuse(409, 'Only the current round may be paired again.')
        if (round.matches.some((match) => match.player2Id !== null && match.status !== 'pending'))
          throw refuse(409, 'A result of this round has been entered: it can no longer be paired again.')
        const previous = rounds.at(-2)
        const sameStage = !previous || previous.stage === round.stage
        const seed = newSeed()
        const without = { ...day, rounds: day.rounds.filter((played) => played.number !== number) }
        const next = nextRound(without, seed, sameStage ? (round.plannedRounds ?? undefined) : undefined)
        if ('refused' in next) throw refuse(409, REFUSALS[next.refused])
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
        const after = await load(eventId, event.additionalInfo, locked)
        return after.present.round(after.rounds.at(-1) as (typeof after.rounds)[number], after.day)
      })
    },

    async list(eventId: number, caller: Caller | null): Promise<EventDayRound[]> {
      const event = await readable(eventId, caller)
      const { rounds, day, present } = await load(eventId, event.additionalInfo)
      return rounds.map((round) => present.round(round, day))
    },

    async get(eventId: number, number: number, caller: Caller | null): Promise<EventDayRound> {
      const event = await readable(eventId, caller)
      const { rounds, day, present } = await load(eventId, event.additionalInfo)
      const round = rounds.find((row) => row.number === number)
      if (!round) throw notFound()
      return present.round(round, day)
    },

    /** The standings after the confirmed results: the latest stage's players first (a top 8 by their places). */
    async standings(eventId: number, caller: Caller | null): Promise<Standing[]> {
      const event = await readable(eventId, caller)
      const { day, present } = await load(eventId, event.additionalInfo)
      return present.standings(day)
    },
  }
}
