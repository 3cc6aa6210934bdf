import { describe, expect, it } from 'vitest'
import { buildResultForm, initialEntries } from './result-entries'

const players = [
  { id: 3, name: 'Aline' },
  { id: 5, name: 'Javier' },
  { id: 8, name: 'Leo' },
]

describe('the result form of the results modals', () => {
  it('sends the present players with their positions in a competitive event', () => {
    const checked = buildResultForm('competitive', players, { 3: 2, 5: 1, 8: 'attended' })
    expect(checked.errors).toEqual({})
    expect(checked.form).toEqual({
      event_category: 'competitive',
      players: [
        { id: 3, name: 'Aline', position: 2 },
        { id: 5, name: 'Javier', position: 1 },
        { id: 8, name: 'Leo', position: null },
      ],
    })
  })

  it('leaves absent players out and sends no position for attendance', () => {
    const checked = buildResultForm('non-competitive', players, { ...initialEntries(players), 5: 'absent' })
    expect(checked.form?.players).toEqual([
      { id: 3, name: 'Aline', position: null },
      { id: 8, name: 'Leo', position: null },
    ])
  })

  it('refuses two players on the same position, at the second one', () => {
    const checked = buildResultForm('competitive', players, { 3: 1, 5: 1, 8: 'absent' })
    expect(checked.form).toBeUndefined()
    expect(checked.errors).toEqual({ 5: { key: 'validation.positionTaken', params: {} } })
  })

  it('refuses a form where nobody attended', () => {
    const checked = buildResultForm('non-competitive', players, { 3: 'absent', 5: 'absent', 8: 'absent' })
    expect(checked.errors.form?.key).toBe('validation.playersRequired')
  })
})
