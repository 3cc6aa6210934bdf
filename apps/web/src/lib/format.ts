/**
 * Dates, times and prices for the interface language, with `Intl` only. Event times are shown in the venue's
 * time zone (with its abbreviation), whatever the visitor's own zone.
 */

/**
 * The `Intl` locale of an interface language. English follows British conventions (24-hour clock, day before
 * month, `CET` rather than `GMT+1`): the publisher and most venues are European (docs/decisions/010).
 */
export function intlLocale(locale: string): string {
  return locale === 'en' ? 'en-GB' : locale
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()

function dateTimeFormat(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`
  let format = dateTimeFormats.get(key)
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone })
    } catch {
      // A zone this browser does not know: UTC rather than no date at all.
      format = new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: 'UTC' })
    }
    dateTimeFormats.set(key, format)
  }
  return format
}

const DATE = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } as const
const LONG_DATE = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const
const TIME = { hour: '2-digit', minute: '2-digit' } as const

/** `Sat 6 Jun 2026, 14:00 CEST`: an instant (UTC ISO 8601) at the venue. */
export function formatEventDateTime(instant: string, timeZone: string, locale: string): string {
  return dateTimeFormat(locale, timeZone, { ...DATE, ...TIME, timeZoneName: 'short' }).format(
    new Date(instant),
  )
}

/**
 * `Wed, 2 Dec 2026, 10:00–15:00 CET` on one day; both dates and times over several days (Intl leaves out
 * what the two ends share).
 */
export function formatEventSpan(start: string, end: string, timeZone: string, locale: string): string {
  const from = new Date(start)
  const to = new Date(end)
  if (!(to.getTime() > from.getTime())) return formatEventDateTime(start, timeZone, locale)
  return dateTimeFormat(locale, timeZone, { ...DATE, ...TIME, timeZoneName: 'short' }).formatRange(from, to)
}

/** A wall-clock time `HH:MM` of a schedule, for the locale (`2:00 PM` in US English, `14:00` elsewhere). */
export function formatWallTime(time: string, locale: string): string {
  const match = /^(\d{2}):(\d{2})/.exec(time)
  if (!match) return time
  const instant = new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])))
  return dateTimeFormat(locale, 'UTC', TIME).format(instant)
}

/** A calendar date `YYYY-MM-DD`, for the locale. */
export function formatCalendarDate(date: string, locale: string, long = false): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date)
  if (!match) return date
  const instant = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12))
  return dateTimeFormat(locale, 'UTC', long ? LONG_DATE : DATE).format(instant)
}

const numberFormats = new Map<string, Intl.NumberFormat>()

/** One formatter per locale and options: building one costs far more than formatting with it. */
function numberFormat(locale: string, options: Intl.NumberFormatOptions) {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = numberFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), options)
    numberFormats.set(key, format)
  }
  return format
}

/** The fee, or undefined for a free event (price 0 or none). Without a currency the bare amount shows. */
export function formatPrice(
  price: number | null | undefined,
  currency: string | null | undefined,
  locale: string,
): string | undefined {
  if (!price || price <= 0) return undefined
  if (!currency) return numberFormat(locale, { maximumFractionDigits: 2 }).format(price)
  return numberFormat(locale, { style: 'currency', currency }).format(price)
}

/** `2.4 km`, `850 m`: a distance for the locale. */
export function formatDistance(km: number, locale: string): string {
  if (km < 1) {
    const metres = Math.max(10, Math.round((km * 1000) / 10) * 10)
    return numberFormat(locale, { style: 'unit', unit: 'meter' }).format(metres)
  }
  return numberFormat(locale, {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: km < 10 ? 1 : 0,
  }).format(km)
}

/** `12,345` in English, `12 345` in French, `12.345` in German: a count in full, for the locale. */
export function formatCount(count: number, locale: string): string {
  return numberFormat(locale, {}).format(count)
}

/** Below this a map cluster shows its count in full (`99 999` is as wide as a cluster grows). */
const FULL_COUNT_BELOW = 100_000

/**
 * A count as short as a map cluster can hold: in full up to 99,999, then abbreviated the locale's way with
 * three significant digits (`123k`, `1,23 M`, `1,23 Mio.`). German has no short word for thousands: there a
 * count under a million stays in full (`123.456`) rather than rounded to `123.000`.
 */
export function formatClusterCount(count: number, locale: string): string {
  if (count < FULL_COUNT_BELOW) return formatCount(count, locale)
  const short = numberFormat(locale, { notation: 'compact', maximumSignificantDigits: 3 }).format(count)
  return /\p{L}/u.test(short) ? short : formatCount(count, locale)
}

const collators = new Map<string, Intl.Collator>()

/** English letters, digits and spaces: the texts every language of the app sorts alike. */
const PLAIN_TEXT = /^[A-Za-z0-9 ]*$/

/**
 * Compares texts as the locale sorts them (`Intl.Collator`, one per locale: `a.localeCompare(b, locale)`
 * builds one at every comparison). Two plain texts (English letters, digits, spaces), most game, store and
 * city names, are compared without it, as all six languages' collations do: letters regardless of case,
 * then the first difference in case, lowercase first. The first collator of a page loads the locale's
 * collation data, 15–50 ms of the main thread in Chromium (four times that on a mid-range phone), which
 * the home page's search would otherwise pay before anything else needed it (format.test.ts checks the
 * two agree).
 */
export function compareText(locale: string): (a: string, b: string) => number {
  return (a, b) =>
    PLAIN_TEXT.test(a) && PLAIN_TEXT.test(b) ? comparePlainText(a, b) : collator(locale).compare(a, b)
}

function comparePlainText(a: string, b: string): number {
  const lowerA = a.toLowerCase()
  const lowerB = b.toLowerCase()
  if (lowerA !== lowerB) return lowerA < lowerB ? -1 : 1
  for (let index = 0; index < a.length; index += 1)
    if (a[index] !== b[index]) return a[index] === lowerA[index] ? -1 : 1
  return 0
}

function collator(locale: string): Intl.Collator {
  let found = collators.get(locale)
  if (!found) {
    found = new Intl.Collator(locale)
    collators.set(locale, found)
  }
  return found
}

/**
 * A round's time left: `49:05`, `1:02:09`; whole seconds, rounded up (the clock shows 0:00 only when time is up).
 * The live views and the organizer's console show it alike.
 */
export function formatClock(ms: number): string {
  const total = Math.ceil(ms / 1000)
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = String(total % 60).padStart(2, '0')
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`
}
