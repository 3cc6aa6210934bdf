/**
 * The result form (spec §3) and `POST /api/events/{id}/award_xp/` body: the event's category and its
 * players. In a competitive event the positions given must be distinct whole numbers from 1; a player
 * without a position attended. In a non-competitive event positions are ignored (see `pointsFor`).
 */
import { z } from 'zod'
import { RESULT_CATEGORIES } from './constants'
import { integer, minValue, required } from './validators'
import {
  always,
  asRecord,
  choice,
  objectError,
  optionalNumber,
  optionalText,
  report,
  typeError,
  withRules,
} from './zod-rules'

export const resultPlayerSchema = z.object(
  {
    id: withRules(z.union([z.number(), z.string()], { error: typeError('validation.invalid') }), required),
    name: optionalText(),
    position: withRules(optionalNumber('validation.integer'), integer, minValue(1)),
  },
  objectError,
)

export const resultFormSchema = z
  .object(
    {
      event_category: choice(RESULT_CATEGORIES),
      players: z.array(resultPlayerSchema, { error: typeError('validation.invalid') }),
    },
    objectError,
  )
  .superRefine((result, ctx) => {
    const values = asRecord(result)
    const players = Array.isArray(values.players) ? values.players : []
    if (players.length === 0) report(ctx, { key: 'validation.playersRequired' }, ['players'])
    if (values.event_category !== 'competitive') return
    const seen = new Set<number>()
    players.forEach((player, index) => {
      const position = asRecord(player).position
      if (typeof position !== 'number') return
      if (seen.has(position)) report(ctx, { key: 'validation.positionTaken' }, ['players', index, 'position'])
      seen.add(position)
    })
  }, always)
export type ResultForm = z.output<typeof resultFormSchema>
