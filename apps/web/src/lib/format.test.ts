import { LOCALES } from '@questboard/domain/constants'
import { COUNTRIES } from '@questboard/domain/countries'
import { describe, expect, it } from 'vitest'
import {
  compareText,
  formatCalendarDate,
  formatClusterCount,
  formatCount,
  formatDistance,
  formatEventDateTime,
  formatEventSpan,
  formatPrice,
  formatWallTime,
} from './format'

// Intl's spaces vary (narrow no-break spaces before AM/PM, no-break ones in prices): compare them as spaces.
const plain = (text: string | undefined) => text?.replace(/[\u00a0\u202f\u2009]/g, ' ')

describe('event dates in the venue time zone', () => {
  const start = '2026-06-06T12:00:00.000Z'

  it('shows the venue wall clock and zone, not the visitor’s', () => {
    expect(plain(formatEventDateTime(start, 'Europe/Paris', 'en-GB'))).toBe('Sat, 6 Jun 2026, 14:00 CEST')
    expect(plain(formatEventDateTime(start, 'America/Toronto', 'en-GB'))).toContain('08:00')
    expect(plain(formatEventDateTime(start, 'Europe/Paris', 'fr'))).toMatch(/^sam\. 6 juin 2026.*14:00/)
  })

  it('writes English the British way: 24-hour clock and zone abbreviations', () => {
    expect(plain(formatEventDateTime(start, 'Europe/Paris', 'en'))).toBe('Sat, 6 Jun 2026, 14:00 CEST')
  })

  it('falls back to UTC for an unknown zone instead of failing', () => {
    expect(plain(formatEventDateTime(start, 'Mars/Olympus', 'en-GB'))).toContain('12:00 UTC')
  })

  it('shows a same-day span as the day and two times, a longer one with both dates', () => {
    const sameDay = plain(formatEventSpan(start, '2026-06-06T17:30:00.000Z', 'Europe/Paris', 'en-GB'))
    expect(sameDay).toMatch(/^Sat, 6 Jun 2026, 14:00\s*–\s*19:30 CEST$/)
    const twoDays = plain(formatEventSpan(start, '2026-06-07T16:00:00.000Z', 'Europe/Paris', 'en-GB'))
    expect(twoDays).toContain('6 Jun')
    expect(twoDays).toContain('7 Jun')
  })

  it('formats schedule times and calendar dates for the locale', () => {
    expect(plain(formatWallTime('14:30', 'en-US'))).toBe('02:30 PM')
    expect(formatWallTime('14:30', 'de')).toBe('14:30')
    expect(formatCalendarDate('2026-06-06', 'en-GB')).toBe('Sat, 6 Jun 2026')
    expect(formatCalendarDate('2026-06-06', 'de', true)).toBe('Samstag, 6. Juni 2026')
  })
})

describe('prices', () => {
  it('is undefined for a free event', () => {
    expect(formatPrice(0, 'EUR', 'en')).toBeUndefined()
    expect(formatPrice(null, null, 'en')).toBeUndefined()
  })

  it('formats the amount with its currency for the locale', () => {
    expect(plain(formatPrice(12.5, 'EUR', 'fr'))).toBe('12,50 €')
    expect(formatPrice(12.5, 'EUR', 'en')).toBe('€12.50')
    expect(formatPrice(10, 'GBP', 'en-GB')).toBe('£10.00')
    expect(formatPrice(15, 'CAD', 'en')).toBe('CA$15.00')
    expect(formatPrice(7, null, 'en')).toBe('7')
  })
})

describe('distances', () => {
  it('uses metres under a kilometre and one decimal under ten', () => {
    expect(plain(formatDistance(0.84, 'en'))).toBe('840 m')
    expect(plain(formatDistance(2.44, 'en'))).toBe('2.4 km')
    expect(plain(formatDistance(23.6, 'fr'))).toBe('24 km')
  })
})

describe('sorting texts', () => {
  /** A seeded sequence, so a failure shows the same texts again. */
  function* randomTexts(count: number, alphabet: string) {
    let seed = 20261122
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed / 2 ** 31
    }
    for (let index = 0; index < count; index += 1) {
      const length = Math.floor(next() * 6)
      yield Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join('')
    }
  }

  it('orders plain texts (English letters, digits, spaces) as every language’s collation does', () => {
    const texts = [
      ...randomTexts(600, 'aAbBcCmMzZ09 '),
      // Texts that are not plain go to the collator, whatever they are compared with.
      ...randomTexts(300, "aAbBzZ09 .-'&éÉ"),
      ...COUNTRIES.flatMap((country) => country.cities.map((city) => city.name)),
      'Crownfall Chronicles',
      'crownfall chronicles',
      'Crownfall',
      'Crown fall',
      'Crownfall 2',
      'Crownfall 10',
    ]
    for (const locale of LOCALES) {
      const collator = new Intl.Collator(locale)
      const compare = compareText(locale)
      for (let index = 1; index < texts.length; index += 1) {
        const [a = '', b = ''] = [texts[index - 1], texts[index]]
        expect(Math.sign(compare(a, b)), `${locale}: "${a}" / "${b}"`).toBe(Math.sign(collator.compare(a, b)))
      }
      expect([...texts].sort(compare), locale).toEqual([...texts].sort(collator.compare))
    }
  })

  it('sorts any other text by the language’s own rules', () => {
    expect(['Zebra', 'Ærø', 'Äpfel', 'Apfel'].sort(compareText('de'))).toEqual([
      'Ærø',
      'Apfel',
      'Äpfel',
      'Zebra',
    ])
    expect(['ñu', 'nube', 'oso'].sort(compareText('es'))).toEqual(['nube', 'ñu', 'oso'])
    expect(['Éclair', 'Eclipse', 'ecran'].sort(compareText('fr'))).toEqual(['Éclair', 'Eclipse', 'ecran'])
  })
})

describe('counts on the map', () => {
  it('writes a count in full with the locale’s grouping', () => {
    expect(plain(formatCount(12345, 'en'))).toBe('12,345')
    expect(plain(formatCount(12345, 'fr'))).toBe('12 345')
    expect(plain(formatCount(12345, 'de'))).toBe('12.345')
    expect(plain(formatCount(1234, 'it'))).toBe('1234')
    expect(plain(formatCount(1234567, 'nl'))).toBe('1.234.567')
    expect(formatCount(7, 'es')).toBe('7')
  })

  it('shows a cluster’s count in full below 100,000', () => {
    expect(plain(formatClusterCount(99_999, 'fr'))).toBe('99 999')
    expect(plain(formatClusterCount(12_345, 'de'))).toBe('12.345')
    expect(formatClusterCount(42, 'en')).toBe('42')
  })

  it('abbreviates larger counts the locale’s way, in at most nine characters', () => {
    expect(formatClusterCount(123_456, 'en')).toBe('123k')
    expect(plain(formatClusterCount(123_456, 'fr'))).toBe('123 k')
    expect(plain(formatClusterCount(1_234_567, 'fr'))).toBe('1,23 M')
    expect(plain(formatClusterCount(1_234_567, 'de'))).toBe('1,23 Mio.')
    expect(formatClusterCount(1_234_567, 'en')).toBe('1.23m')
    for (const locale of LOCALES) {
      for (const count of [100_000, 123_456, 999_999, 1_000_000, 12_345_678]) {
        expect(formatClusterCount(count, locale).length, `${count} in ${locale}`).toBeLessThanOrEqual(9)
      }
    }
  })

  it('keeps a count under a million in full in German, which has no short word for thousands', () => {
    expect(formatClusterCount(123_456, 'de')).toBe('123.456')
  })
})
