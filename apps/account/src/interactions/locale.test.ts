import { describe, expect, it } from 'vitest'
import { localeOf } from './locale'

describe('the page locale', () => {
  it('takes the first supported ui_locales entry, then Accept-Language, then English', () => {
    expect(localeOf('pt de')).toBe('de')
    expect(localeOf('fr-CA')).toBe('fr')
    expect(localeOf(undefined, 'nl-BE,nl;q=0.9,en;q=0.8')).toBe('nl')
    expect(localeOf('xx', 'ja')).toBe('en')
    expect(localeOf(['fr'])).toBe('en')
  })
})
