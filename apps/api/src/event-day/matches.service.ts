import { NON_FIELD_ERRORS } from '@questboard/domain/error-body'
import { type EventDayTable, matchResultBodySchema } from '@questboard/domain/event-day/event-day-api.schema'
import { stagesFrom } from '@questboard/domain/event-day/stages'
import { stagesOf } from '@questboard/domain/event-day/tournament'
import { formatMessage } from '@questboard/domain/messages'
import { sql } from 'drizzle-orm'
import type { Caller } from '../plugins/auth.ts'
import { createEventDayPresenter } from './event-day.presenter.ts'
import {
  assertLive,
  assertReadable,
  EventDayRefusal,
  notFound,
  parseBody,
  refuse,
  runsEvent,
} from './event-day.refusal.ts'
import type { EventDayRepository } from './event-day.repository.ts'

/**
 * Results (issue 14): the organizer (or an admin) enters a result, which is final; a player of the match
 * reports it, and it holds once the opponent reports the same (a different report is a dispute the organizer
 * settles). Only the current round's results may change: the next round is paired from them.
 */
export function createMatchesService({ repository }: { repository: EventDayRepository }) {
  return {
    async enter(eventId: number, matchId: number, raw: unknown, caller: Caller): Promise<EventDayTable> {
      const event = await repository.findEvent(eventId)
      assertReadable(event, caller)
      const body = parseBody(matchResultBodySchema, raw)
      assertLive(event)
      const result = {
        player1Wins: body.player1_wins,
        player2Wins: body.player2_wins,
        draws: body.draws ?? 0,
      }

      return repository.locked(eventId, async (locked) => {
        const found = await locked.findMatch(eventId, matchId)
        if (!found) throw notFound()
        const { match } = found
        const organizer = runsEvent(event, caller)
        const players = await locked.userIdsOf([
          match.player1Id,
          ...(match.player2Id ? [match.player2Id] : []),
        ])
        const isPlayer = [...players.values()].includes(caller.user.id)
        if (!organizer && !isPlayer)
          throw refuse(
            403,
            'Only the organizer, an administrator or a player of this match may enter its result.',
          )
        if (match.player2Id === null) throw refuse(409, 'A bye has no result to enter.')
        const rounds = await locked.rounds(eventId)
        if (rounds.at(-1)?.number !== found.roundNumber)
          throw refuse(409, 'Only the results of the current round may change.')
        const format = stagesOf({ stages: stagesFrom(event.additionalInfo) }).find(
          (stage) => stage.orderIndex === found.stage,
        )?.format
        if ((format === 'SE' || format === 'DE') && result.player1Wins === result.player2Wins)
          throw new EventDayRefusal(400, { [NON_FIELD_ERRORS]: [formatMessage('validation.matchWinner')] })

        const same =
          match.player1Wins === result.player1Wins &&
          match.player2Wins === result.player2Wins &&
          (match.draws ?? 0) === result.draws
        if (organizer) {
          await locked.updateMatch(matchId, {
            ...result,
            status: 'confirmed',
            reportedBy: caller.user.id,
            reportedAt: sql`now()`,
            confirmedBy: caller.user.id,
            confirmedAt: sql`now()`,
          })
        } else if (match.status === 'confirmed') {
          throw refuse(409, 'This result is confirmed: only the organizer may change it.')
        } else if (match.status === 'disputed') {
          throw refuse(409, 'This result is disputed: the organizer decides.')
        } else if (match.status === 'reported' && match.reportedBy !== caller.user.id) {
          await locked.updateMatch(
            matchId,
            same
              ? { status: 'confirmed', confirmedBy: caller.user.id, confirmedAt: sql`now()` }
              : { status: 'disputed' },
          )
        } else {
          await locked.updateMatch(matchId, {
            ...result,
            status: 'reported',
            reportedBy: caller.user.id,
            reportedAt: sql`now()`,
          })
        }
        locked.changed('results', 'standings')
        const updated = await locked.findMatch(eventId, matchId)
        if (!updated) throw new Error('the match just written is gone')
        return createEventDayPresenter(await locked.players(eventId)).table(updated.match)
      })
    },
  }
}
