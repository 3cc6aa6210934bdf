import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { issueMessage, NON_FIELD_ERRORS, toErrorBody, toFieldErrors } from './error-body'
import { eventFormSchema } from './event.schema'
import { MESSAGES, parseMessage } from './messages'
import { storeInformationSchema } from './store.schema'

const storeErrors = () => {
  const result = storeInformationSchema.safeParse({
    store_name: '',
    address: { street: 'x', city: '', postcode: '1', country: 'FR' },
    store_email: 'nope',
  })
  if (result.success) throw new Error('expected errors')
  return result.error
}

describe('toErrorBody (API 400 body)', () => {
  it('nests fields and gives English texts', () => {
    expect(toErrorBody(storeErrors())).toEqual({
      store_name: ['This value is required and must be between 1 and 100 characters'],
      address: { city: ['This value is required and must be between 1 and 100 characters'] },
      store_email: ['This value must be a valid email address'],
    })
  })

  it('nests array items by index', () => {
    const result = eventFormSchema({ now: new Date('2025-01-01T00:00:00Z') }).safeParse({
      name: 'x',
      game: 1,
      event_subtype: 'demo',
      event_type: 'Light',
      light_date: '2025-06-01',
      address: { street: 's', city: 'c', postcode: 'p', country: 'FR' },
      additional_info: { url: 'https://example.com', stages: [{}, { players_min: 3, players_max: 1 }] },
    })
    expect(result.success).toBe(false)
    if (result.success) return
    expect(toErrorBody(result.error)).toEqual({
      additional_info: { stages: { '1': { players_max: [MESSAGES['validation.maxBelowMin']] } } },
    })
  })

  it('puts whole-body errors under non_field_errors', () => {
    const result = storeInformationSchema.safeParse('nope')
    if (result.success) throw new Error('expected errors')
    expect(toErrorBody(result.error)).toEqual({ [NON_FIELD_ERRORS]: ['This value is not valid'] })
  })

  it('keeps a field message beside nested errors and drops duplicates', () => {
    const issues = [
      { code: 'custom', path: ['address', 'city'], message: 'validation.required' },
      { code: 'custom', path: ['address'], message: 'validation.invalid' },
      { code: 'custom', path: ['address'], message: 'validation.invalid' },
      { code: 'custom', path: ['name'], message: 'validation.required' },
      { code: 'custom', path: ['name', 'first'], message: 'validation.required' },
    ] as z.core.$ZodIssue[]
    expect(toErrorBody({ issues })).toEqual({
      address: { city: ['This value is required'], [NON_FIELD_ERRORS]: ['This value is not valid'] },
      name: { [NON_FIELD_ERRORS]: ['This value is required'], first: ['This value is required'] },
    })
  })

  it('renders with another function (e.g. keys for a debugging client)', () => {
    expect(toErrorBody(storeErrors(), (key) => key)).toEqual({
      store_name: ['validation.requiredLength'],
      address: { city: ['validation.requiredLength'] },
      store_email: ['validation.email'],
    })
  })

  it('lets a client read the key and params back from the English text', () => {
    const body = toErrorBody(storeErrors())
    expect(parseMessage((body.store_name as string[])[0] ?? '')).toEqual({
      key: 'validation.requiredLength',
      params: { min: '1', max: '100' },
    })
  })
})

describe('toFieldErrors (forms)', () => {
  it('keys the first error of each field by dotted path', () => {
    expect(toFieldErrors(storeErrors())).toEqual({
      store_name: { key: 'validation.requiredLength', params: { min: 1, max: 100 } },
      'address.city': { key: 'validation.requiredLength', params: { min: 1, max: 100 } },
      store_email: { key: 'validation.email', params: {} },
    })
  })
})

describe('issueMessage', () => {
  it('falls back to validation.invalid for a message that is not a key', () => {
    const result = z.string().safeParse(1)
    if (result.success) throw new Error('expected errors')
    const [issue] = result.error.issues
    expect(issue && issueMessage(issue)).toEqual({ key: 'validation.invalid', params: {} })
  })
})
