import { WEEKDAYS, type Weekday } from '@questboard/domain/constants'
import { intlLocale } from '../../../lib/format'

const cache = new Map<string, Intl.DisplayNames>()

function displayNames(locale: string, type: 'region' | 'language' | 'currency') {
  const key = `${locale}|${type}`
  let names = cache.get(key)
  if (!names) {
    names = new Intl.DisplayNames([locale], { type })
    cache.set(key, names)
  }
  return names
}

const capitalize = (text: string, locale: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1)

// Intl names countries, languages, currencies and weekdays in every interface language: no catalog needed.

export function countryName(code: string, locale: string): string {
  if (!code) return ''
  try {
    return displayNames(locale, 'region').of(code) ?? code
  } catch {
    return code
  }
}

export function languageName(code: string, locale: string): string {
  if (!code) return ''
  try {
    return capitalize(displayNames(locale, 'language').of(code) ?? code, locale)
  } catch {
    return code
  }
}

export function currencyName(code: string, locale: string): string {
  try {
    return `${capitalize(displayNames(locale, 'currency').of(code) ?? code, locale)} (${code})`
  } catch {
    return code
  }
}

/** 1 January 2024 was a Monday. */
export function weekdayName(day: Weekday, locale: string): string {
  const date = new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)))
  return capitalize(
    new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(date),
    locale,
  )
}

/** A venue wall clock (`YYYY-MM-DDTHH:mm` or `YYYY-MM-DD`) as it reads at the venue, in the interface language. */
export function formatWallClock(value: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(value)
  if (!match) return value
  const [, year, month, day, hour, minute] = match
  const date = new Date(
    Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour ?? 0), Number(minute ?? 0)),
  )
  // English as the app writes it everywhere (lib/format.ts): day before month, a 24-hour clock.
  return new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(hour === undefined ? {} : { hour: '2-digit', minute: '2-digit' }),
    timeZone: 'UTC',
  }).format(date)
}
