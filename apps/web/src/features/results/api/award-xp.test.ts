import { describe, expect, it } from 'vitest'
import { toPlayers } from './award-xp'

describe('the registered players of GET …/award_xp/', () => {
  it('turns the nickname → id map into players sorted by nickname', () => {
    expect(toPlayers({ Leo: 8, Aline: 3, 'Aline (#9)': 9 })).toEqual([
      { id: 3, name: 'Aline' },
      { id: 9, name: 'Aline (#9)' },
      { id: 8, name: 'Leo' },
    ])
  })
})
