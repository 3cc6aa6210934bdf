/**
 * Validation messages: translation keys and their English texts.
 *
 * The web's English catalog is exactly `MESSAGES`; the other catalogs translate the same keys. Placeholders use
 * i18next's `{{name}}` syntax. Keys may be added, never renamed (other catalogs and the API depend on them).
 */
export const MESSAGES = {
  'validation.required': 'This value is required',
  'validation.requiredLength': 'This value is required and must be between {{min}} and {{max}} characters',
  'validation.requiredMinLength': 'This value is required and must be at least {{min}} characters long',
  'validation.requiredMaxLength': 'This value is required and must be at most {{max}} characters long',
  'validation.minLength': 'This value must be at least {{min}} characters long',
  'validation.maxLength': 'This value must be at most {{max}} characters long',
  'validation.requiredMinValue': 'This value is required and must be at least {{min}}',
  'validation.minValue': 'This value must be at least {{min}}',
  'validation.maxValue': 'This value must be at most {{max}}',
  'validation.requiredAfterDate': 'This value is required and must be after {{date}}',
  'validation.minDate': 'This value must be on or after {{date}}',
  'validation.maxDate': 'This value must be on or before {{date}}',
  'validation.requiredEmail': 'This value is required and must be a valid email address',
  'validation.email': 'This value must be a valid email address',
  'validation.url': 'This value must be a valid URL',
  'validation.file': 'The file is not valid',
  'validation.fileSize': 'The file must not be larger than {{max}} KB',
  'validation.integer': 'This value must be a whole number',
  'validation.numeric': 'This value must contain digits only',
  'validation.currencyRequired': 'A currency is required when the event has a fee',
  'validation.startTooSoon': 'The event must start at least one hour from now',
  'validation.endTooSoon': 'The event must end at least one hour after it starts',
  'validation.maxBelowMin': 'The maximum number of players must be at least the minimum',
  'validation.imageType': 'The logo must be a JPEG or PNG image',
  // Added beyond the spec's list (wording chosen here, used everywhere).
  'validation.invalid': 'This value is not valid',
  'validation.choice': 'This value must be one of the proposed choices',
  'validation.date': 'This value must be a date (YYYY-MM-DD)',
  'validation.dateTime': 'This value must be a date and time (YYYY-MM-DD HH:MM)',
  'validation.time': 'This value must be a time (HH:MM)',
  'validation.timezone': 'This value must be a valid time zone',
  'validation.language': 'This value must be a valid language code',
  'validation.positionTaken': 'Two players cannot share the same position',
  'validation.playersRequired': 'At least one player is required',
  'validation.formIncomplete': 'Information is missing to save your form.',
  'validation.oneOf': 'Give exactly one of {{fields}}',
  'validation.checkInCode': 'This value must be a check-in code: 6 letters and digits',
  'validation.matchWinner': 'An elimination match needs a winner',
  'validation.seriesEmpty': 'No date matches this repetition',
  'validation.seriesTooLong': 'A series has at most {{max}} events: choose an earlier end date',
  'validation.pictureType': 'The picture must be a JPEG, PNG or WebP image',
} as const

export type MessageKey = keyof typeof MESSAGES
export type MessageParams = Readonly<Record<string, string | number>>

export const MESSAGE_KEYS = Object.keys(MESSAGES) as MessageKey[]

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(MESSAGES, value)
}

/** The English text of a message, with its `{{placeholders}}` filled in (unknown placeholders are kept). */
export function formatMessage(key: MessageKey, params: MessageParams = {}): string {
  return MESSAGES[key].replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : match,
  )
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const MESSAGE_PATTERNS = MESSAGE_KEYS.map((key) => {
  const names: string[] = []
  const source = MESSAGES[key]
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const placeholder = /^\{\{(\w+)\}\}$/.exec(part)
      if (!placeholder?.[1]) return escapeRegExp(part)
      names.push(placeholder[1])
      return '(.+?)'
    })
    .join('')
  return { key, names, pattern: new RegExp(`^${source}$`) }
})

/**
 * The key and params behind an English message text, as sent in the API's 400 bodies, so a client can show
 * it in the visitor's language. Undefined for a text that is not one of `MESSAGES`.
 */
export function parseMessage(text: string): { key: MessageKey; params: Record<string, string> } | undefined {
  for (const { key, names, pattern } of MESSAGE_PATTERNS) {
    const match = pattern.exec(text)
    if (!match) continue
    const params: Record<string, string> = {}
    names.forEach((name, index) => {
      params[name] = match[index + 1] ?? ''
    })
    return { key, params }
  }
  return undefined
}
