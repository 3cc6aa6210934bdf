import { storeFormSchema } from '@questboard/domain/store.schema'
import { get, type ResolverOptions } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { domainResolver, isFieldErrorBody, serverFieldErrors } from './form-errors'

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Record<string, unknown>>

describe('domainResolver', () => {
  it('keeps each message key with its params, at the nested field', async () => {
    const resolver = domainResolver(storeFormSchema)
    const result = await resolver(
      {
        store_information: {
          store_name: '',
          address: { street: 'x', city: 'Paris', postcode: '75001', country: 'FR' },
          website: 'not a url',
        },
        is_monday: true,
      },
      undefined,
      options,
    )
    expect(get(result.errors, 'store_information.store_name')).toMatchObject({
      message: 'validation.requiredLength',
      params: { min: 1, max: 100 },
    })
    expect(get(result.errors, 'store_information.website.message')).toBe('validation.url')
    expect(get(result.errors, 'store_information.schedule.monday.first_open.message')).toBe(
      'validation.required',
    )
  })

  it('gives the parsed values when the form is valid', async () => {
    const resolver = domainResolver(storeFormSchema)
    const result = await resolver(
      {
        store_information: {
          store_name: ' Le Donjon ',
          address: { street: '1 rue de Rivoli', city: 'Paris', postcode: '75001', country: 'fr' },
        },
      },
      undefined,
      options,
    )
    expect(result.errors).toEqual({})
    expect(get(result.values, 'store_information.store_name')).toBe('Le Donjon')
    expect(get(result.values, 'store_information.address.country')).toBe('FR')
  })
})

describe('serverFieldErrors', () => {
  it('turns a nested 400 body into form paths, with our keys recovered from the English texts', () => {
    const found = serverFieldErrors(
      {
        store_information: {
          address: { city: ['This value is required and must be between 1 and 100 characters'] },
        },
        lp_opted_in: ['Some text the API made up'],
        additional_info: { stages: { 0: { players_max: ['This value is required'] } } },
        non_field_errors: ['This value is not valid'],
      },
      { lp_opted_in: 'lp_opted' },
    )
    expect(found).toEqual([
      {
        path: 'store_information.address.city',
        error: { type: 'server', message: 'validation.requiredLength', params: { min: '1', max: '100' } },
      },
      { path: 'lp_opted', error: { type: 'server', message: 'Some text the API made up' } },
      {
        path: 'additional_info.stages.0.players_max',
        error: { type: 'server', message: 'validation.required', params: {} },
      },
      { path: 'root', error: { type: 'server', message: 'validation.invalid', params: {} } },
    ])
  })

  it('tells a field-error body from a detail', () => {
    expect(isFieldErrorBody({ detail: 'Conflict' })).toBe(false)
    expect(isFieldErrorBody({ name: ['This value is required'] })).toBe(true)
    expect(isFieldErrorBody('oops')).toBe(false)
  })
})
