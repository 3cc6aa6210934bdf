import { describe, expect, it } from 'vitest'
import { formatMessage, isMessageKey, MESSAGE_KEYS, MESSAGES, parseMessage } from './messages'

// The web's English catalog and the translators rely on these exact keys and texts.
const SPEC_MESSAGES = {
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
}

describe('MESSAGES', () => {
  it.each(Object.entries(SPEC_MESSAGES))('keeps %s with its English text', (key, text) => {
    expect(MESSAGES[key as keyof typeof MESSAGES]).toBe(text)
  })

  it('lists every key once, all under validation.', () => {
    expect(new Set(MESSAGE_KEYS).size).toBe(MESSAGE_KEYS.length)
    for (const key of MESSAGE_KEYS) expect(key).toMatch(/^validation\.\w+$/)
  })

  it('uses the spec wording for the incomplete form', () => {
    expect(MESSAGES['validation.formIncomplete']).toBe('Information is missing to save your form.')
  })

  it('recognizes keys', () => {
    expect(isMessageKey('validation.required')).toBe(true)
    expect(isMessageKey('validation.nope')).toBe(false)
    expect(isMessageKey(3)).toBe(false)
    expect(isMessageKey('toString')).toBe(false)
  })
})

describe('formatMessage', () => {
  it('fills the placeholders', () => {
    expect(formatMessage('validation.requiredLength', { min: 1, max: 200 })).toBe(
      'This value is required and must be between 1 and 200 characters',
    )
    expect(formatMessage('validation.required')).toBe('This value is required')
  })

  it('keeps a placeholder without a value', () => {
    expect(formatMessage('validation.minValue')).toBe('This value must be at least {{min}}')
  })
})

describe('parseMessage', () => {
  it.each(MESSAGE_KEYS)('reads %s back from its English text', (key) => {
    const params = { min: 3, max: 40, date: '2025-06-01' }
    const parsed = parseMessage(formatMessage(key, params))
    expect(parsed?.key).toBe(key)
    for (const [name, value] of Object.entries(parsed?.params ?? {})) {
      expect(String(params[name as keyof typeof params])).toBe(value)
    }
  })

  it('gives undefined for other texts', () => {
    expect(parseMessage('Something else')).toBeUndefined()
  })
})
