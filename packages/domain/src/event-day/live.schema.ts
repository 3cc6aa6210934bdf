/**
 * The round timer and the live views (issue 14 §3 and §5, decision 033): the timer's bodies and answer, and the
 * message the Event API pushes to every watcher of an event (`GET /api/events/{id}/live/`, Server-Sent Events).
 */
import { z } from 'zod'
import { integer, maxValue, minValue } from '../validators'
import { objectError, optionalText, requiredNumber, withRules } from '../zod-rules'
import { eventDayRoundSchema, standingSchema } from './event-day-api.schema'

/** The longest round an organizer may time: far above any real round (50 minutes is usual). */
export const MAX_ROUND_MINUTES = 180
/** The most one extension adds. */
export const MAX_EXTENSION_MINUTES = 60

const minutes = (max: number) =>
  withRules(requiredNumber('validation.integer'), integer, minValue(1), maxValue(max))

/**
 * When the organizer made the change, on the server's clock as their device reckons it (an ISO date-time): a change
 * an offline console kept and sends later counts from then, not from its arrival. The server takes it between the
 * round's pairing and its own now; without it, now.
 */
const at = () =>
  withRules(optionalText(), (value) =>
    typeof value === 'string' && value !== '' && Number.isNaN(Date.parse(value))
      ? { key: 'validation.invalid' }
      : null,
  )

/** `POST …/rounds/{n}/timer/start/`: the round's length from now (a running timer starts again). */
export const timerStartBodySchema = z.object({ minutes: minutes(MAX_ROUND_MINUTES), at: at() }, objectError)

/** `POST …/rounds/{n}/timer/extend/`: minutes added to a running or paused timer. */
export const timerExtendBodySchema = z.object(
  { minutes: minutes(MAX_EXTENSION_MINUTES), at: at() },
  objectError,
)

/** `POST …/rounds/{n}/timer/pause/` and `resume/`: optionally, when the organizer did it. */
export const timerChangeBodySchema = z.object({ at: at() }, objectError)

export const TIMER_STATES = ['not_started', 'running', 'paused', 'over'] as const
export type TimerState = (typeof TIMER_STATES)[number]

export const roundTimerSchema = z
  .object({
    round: z.number().int().describe('The round the timer belongs to'),
    state: z
      .enum(TIMER_STATES)
      .describe('over: ran to its end; a device counts `remaining_ms` down itself between two answers'),
    ends_at: z.string().nullable().describe('Running or over: when the round’s time ends'),
    remaining_ms: z
      .number()
      .int()
      .nullable()
      .describe('What is left when the server answered (paused: what is left; not started: null)'),
    server_time: z.string().describe('The database’s clock when it answered'),
  })
  .meta({ id: 'RoundTimer' })

export type RoundTimer = z.infer<typeof roundTimerSchema>

/** What an event-day write changed: a watcher refetches what it shows of these. */
export const LIVE_CHANGES = ['pairings', 'results', 'standings', 'players', 'timer'] as const
export type LiveChange = (typeof LIVE_CHANGES)[number]

/**
 * The most a carried part of a `change` message (the round, the standings) weighs as JSON: a heavier one is left
 * out and the watcher fetches it. A 64-player round weighs about 9 KB and its standings about 12 KB; a 500-player
 * event's, about 68 KB and 96 KB. 128 KB carries the round of ~950 players and the standings of ~650.
 */
export const MAX_CARRIED_BYTES = 128 * 1024

/**
 * The `change` message of the live stream: the event's version (also the message's `id`, for Last-Event-ID),
 * what changed since the version the watcher had (every kind when it missed more than one change), the current
 * round and its timer; and what changed itself, so a watcher has it without a request: the current round as
 * `GET …/rounds/{n}/` answers it when its pairings or results changed, the standings as `GET …/standings/`
 * answers them when they changed (each left out when heavier than MAX_CARRIED_BYTES: then fetched).
 */
export const liveMessageSchema = z
  .object({
    version: z.number().int(),
    changes: z.array(z.enum(LIVE_CHANGES)),
    round: z.number().int().nullable().describe('The current round; null before the first pairing'),
    timer: roundTimerSchema.nullable(),
    round_detail: eventDayRoundSchema
      .optional()
      .describe(
        'The current round (`GET …/rounds/{round}/`’s answer) when `changes` names `pairings` or `results`; ' +
          `absent otherwise, or when heavier than ${MAX_CARRIED_BYTES / 1024} KB as JSON (then fetch it)`,
      ),
    standings: z
      .array(standingSchema)
      .optional()
      .describe(
        '`GET …/standings/`’s answer when `changes` names `standings`; absent otherwise, or when heavier ' +
          `than ${MAX_CARRIED_BYTES / 1024} KB as JSON (then fetch them)`,
      ),
  })
  .meta({ id: 'LiveMessage' })

export type LiveMessage = z.infer<typeof liveMessageSchema>

/** The timer as the database holds it, read at `now` (the database's clock). */
export function timerAt(
  round: number,
  { endsAt, pausedMs }: { endsAt: Date | null; pausedMs: number | null },
  now: Date,
): RoundTimer {
  const server_time = now.toISOString()
  if (pausedMs !== null) return { round, state: 'paused', ends_at: null, remaining_ms: pausedMs, server_time }
  if (endsAt === null) return { round, state: 'not_started', ends_at: null, remaining_ms: null, server_time }
  const remaining = Math.max(0, endsAt.getTime() - now.getTime())
  return {
    round,
    state: remaining > 0 ? 'running' : 'over',
    ends_at: endsAt.toISOString(),
    remaining_ms: remaining,
    server_time,
  }
}
