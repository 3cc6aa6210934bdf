import { describe, expect, it } from 'vitest'
import { localizePathname, resolveLocale, splitLocale } from './locale-routing'

describe('splitLocale', () => {
  it('reads a supported locale from the first segment', () => {
    expect(splitLocale('/fr/events')).toEqual({ locale: 'fr', rest: '/events' })
    expect(splitLocale('/de/events/12')).toEqual({ locale: 'de', rest: '/events/12' })
    expect(splitLocale('/it')).toEqual({ locale: 'it', rest: '/' })
    expect(splitLocale('/nl/')).toEqual({ locale: 'nl', rest: '/' })
    expect(splitLocale('/en/events')).toEqual({ locale: 'en', rest: '/events' })
  })

  it('does not take an unknown first segment for a locale', () => {
    expect(splitLocale('/events')).toEqual({ locale: undefined, rest: '/events' })
    expect(splitLocale('/xx/events')).toEqual({ locale: undefined, rest: '/xx/events' })
    expect(splitLocale('/FR/events')).toEqual({ locale: undefined, rest: '/FR/events' })
    expect(splitLocale('/french')).toEqual({ locale: undefined, rest: '/french' })
    expect(splitLocale('/')).toEqual({ locale: undefined, rest: '/' })
  })
})

describe('localizePathname', () => {
  it('rewrites the locale prefix and drops it for English', () => {
    expect(localizePathname('/events/3', 'fr')).toBe('/fr/events/3')
    expect(localizePathname('/fr/events/3', 'de')).toBe('/de/events/3')
    expect(localizePathname('/fr/events/3', 'en')).toBe('/events/3')
    expect(localizePathname('/es/', 'en')).toBe('/')
    expect(localizePathname('/', 'it')).toBe('/it/')
    expect(localizePathname('/unknown/page', 'nl')).toBe('/nl/unknown/page')
  })
})

describe('resolveLocale', () => {
  it('switches to the locale a path names', () => {
    expect(resolveLocale('/fr/events', 'en')).toEqual({ locale: 'fr' })
    expect(resolveLocale('/de/events', 'fr')).toEqual({ locale: 'de' })
    expect(resolveLocale('/es/', 'es')).toEqual({ locale: 'es' })
  })

  it('shows a path without locale in English when English is current', () => {
    expect(resolveLocale('/events', 'en')).toEqual({ locale: 'en' })
    expect(resolveLocale('/', 'en')).toEqual({ locale: 'en' })
  })

  it('keeps the current locale for a path without locale, moving to its prefixed path', () => {
    expect(resolveLocale('/events', 'fr')).toEqual({ locale: 'fr', redirectTo: '/fr/events' })
    expect(resolveLocale('/', 'de')).toEqual({ locale: 'de', redirectTo: '/de/' })
    expect(resolveLocale('/no/such/page', 'it')).toEqual({ locale: 'it', redirectTo: '/it/no/such/page' })
  })

  it('sends an explicit /en/ path to its canonical path without prefix, in English', () => {
    expect(resolveLocale('/en/events', 'fr')).toEqual({ locale: 'en', redirectTo: '/events' })
    expect(resolveLocale('/en', 'en')).toEqual({ locale: 'en', redirectTo: '/' })
  })
})
