import { describe, expect, it } from 'vitest'
import { formatMessage, isMessageKey, MESSAGE_KEYS, parseMessage } from './messages'

describe('MESSAGES', () => {
  it('lists every key once, all under validation.', () => {
    expect(new Set(MESSAGE_KEYS).size).toBe(MESSAGE_KEYS.length)
    for (const key of MESSAGE_KEYS) expect(key).toMatch(/^validation\.\w+$/)
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
