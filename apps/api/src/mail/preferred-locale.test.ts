import { describe, expect, test } from 'vitest'
import { preferredLocale } from './preferred-locale.ts'

describe('preferredLocale', () => {
  test.each([
    ['fr', 'fr'],
    ['fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7', 'fr'],
    ['de-CH', 'de'],
    ['ja,nl;q=0.5', 'nl'],
    ['en;q=0.2,it;q=0.8', 'it'],
    ['es;q=0,fr;q=0.1', 'fr'],
    ['ja-JP', 'en'],
    ['*', 'en'],
    ['IT', 'it'],
  ])('%s → %s', (header, locale) => {
    expect(preferredLocale(header)).toBe(locale)
  })

  test('answers nothing without a header, so the stored language stays', () => {
    expect(preferredLocale(undefined)).toBeUndefined()
    expect(preferredLocale('  ')).toBeUndefined()
  })
})
