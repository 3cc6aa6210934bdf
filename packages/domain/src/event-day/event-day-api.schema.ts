/**
 * Event day's bodies and answers (issue 14): the Event API parses the bodies with these schemas and documents
 * its answers with the others, and an offline console can use the same.
 */
import { z } from 'zod'
import { STAGE_FORMATS } from '../constants'
import { integer, maxLength, maxValue, minValue } from '../validators'
import {
  always,
  asRecord,
  objectError,
  optionalNumber,
  optionalText,
  report,
  requiredNumber,
  withRules,
} from '../zod-rules'
import { normalizeCheckInCode } from './check-in-code'

/** Games a side may win or draw in one match: far above any real best-of. */
export const MAX_GAMES = 99
/** Longest Swiss an organizer may plan. */
export const MAX_SWISS_ROUNDS = 99
export const GUEST_NAME_MAX_LENGTH = 100

const CHECK_IN_FIELDS = ['code', 'user_id', 'guest_name'] as const

const id = () => withRules(optionalNumber('validation.integer'), integer, minValue(1))
const games = () => withRules(requiredNumber('validation.integer'), integer, minValue(0), maxValue(MAX_GAMES))

/** `POST …/check_ins/`: one of `code` (a registration's check-in code), `user_id` (an account) or `guest_name`. */
export const checkInBodySchema = z
  .object(
    {
      code: optionalText(),
      user_id: id(),
      guest_name: withRules(optionalText(), maxLength(GUEST_NAME_MAX_LENGTH)),
    },
    objectError,
  )
  .superRefine((body, ctx) => {
    const values = asRecord(body)
    const given = CHECK_IN_FIELDS.filter((field) => values[field] != null && values[field] !== '')
    if (given.length !== 1)
      report(ctx, { key: 'validation.oneOf', params: { fields: CHECK_IN_FIELDS.join(', ') } })
    if (typeof values.code === 'string' && values.code !== '' && !normalizeCheckInCode(values.code))
      report(ctx, { key: 'validation.checkInCode' }, ['code'])
  }, always)
  .transform((body) => ({ ...body, code: body.code ? normalizeCheckInCode(body.code) : null }))

/** `PUT …/matches/{match_id}/`: the games each player won and the drawn games. */
export const matchResultBodySchema = z.object(
  {
    player1_wins: games(),
    player2_wins: games(),
    draws: withRules(optionalNumber('validation.integer'), integer, minValue(0), maxValue(MAX_GAMES)),
  },
  objectError,
)

/** The most tables a round sent by a device may have: far above any store's event (2 players a table). */
export const MAX_TABLES = 1000
/** A round's seed as a device draws it (`newSeed`: 32 hex digits); any 8 to 64 letters, digits, `-` and `_`. */
const SEED = /^[0-9A-Za-z_-]{8,64}$/
const seed = () =>
  withRules(optionalText(), (value) =>
    typeof value === 'string' && value !== '' && !SEED.test(value) ? { key: 'validation.invalid' } : null,
  )
const checkInId = () => withRules(requiredNumber('validation.integer'), integer, minValue(1))

/** A table of a round a device paired: the players' check-in ids, `player2` null for the bye. */
export const pairedTableSchema = z.object(
  {
    table: withRules(requiredNumber('validation.integer'), integer, minValue(1), maxValue(MAX_TABLES)),
    player1: checkInId(),
    player2: withRules(optionalNumber('validation.integer'), integer, minValue(1)).transform(
      (value) => value ?? null,
    ),
  },
  objectError,
)

/**
 * What a device that paired the round itself sends (an offline console, issue 14 §7): the seed it drew and the
 * tables it computed. The server pairs from that seed and accepts the round only when its own tables are these.
 */
const devicePairing = {
  seed: seed(),
  tables: z
    .array(pairedTableSchema, objectError)
    .max(MAX_TABLES, { message: 'validation.invalid' })
    .nullish(),
}
const tablesNeedSeed = (body: { seed?: string | null; tables?: unknown }, ctx: z.RefinementCtx) => {
  if (body.tables && !body.seed) report(ctx, { key: 'validation.required' }, ['seed'])
}

/**
 * `POST …/rounds/`: `rounds` changes the number of rounds of the current Swiss stage; `seed` pairs from the
 * device's seed, and `tables`, when given, must be the server's pairing from it.
 */
export const pairRoundBodySchema = z
  .object(
    {
      rounds: withRules(
        optionalNumber('validation.integer'),
        integer,
        minValue(1),
        maxValue(MAX_SWISS_ROUNDS),
      ),
      ...devicePairing,
    },
    objectError,
  )
  .superRefine(tablesNeedSeed)

/** `POST …/rounds/{n}/re_pair/`: as for a pairing, the device's seed and tables (else the server draws). */
export const rePairBodySchema = z.object(devicePairing, objectError).superRefine(tablesNeedSeed)

export type PairRoundBody = z.input<typeof pairRoundBodySchema>

/** `POST …/drops/`: the check-in of the player who leaves. */
export const dropBodySchema = z.object(
  { check_in_id: withRules(requiredNumber('validation.integer'), integer, minValue(1)) },
  objectError,
)

/** A player of event day: `id` is their check-in's; a guest has no `user_id`. */
export const eventDayPlayerSchema = z
  .object({
    id: z.number().int(),
    user_id: z.number().int().nullable(),
    nickname: z.string().nullable().describe('The account’s nickname, or the guest’s name'),
    guest: z.boolean(),
  })
  .meta({ id: 'EventDayPlayer' })

/** `GET …/check_ins/`: every registered player (checked in or not), then walk-ins and guests. */
export const checkInEntrySchema = z
  .object({
    id: z
      .number()
      .int()
      .nullable()
      .describe('The check-in (the player’s id in rounds); null until checked in'),
    user_id: z.number().int().nullable(),
    nickname: z.string().nullable(),
    guest: z.boolean(),
    registered: z.boolean(),
    walk_in: z.boolean(),
    checked_in: z.boolean(),
    checked_in_at: z.string().nullable(),
    no_show: z.boolean().describe('Not checked in when the first round was paired'),
    dropped: z.boolean(),
    check_in_code: z
      .string()
      .nullable()
      .describe(
        'A registered player’s check-in code, for the organizer’s device to check them in offline; null for others',
      ),
  })
  .meta({ id: 'CheckIn' })

export const MATCH_STATUSES = ['pending', 'reported', 'disputed', 'confirmed'] as const

export const eventDayTableSchema = z
  .object({
    match_id: z.number().int(),
    table: z.number().int(),
    player1: eventDayPlayerSchema,
    player2: eventDayPlayerSchema.nullable().describe('Null: a bye'),
    player1_wins: z.number().int().nullable(),
    player2_wins: z.number().int().nullable(),
    draws: z.number().int().nullable(),
    status: z
      .enum(MATCH_STATUSES)
      .describe('reported: by one player, awaiting the opponent; disputed: the organizer decides'),
    reported_by: z
      .number()
      .int()
      .nullable()
      .describe('The player (check-in id) whose report the result is; null when the organizer entered it'),
  })
  .meta({ id: 'EventDayTable' })

export const eventDayRoundSchema = z
  .object({
    number: z.number().int(),
    stage: z.number().int().describe('The stage’s order_index'),
    format: z.enum(STAGE_FORMATS),
    seed: z.string().describe('What the pairing drew from: the same results and seed give the same round'),
    planned_rounds: z.number().int().nullable().describe('Swiss: the rounds its stage plays'),
    started_at: z.string(),
    complete: z.boolean(),
    tables: z.array(eventDayTableSchema),
  })
  .meta({ id: 'EventDayRound' })

export const standingSchema = z
  .object({
    rank: z.number().int(),
    player: eventDayPlayerSchema,
    points: z.number().int(),
    omw: z.number().describe('Opponents’ match-win %, floored at 33.33'),
    gw: z.number().describe('Game-win %, floored at 33.33'),
    ogw: z.number().describe('Opponents’ game-win %'),
    wins: z.number().int(),
    losses: z.number().int(),
    draws: z.number().int(),
    stage: z.number().int().describe('The order_index of the stage that ranked the player'),
    dropped: z.boolean(),
  })
  .meta({ id: 'Standing' })

export const dropSchema = z
  .object({ check_in_id: z.number().int(), after_round: z.number().int() })
  .meta({ id: 'Drop' })

export type CheckInEntry = z.infer<typeof checkInEntrySchema>
export type EventDayPlayer = z.infer<typeof eventDayPlayerSchema>
export type EventDayTable = z.infer<typeof eventDayTableSchema>
export type EventDayRound = z.infer<typeof eventDayRoundSchema>
export type Standing = z.infer<typeof standingSchema>
export type Drop = z.infer<typeof dropSchema>
