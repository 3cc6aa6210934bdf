/**
 * The business constants and defaults of spec §9, plus the small pure rules that go with them
 * (registration deadline, time slice, points, lifecycle labels, listing order).
 */

export const LOCALES = ['en', 'fr', 'de', 'es', 'nl', 'it'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'
export const LANG_STORAGE_KEY = 'lang'
export const LOYALTY_LOCALES: readonly Locale[] = ['es']
export const LOYALTY_COUNTRIES: readonly string[] = ['ES']

/** Each language's name in that language, as language switchers show it ("Français", "Deutsch"…). */
export const NATIVE_LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  es: 'Español',
  nl: 'Nederlands',
  it: 'Italiano',
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

export const EVENT_SUBTYPES = ['tournament', 'prerelease', 'demo', 'painting', 'other'] as const
export type EventSubtype = (typeof EVENT_SUBTYPES)[number]
/** The event type filter of the lists and the locator. */
export const FILTER_EVENT_SUBTYPES = ['all', ...EVENT_SUBTYPES] as const
export type FilterEventSubtype = (typeof FILTER_EVENT_SUBTYPES)[number]

/** Event kinds the API accepts (top-level `event_type`). */
export const EVENT_KINDS = ['Full', 'Light'] as const
export type EventKind = (typeof EVENT_KINDS)[number]
export const DEFAULT_FILTER_EVENT_TYPE: EventKind = 'Full'

/** Stage formats (`additional_info.event_type`, stage `format`): single/double elimination, Swiss, round robin. */
export const STAGE_FORMATS = ['SE', 'DE', 'SW', 'RR'] as const
export type StageFormat = (typeof STAGE_FORMATS)[number]
export const DEFAULT_STAGE_FORMAT: StageFormat = 'SW'

export const VISIBILITIES = ['PUBLIC', 'PRIVATE'] as const
export type Visibility = (typeof VISIBILITIES)[number]
export const DEFAULT_VISIBILITY: Visibility = 'PUBLIC'

export const ORDERS = ['date', 'distance'] as const
export type Order = (typeof ORDERS)[number]
export const DEFAULT_ORDER: Order = 'date'

/**
 * Spec §4 Listing: with coordinates the order is distance unless date is asked (issue 13: the list's sort
 * control; docs/decisions/023); without, a distance order falls back to date.
 */
export function effectiveOrder(requested: Order | undefined, hasCoordinates: boolean): Order {
  if (hasCoordinates) return requested ?? 'distance'
  return requested === 'distance' || requested === undefined ? DEFAULT_ORDER : requested
}

/** The radii (km) the place search offers around a place; the API takes any whole number up to the last. */
export const SEARCH_RADII_KM = [10, 25, 50, 100] as const
export const MAX_SEARCH_RADIUS_KM = 500

export const CURRENCIES = ['USD', 'CAD', 'EUR', 'GBP'] as const
export type Currency = (typeof CURRENCIES)[number]

export const OTHER_GAME_ID = 11

export const PAGE_SIZE = 9
export const LOCATOR_PAGE_SIZE = 50
export const MAX_PAGE_SIZE = 100
export const PAGINATION_PROXIMITY = 1

export const LOGO_MAX_BYTES = 5_000_000
/** The same limit in the validators' KB (1,000 bytes). */
export const LOGO_MAX_KB = LOGO_MAX_BYTES / 1000
export const MINIMUM_AGE = 15
export const COINS_LIFETIME_YEARS = 1
export const COOKIE_CONSENT_MONTHS = 13
export const LOGIN_SEARCH_MIN_LENGTH = 2
export const IDENTITY_TIMEOUT_MS = 2000
export const SERVICE_WORKER_CHECK_MS = 5000
/** Spec §9: an event starts at least 1 h from now and ends at least 1 h after its start. */
export const EVENT_MIN_LEAD_MS = 60 * 60 * 1000
export const EVENT_MIN_DURATION_MS = 60 * 60 * 1000
/**
 * Not in the spec (decision 013): the most players an event or a stage may name, and the highest fee. Far above
 * any store's event, and within what the Event API stores (an `integer`, a `numeric(10, 2)`).
 */
export const EVENT_MAX_PLAYERS = 100_000
export const EVENT_MAX_PRICE = 100_000

const addUtcMonths = (from: Date, months: number) => {
  const date = new Date(from.getTime())
  const day = date.getUTCDate()
  date.setUTCDate(1)
  date.setUTCMonth(date.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate()
  date.setUTCDate(Math.min(day, lastDay))
  return date
}

/** When coins earned at `earnedAt` expire (one calendar year later; 29 February → 28 February). */
export function coinsExpiry(earnedAt: Date): Date {
  return addUtcMonths(earnedAt, COINS_LIFETIME_YEARS * 12)
}

/** When a cookie consent given at `givenAt` lapses. */
export function cookieConsentExpiry(givenAt: Date): Date {
  return addUtcMonths(givenAt, COOKIE_CONSENT_MONTHS)
}

export const REGISTRATION_DEADLINES = ['H-1', 'H-2', 'H-6', 'H-12', 'D-2', 'D-3', 'D-5', 'D-10'] as const
export type RegistrationDeadline = (typeof REGISTRATION_DEADLINES)[number]

export function isRegistrationDeadline(value: unknown): value is RegistrationDeadline {
  return typeof value === 'string' && (REGISTRATION_DEADLINES as readonly string[]).includes(value)
}

/** The instant registration closes: H-n is n hours before the start, D-n is n × 24 hours before. */
export function registrationDeadline(option: RegistrationDeadline, start: Date): Date {
  const amount = Number(option.slice(2))
  const hours = option.startsWith('D') ? amount * 24 : amount
  return new Date(start.getTime() - hours * 60 * 60 * 1000)
}

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const
export type Weekday = (typeof WEEKDAYS)[number]

export const EVENT_STATUSES = ['draft', 'published', 'cancelled'] as const
export type EventStatus = (typeof EVENT_STATUSES)[number]

/** Derived from the start and end instants, never stored (see time-state.ts). */
export const TIME_STATES = ['past', 'started', 'future'] as const
export type TimeState = (typeof TIME_STATES)[number]

export const TIME_SLICES = ['morning', 'afternoon', 'evening'] as const
export type TimeSlice = (typeof TIME_SLICES)[number]

/** The slice of a venue wall-clock time `HH:MM`: morning before 12:00, afternoon 12:00–17:59, evening 18:00 on. */
export function timeSliceOf(time: string): TimeSlice {
  const match = /^(\d{2}):(\d{2})/.exec(time)
  if (!match) throw new RangeError(`Not a time HH:MM: ${time}`)
  const hour = Number(match[1])
  if (hour < 12) return 'morning'
  return hour < 18 ? 'afternoon' : 'evening'
}

export const RESULT_CATEGORIES = ['competitive', 'non-competitive'] as const
export type ResultCategory = (typeof RESULT_CATEGORIES)[number]

export const ATTENDANCE_XP = 10
/** Extra XP for positions 1 to 4 of a competitive event. */
export const POSITION_BONUS_XP: readonly number[] = [25, 15, 10, 10]
export const XP_PER_COIN = 10

/** Points for one player: 10 XP for attending, the position bonus in a competitive event, coins for members. */
export function pointsFor(input: {
  category: ResultCategory
  position: number | null | undefined
  loyaltyMember: boolean
}): { xp: number; coins: number } {
  const { category, position, loyaltyMember } = input
  const bonus =
    category === 'competitive' && typeof position === 'number' && position >= 1
      ? (POSITION_BONUS_XP[position - 1] ?? 0)
      : 0
  const xp = ATTENDANCE_XP + bonus
  return { xp, coins: loyaltyMember ? Math.floor(xp / XP_PER_COIN) : 0 }
}

export const COOKIE_CATEGORIES = ['necessary', 'analytics', 'maps'] as const
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number]

export const EVENT_LIFECYCLE_LABELS = [
  'registered',
  'cancelled',
  'in_progress',
  'completed',
  'sold_out',
] as const
export type EventLifecycleLabel = (typeof EVENT_LIFECYCLE_LABELS)[number]

/**
 * The lifecycle labels an event shows, most important first: cancelled wins over everything; a started
 * event is in progress, a past one completed; registered for the viewer's own registration; sold out when
 * the registrations reach max_players on an event still to come.
 */
export function lifecycleLabels(input: {
  status: EventStatus
  timeState: TimeState
  registered: boolean
  registeredCount: number
  maxPlayers: number | null | undefined
}): EventLifecycleLabel[] {
  if (input.status === 'cancelled') return ['cancelled']
  const labels: EventLifecycleLabel[] = []
  if (input.timeState === 'started') labels.push('in_progress')
  if (input.timeState === 'past') labels.push('completed')
  if (input.registered) labels.push('registered')
  if (input.timeState === 'future' && isSoldOut(input.registeredCount, input.maxPlayers))
    labels.push('sold_out')
  return labels
}

/** Sold out = registered ≥ max_players; no maximum means no limit. */
export function isSoldOut(registeredCount: number, maxPlayers: number | null | undefined): boolean {
  return typeof maxPlayers === 'number' && registeredCount >= maxPlayers
}

export const ROLES = ['user', 'organizer', 'admin'] as const
export type Role = (typeof ROLES)[number]
export const WEB_CLIENT_ID = 'questboard-web'
