import { yearsAgo } from '@questboard/demo/years-ago'
import { describe, expect, it } from 'vitest'
import { ageOn } from './age'

describe('ages', () => {
  it('counts whole years in UTC', () => {
    expect(ageOn('2010-06-15', new Date('2025-06-14T23:59:59Z'))).toBe(14)
    expect(ageOn('2010-06-15', new Date('2025-06-15T00:00:00Z'))).toBe(15)
  })

  it('gives the birth date of someone turning N today', () => {
    const today = new Date('2026-03-10T12:00:00Z')
    expect(yearsAgo(14, today)).toBe('2012-03-10')
    expect(ageOn(yearsAgo(14, today), today)).toBe(14)
    // Born on 28 February 2014, fourteen on 29 February 2028.
    const leap = new Date('2028-02-29T12:00:00Z')
    expect(yearsAgo(14, leap)).toBe('2014-02-28')
    expect(ageOn(yearsAgo(14, leap), leap)).toBe(14)
  })
})
