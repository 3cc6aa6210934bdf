import {
  NO_SHOW_LATE_HOURS,
  NO_SHOW_THRESHOLD,
  NO_SHOW_WINDOW_DAYS,
  type NoShowRule,
  noShowRestriction,
  noShowWindowStart,
} from '@questboard/domain/no-shows'
import type { PlayerRecord } from '@questboard/domain/player-record.schema'
import { z } from 'zod'
import { HttpError } from '../http/http-error.ts'
import type { PlayerRecordRepository } from './player-record.repository.ts'

/** Why the store's rule refuses the player (issue 15 §5): a sentence, and what the web app translates. */
export class NoShowRefusal extends HttpError {
  override name = 'NoShowRefusal'
  constructor(reason: 'no_shows_late' | 'no_shows_barred', opensAt: Date | null) {
    const missed = `You missed ${NO_SHOW_THRESHOLD} or more events you registered for in the last ${NO_SHOW_WINDOW_DAYS} days`
    super(403, {
      detail:
        reason === 'no_shows_late'
          ? `${missed}: this store takes your registration only in the last ${NO_SHOW_LATE_HOURS} hours before ` +
            `its events, from ${opensAt?.toISOString()}.`
          : `${missed}: this store does not take your registration for this event.`,
      reason,
      opens_at: opensAt?.toISOString() ?? null,
    } as { detail: string })
  }
}

/** A registration's 403: `{detail}`, and for the store's rule about missed events its reason and opening. */
export const registrationRefusal = z
  .object({
    detail: z.string(),
    reason: z
      .enum(['no_shows_late', 'no_shows_barred'])
      .optional()
      .describe(
        'The store’s rule about missed events: not yet (`no_shows_late`, see `opens_at`), or not at all',
      ),
    opens_at: z.string().nullable().optional().describe('When the player may register (no_shows_late)'),
  })
  .meta({ id: 'RegistrationRefusal' })

/** What the rule needs to know of the event; `now` is the database's clock unless a test gives its own. */
export interface RuledEvent {
  /** The store's rule, read with the event. */
  noShowRule: NoShowRule
  startsAt: Date
  registrationDeadline: Date | null
  now: Date
}

interface Dependencies {
  records: PlayerRecordRepository
  /** A test clock; by default the event's `now` (the database's, as every registration rule). */
  now?: () => Date
}

/** The player's record and the stores' rule about missed events (issue 15 §5, decision 031). */
export function createNoShows({ records, now }: Dependencies) {
  return {
    /** Refuses (403, NoShowRefusal) a player the event's store does not take, or not yet. */
    async assertMayRegister(event: RuledEvent, userId: number): Promise<void> {
      const rule = event.noShowRule
      if (rule === 'off') return
      const at = now?.() ?? event.now
      const missedRecently = await records.missedRecently(userId, noShowWindowStart(at), at)
      const restriction = noShowRestriction({
        rule,
        missedRecently,
        startsAt: event.startsAt,
        registrationDeadline: event.registrationDeadline,
        now: at,
      })
      if (restriction.kind === 'opens') throw new NoShowRefusal('no_shows_late', restriction.at)
      if (restriction.kind === 'barred') throw new NoShowRefusal('no_shows_barred', null)
    },

    async record(userId: number): Promise<PlayerRecord> {
      const at = now?.() ?? new Date()
      const record = await records.record(userId, noShowWindowStart(at), at)
      return {
        attended: record.attended,
        missed: record.missed,
        missed_recently: record.missedRecently,
        window_days: NO_SHOW_WINDOW_DAYS,
        threshold: NO_SHOW_THRESHOLD,
      }
    },
  }
}

export type NoShows = ReturnType<typeof createNoShows>
