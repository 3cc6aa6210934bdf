/**
 * Dates and times as a person types them in the interface language, and back to the values the forms and the
 * API hold (`YYYY-MM-DD`, `HH:MM`, `YYYY-MM-DDTHH:MM`). Browsers write their own date inputs in the browser's
 * language, not the page's (a French page in an American browser showed `mm/dd/yyyy` and `2:00 PM`): the
 * fields of the app write and read them here instead, in the order and with the separators `Intl` gives the
 * language (`16/12/2026` in French, `16.12.2026` in German, `16-12-2026` in Dutch, 24-hour times).
 */
import { intlLocale } from './format'

export type DateTextKind = 'date' | 'time' | 'datetime-local'

type PartType = 'day' | 'month' | 'year' | 'hour' | 'minute'

const OPTIONS: Record<DateTextKind, Intl.DateTimeFormatOptions> = {
  date: { day: '2-digit', month: '2-digit', year: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  'datetime-local': {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
}

const formats = new Map<string, Intl.DateTimeFormat>()
function formatOf(kind: DateTextKind, locale: string): Intl.DateTimeFormat {
  const key = `${kind}|${locale}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { ...OPTIONS[kind], timeZone: 'UTC' })
    formats.set(key, format)
  }
  return format
}

const VALUE_PATTERNS: Record<DateTextKind, RegExp> = {
  date: /^(\d{4})-(\d{2})-(\d{2})$/,
  time: /^()()()(\d{2}):(\d{2})/,
  'datetime-local': /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/,
}

/** The instant (as UTC) a form value stands for, or undefined when it is not one of `kind`. */
function instantOf(value: string, kind: DateTextKind): Date | undefined {
  const match = VALUE_PATTERNS[kind].exec(value)
  if (!match) return undefined
  const [year, month, day, hour, minute] = match.slice(1).map((part) => (part ? Number(part) : undefined))
  return new Date(Date.UTC(year ?? 2000, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0))
}

/** `2026-12-16T19:00` as the language writes it (`16/12/2026 19:00`); anything else is left as it is. */
export function formatDateText(value: string, kind: DateTextKind, locale: string): string {
  const instant = instantOf(value, kind)
  return instant ? formatOf(kind, locale).format(instant) : value
}

/** The order of the numbers in the language's writing, e.g. day, month, year, hour, minute. */
function orderOf(kind: DateTextKind, locale: string): PartType[] {
  return formatOf(kind, locale)
    .formatToParts(new Date(Date.UTC(2026, 11, 16, 19, 30)))
    .map((part) => part.type)
    .filter((type): type is PartType => ['day', 'month', 'year', 'hour', 'minute'].includes(type))
}

/**
 * What to show in an empty field: the language's writing with its own letters for each part
 * (`letters.day` "jj" in French…), e.g. `jj/mm/aaaa hh:mm`.
 */
export function dateTextPattern(
  kind: DateTextKind,
  locale: string,
  letters: Record<PartType, string>,
): string {
  return formatOf(kind, locale)
    .formatToParts(new Date(Date.UTC(2026, 11, 16, 19, 30)))
    .map((part) => (part.type in letters ? letters[part.type as PartType] : part.value))
    .join('')
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0')

/** Digits typed without separators, cut in the language's order: a year takes four, the other parts two. */
function splitDigits(numbers: string[], kind: DateTextKind, order: PartType[]): string[] {
  const [run] = numbers
  const length = { date: 8, time: 4, 'datetime-local': 12 }[kind]
  if (numbers.length !== 1 || !run || run.length !== length) return numbers
  const parts: string[] = []
  let at = 0
  for (const type of order) {
    const size = type === 'year' ? 4 : 2
    parts.push(run.slice(at, at + size))
    at += size
  }
  return parts
}

/**
 * Reads what a person typed: the numbers in the language's order (`16/12/2026`, `16.12.2026 19:00`), or in
 * ISO order when it starts with a four-digit year (`2026-12-16T19:00`, what a paste or a test types), or the
 * digits alone (`16122026`, `161220261930`: a phone's number pad has no separator). A time may be `19:30`,
 * `19h30`, `1930` or `19`. Answers the form value, or undefined when the text is no real date.
 */
export function parseDateText(text: string, kind: DateTextKind, locale: string): string | undefined {
  const order = orderOf(kind, locale)
  const numbers = splitDigits(text.match(/\d+/g) ?? [], kind, order)
  const dateOrder = (numbers[0]?.length === 4 ? ['year', 'month', 'day'] : order).filter(
    (type) => type === 'day' || type === 'month' || type === 'year',
  )
  const parts: Partial<Record<PartType, string>> = {}
  let rest = numbers
  if (kind !== 'time') {
    if (numbers.length < 3) return undefined
    dateOrder.forEach((type, index) => {
      parts[type] = numbers[index]
    })
    rest = numbers.slice(3)
  }
  if (kind !== 'date') {
    const [first, second, ...more] = rest
    if (!first || more.length > 0) return undefined
    if (second === undefined && first.length > 2) {
      parts.hour = first.slice(0, -2)
      parts.minute = first.slice(-2)
    } else {
      parts.hour = first
      parts.minute = second ?? '0'
    }
  } else if (rest.length > 0) {
    return undefined
  }
  const { day, month, year, hour, minute } = Object.fromEntries(
    Object.entries(parts).map(([type, value]) => [type, Number(value)]),
  ) as Partial<Record<PartType, number>>
  const time = kind === 'date' ? '' : readTime(hour, minute, parts)
  if (time === undefined) return undefined
  if (kind === 'time') return time
  if (parts.year?.length !== 4 || !isRealDate(year, month, day)) return undefined
  const date = `${pad(year as number, 4)}-${pad(month as number)}-${pad(day as number)}`
  return kind === 'date' ? date : `${date}T${time}`
}

function readTime(
  hour: number | undefined,
  minute: number | undefined,
  parts: Partial<Record<PartType, string>>,
): string | undefined {
  if (hour === undefined || minute === undefined) return undefined
  if ((parts.hour?.length ?? 0) > 2 || (parts.minute?.length ?? 0) > 2) return undefined
  if (hour > 23 || minute > 59) return undefined
  return `${pad(hour)}:${pad(minute)}`
}

function isRealDate(year?: number, month?: number, day?: number): boolean {
  if (year === undefined || month === undefined || day === undefined) return false
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}
