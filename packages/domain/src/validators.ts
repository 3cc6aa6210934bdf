/**
 * The generic validators of spec §5. Each takes a value and returns null when it passes, or the error as a
 * message key (see messages.ts) with its params. Every rule but the `required*` ones lets empty values pass.
 *
 * Lengths count characters as Unicode code points, on the trimmed text. File sizes are in KB of 1,000 bytes.
 * Dates: a `Date`, an ISO 8601 instant, or a wall-clock `YYYY-MM-DD[THH:mm[:ss]]` (compared as if UTC, so
 * two wall-clock values of one place compare correctly).
 */
import { isPublicHost } from './ip-address'
import type { MessageKey, MessageParams } from './messages'

export type ValidationError = { key: MessageKey; params?: MessageParams }
export type ValidationResult = ValidationError | null
export type Validator = (value: unknown) => ValidationResult

/** A file as the browser (`File`) or a multipart parser gives it. */
export type FileLike = { name: string; size: number; type?: string }

const error = (key: MessageKey, params?: MessageParams): ValidationError =>
  params ? { key, params } : { key }

/** Empty: undefined, null, false, an empty array, or a string that is empty once trimmed. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  return false
}

/** Length in characters (code points) of the trimmed text; numbers count their digits. */
export function textLength(value: unknown): number {
  return [...String(value).trim()].length
}

export const required: Validator = (value) => (isEmpty(value) ? error('validation.required') : null)

const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim())
}

export const email: Validator = (value) =>
  isEmpty(value) || (typeof value === 'string' && isEmail(value)) ? null : error('validation.email')

export const integer: Validator = (value) => {
  if (isEmpty(value)) return null
  if (typeof value === 'number') return Number.isInteger(value) ? null : error('validation.integer')
  return typeof value === 'string' && /^[-+]?\d+$/.test(value.trim()) ? null : error('validation.integer')
}

export const numeric: Validator = (value) => {
  if (isEmpty(value)) return null
  const text = typeof value === 'number' ? String(value) : value
  return typeof text === 'string' && /^\d+$/.test(text.trim()) ? null : error('validation.numeric')
}

export const minLength =
  (min: number): Validator =>
  (value) =>
    isEmpty(value) || textLength(value) >= min ? null : error('validation.minLength', { min })

export const maxLength =
  (max: number): Validator =>
  (value) =>
    isEmpty(value) || textLength(value) <= max ? null : error('validation.maxLength', { max })

/** A number, or a numeric text; NaN for anything else. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value
  if (typeof value === 'string' && value.trim() !== '') return Number(value.trim())
  return Number.NaN
}

export const minValue =
  (min: number): Validator =>
  (value) =>
    isEmpty(value) || toNumber(value) >= min ? null : error('validation.minValue', { min })

export const maxValue =
  (max: number): Validator =>
  (value) =>
    isEmpty(value) || toNumber(value) <= max ? null : error('validation.maxValue', { max })

const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?$/

/** Milliseconds of a date value (see the header for the accepted forms); NaN when it is not a date. */
export function toTime(value: unknown): number {
  if (value instanceof Date) return value.getTime()
  if (typeof value !== 'string') return Number.NaN
  const text = value.trim()
  if (WALL_CLOCK.test(text)) return Date.parse(text.length === 10 ? `${text}T00:00Z` : `${text}Z`)
  return /^\d{4}-\d{2}-\d{2}T.+(Z|[+-]\d{2}:?\d{2})$/i.test(text) ? Date.parse(text) : Number.NaN
}

export type DateBound = Date | string

const dateLabel = (date: DateBound) => (date instanceof Date ? date.toISOString() : date)

export const minDate =
  (date: DateBound): Validator =>
  (value) =>
    isEmpty(value) || toTime(value) >= toTime(date)
      ? null
      : error('validation.minDate', { date: dateLabel(date) })

export const maxDate =
  (date: DateBound): Validator =>
  (value) =>
    isEmpty(value) || toTime(value) <= toTime(date)
      ? null
      : error('validation.maxDate', { date: dateLabel(date) })

export const IMAGE_EXTENSIONS = ['jpg', 'svg', 'jpeg', 'png', 'bmp', 'gif', 'webp'] as const

const fileName = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value
  if (typeof value === 'object' && value !== null && 'name' in value && typeof value.name === 'string') {
    return value.name
  }
  return undefined
}

const extensionOf = (name: string) => /\.([^./\\]+)$/.exec(name.trim())?.[1]?.toLowerCase()

/** A file (or file name) whose name ends in one of IMAGE_EXTENSIONS, any case. */
export const image: Validator = (value) => {
  if (isEmpty(value)) return null
  const name = fileName(value)
  const extension = name === undefined ? undefined : extensionOf(name)
  return extension && (IMAGE_EXTENSIONS as readonly string[]).includes(extension)
    ? null
    : error('validation.file')
}

/** A JPEG or PNG (the store logo and deck photo): by extension, and by media type when one is given. */
export const jpegOrPng: Validator = (value) => {
  if (isEmpty(value)) return null
  const name = fileName(value)
  const extension = name === undefined ? undefined : extensionOf(name)
  const type = typeof value === 'object' && value !== null && 'type' in value ? value.type : undefined
  const typeOk = typeof type !== 'string' || type === '' || type === 'image/jpeg' || type === 'image/png'
  return extension && ['jpg', 'jpeg', 'png'].includes(extension) && typeOk
    ? null
    : error('validation.imageType')
}

/** A JPEG, PNG or WebP (pictures: covers, store photos, game art): by extension, and by media type when given. */
export const jpegPngOrWebp: Validator = (value) => {
  if (isEmpty(value)) return null
  const name = fileName(value)
  const extension = name === undefined ? undefined : extensionOf(name)
  const type = typeof value === 'object' && value !== null && 'type' in value ? value.type : undefined
  const typeOk =
    typeof type !== 'string' || type === '' || ['image/jpeg', 'image/png', 'image/webp'].includes(type)
  return extension && ['jpg', 'jpeg', 'png', 'webp'].includes(extension) && typeOk
    ? null
    : error('validation.pictureType')
}

const fileBytes = (value: unknown): number => {
  if (typeof value === 'number') return value
  if (typeof value === 'object' && value !== null && 'size' in value && typeof value.size === 'number') {
    return value.size
  }
  return Number.NaN
}

/** A file (or a byte count) of at most `maxKb` KB, where 1 KB = 1,000 bytes. */
export const fileSize =
  (maxKb: number): Validator =>
  (value) => {
    if (isEmpty(value)) return null
    const bytes = fileBytes(value)
    return bytes >= 0 && bytes <= maxKb * 1000 ? null : error('validation.fileSize', { max: maxKb })
  }

/** An absolute http(s) URL whose host may be public (see ip-address.ts). */
export function isPublicUrl(value: string): boolean {
  let parsed: URL
  try {
    parsed = new URL(value.trim())
  } catch {
    return false
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false
  return isPublicHost(parsed.hostname)
}

export const url: Validator = (value) =>
  isEmpty(value) || (typeof value === 'string' && isPublicUrl(value)) ? null : error('validation.url')

// The combined rules: one message for "required and …".

export const requiredLength =
  (min: number, max: number): Validator =>
  (value) =>
    !isEmpty(value) && textLength(value) >= min && textLength(value) <= max
      ? null
      : error('validation.requiredLength', { min, max })

export const requiredMinLength =
  (min: number): Validator =>
  (value) =>
    !isEmpty(value) && textLength(value) >= min ? null : error('validation.requiredMinLength', { min })

export const requiredMaxLength =
  (max: number): Validator =>
  (value) =>
    !isEmpty(value) && textLength(value) <= max ? null : error('validation.requiredMaxLength', { max })

export const requiredMinValue =
  (min: number): Validator =>
  (value) =>
    !isEmpty(value) && toNumber(value) >= min ? null : error('validation.requiredMinValue', { min })

export const requiredAfterDate =
  (date: DateBound): Validator =>
  (value) =>
    !isEmpty(value) && toTime(value) > toTime(date)
      ? null
      : error('validation.requiredAfterDate', { date: dateLabel(date) })

export const requiredEmail: Validator = (value) =>
  typeof value === 'string' && isEmail(value) ? null : error('validation.requiredEmail')

/** The first error of several rules, in order. */
export const all =
  (...validators: Validator[]): Validator =>
  (value) => {
    for (const validate of validators) {
      const result = validate(value)
      if (result) return result
    }
    return null
  }
