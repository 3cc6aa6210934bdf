import { LOCALES } from '@questboard/domain/constants'
import { describe, expect, it } from 'vitest'
import { dateTextPattern, formatDateText, parseDateText } from './date-text'

describe('dates written as the page’s language writes them', () => {
  it('day before month in all six languages, each with its separators, and a 24-hour clock', () => {
    const written = Object.fromEntries(
      LOCALES.map((locale) => [locale, formatDateText('2026-12-06T09:05', 'datetime-local', locale)]),
    )
    expect(written).toEqual({
      en: '06/12/2026, 09:05',
      fr: '06/12/2026 09:05',
      de: '06.12.2026, 09:05',
      es: '06/12/2026, 09:05',
      nl: '06-12-2026, 09:05',
      it: '06/12/2026, 09:05',
    })
    expect(formatDateText('2026-12-06', 'date', 'de')).toBe('06.12.2026')
    expect(formatDateText('21:30', 'time', 'fr')).toBe('21:30')
    // Not a value: left as typed, so the person sees what they wrote.
    expect(formatDateText('12/31', 'date', 'fr')).toBe('12/31')
  })

  it('reads back what it writes, in every language', () => {
    for (const locale of LOCALES) {
      for (const [value, kind] of [
        ['2026-12-06T09:05', 'datetime-local'],
        ['2027-02-28', 'date'],
        ['00:00', 'time'],
        ['23:59', 'time'],
      ] as const) {
        expect(parseDateText(formatDateText(value, kind, locale), kind, locale), `${locale} ${value}`).toBe(
          value,
        )
      }
    }
  })

  it('reads what people type: other separators, one digit, the digits alone, ISO order', () => {
    expect(parseDateText('6/12/2026', 'date', 'fr')).toBe('2026-12-06')
    expect(parseDateText('6.12.2026', 'date', 'en')).toBe('2026-12-06')
    expect(parseDateText('06122026', 'date', 'de')).toBe('2026-12-06')
    expect(parseDateText('2026-12-06', 'date', 'nl')).toBe('2026-12-06')
    expect(parseDateText('2026-12-06T19:30', 'datetime-local', 'fr')).toBe('2026-12-06T19:30')
    expect(parseDateText('6/12/2026 19h30', 'datetime-local', 'fr')).toBe('2026-12-06T19:30')
    expect(parseDateText('061220261930', 'datetime-local', 'it')).toBe('2026-12-06T19:30')
    expect(parseDateText('19h30', 'time', 'fr')).toBe('19:30')
    expect(parseDateText('930', 'time', 'en')).toBe('09:30')
    expect(parseDateText('1930', 'time', 'en')).toBe('19:30')
    expect(parseDateText('19', 'time', 'de')).toBe('19:00')
  })

  it('refuses what is no real date or time', () => {
    for (const [text, kind] of [
      ['31/02/2026', 'date'],
      ['12/31/2026', 'date'],
      ['06/12/26', 'date'],
      ['06/12', 'date'],
      ['06/12/2026 1', 'date'],
      ['06/12/2026', 'datetime-local'],
      ['24:00', 'time'],
      ['19:60', 'time'],
      ['', 'time'],
      ['soon', 'date'],
    ] as const) {
      expect(parseDateText(text, kind, 'fr'), `${kind} ${text}`).toBeUndefined()
    }
  })

  it('shows an empty field’s pattern with the language’s letters', () => {
    const letters = { day: 'jj', month: 'mm', year: 'aaaa', hour: 'hh', minute: 'mm' }
    expect(dateTextPattern('datetime-local', 'fr', letters)).toBe('jj/mm/aaaa hh:mm')
    expect(dateTextPattern('date', 'de', { ...letters, day: 'TT', month: 'MM', year: 'JJJJ' })).toBe(
      'TT.MM.JJJJ',
    )
  })
})
