import { describe, expect, it } from 'vitest'
import { toFieldErrors } from './error-body'
import { resultFormSchema } from './result.schema'

const errorsOf = (value: unknown) => {
  const result = resultFormSchema.safeParse(value)
  return result.success ? {} : toFieldErrors(result.error)
}

describe('resultFormSchema', () => {
  it('accepts a competitive ranking, unranked attendees included', () => {
    const result = resultFormSchema.parse({
      event_category: 'competitive',
      players: [
        { id: 1, name: 'ana', position: 1 },
        { id: 2, name: 'ben', position: '2' },
        { id: 'c3', name: 'cy', position: '' },
        { id: 4, name: 'dee', position: null },
      ],
    })
    expect(result.players.map((player) => player.position)).toEqual([1, 2, null, null])
  })

  it('accepts attendance, with duplicate or missing positions ignored', () => {
    expect(
      errorsOf({
        event_category: 'non-competitive',
        players: [{ id: 1, position: 1 }, { id: 2, position: 1 }, { id: 3 }],
      }),
    ).toEqual({})
  })

  it('refuses a shared position in a competitive event', () => {
    expect(
      errorsOf({
        event_category: 'competitive',
        players: [
          { id: 1, position: 1 },
          { id: 2, position: 2 },
          { id: 3, position: '1' },
        ],
      }),
    ).toEqual({ 'players.2.position': { key: 'validation.positionTaken', params: {} } })
  })

  it.each([
    [0, 'validation.minValue', { min: 1 }],
    [-2, 'validation.minValue', { min: 1 }],
    [1.5, 'validation.integer', {}],
    ['first', 'validation.integer', {}],
  ])('refuses position %j', (position, key, params) => {
    expect(errorsOf({ event_category: 'competitive', players: [{ id: 1, position }] })).toEqual({
      'players.0.position': { key, params },
    })
  })

  it('requires a category and at least one player', () => {
    expect(errorsOf({})).toEqual({
      event_category: { key: 'validation.required', params: {} },
      players: { key: 'validation.required', params: {} },
    })
    expect(errorsOf({ event_category: 'casual', players: [] })).toEqual({
      event_category: { key: 'validation.choice', params: {} },
      players: { key: 'validation.playersRequired', params: {} },
    })
  })

  it('requires player ids', () => {
    expect(
      errorsOf({ event_category: 'competitive', players: [{ name: 'x' }, { id: '' }, { id: true }] }),
    ).toEqual({
      'players.0.id': { key: 'validation.required', params: {} },
      'players.1.id': { key: 'validation.required', params: {} },
      'players.2.id': { key: 'validation.invalid', params: {} },
    })
  })
})
