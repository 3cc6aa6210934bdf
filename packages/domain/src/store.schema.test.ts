// Longer than 300 lines: every rule of the store profile form (spec §3), field by field, over one valid store.
import { describe, expect, it } from 'vitest'
import { toFieldErrors } from './error-body'
import {
  dayState,
  formFlagsFromSchedule,
  normalizeSchedule,
  scheduleFromForm,
  storeFormSchema,
  storeInformationSchema,
} from './store.schema'

const information = {
  store_name: 'Le Donjon',
  address: {
    street: '12 rue de la Paix',
    street_2: '',
    city: 'Paris',
    postcode: '75002',
    region: null,
    country: 'FR',
  },
  website: 'https://ledonjon.example.fr',
  phone_number: '+33 1 23 45 67 89',
  store_email: 'contact@ledonjon.example.fr',
}

const errorsOf = (schema: typeof storeInformationSchema | typeof storeFormSchema, value: unknown) => {
  const result = schema.safeParse(value)
  return result.success ? {} : toFieldErrors(result.error)
}

describe('storeInformationSchema (API)', () => {
  it('accepts a complete store', () => {
    const result = storeInformationSchema.safeParse({
      ...information,
      schedule: {
        monday: {
          closed: false,
          first_open: '10:00',
          first_close: '19:00',
          second_open: null,
          second_close: null,
        },
      },
    })
    expect(result.success).toBe(true)
  })

  it('accepts the minimum: name and address', () => {
    const { website, phone_number, store_email, ...minimum } = information
    expect(
      storeInformationSchema.safeParse({
        ...minimum,
        address: { ...information.address, street_2: undefined },
      }).success,
    ).toBe(true)
  })

  it('trims texts and reads UK as GB', () => {
    const result = storeInformationSchema.parse({
      ...information,
      store_name: '  Le Donjon ',
      address: { ...information.address, country: 'uk' },
    })
    expect(result.store_name).toBe('Le Donjon')
    expect(result.address.country).toBe('GB')
  })

  it.each([
    ['store_name', '', 'validation.requiredLength', { min: 1, max: 100 }],
    ['store_name', '   ', 'validation.requiredLength', { min: 1, max: 100 }],
    ['store_name', 'x'.repeat(101), 'validation.requiredLength', { min: 1, max: 100 }],
    ['website', 'ledonjon.fr', 'validation.url', {}],
    ['website', 'http://192.168.1.10', 'validation.url', {}],
    ['website', `https://example.com/${'x'.repeat(300)}`, 'validation.maxLength', { max: 300 }],
    ['phone_number', '1'.repeat(301), 'validation.maxLength', { max: 300 }],
    ['store_email', 'contact@', 'validation.email', {}],
    ['store_email', `${'a'.repeat(96)}@b.fr`, 'validation.maxLength', { max: 100 }],
  ])('%s = %j → %s', (field, value, key, params) => {
    expect(errorsOf(storeInformationSchema, { ...information, [field]: value })[field]).toEqual({
      key,
      params,
    })
  })

  it('accepts the length bounds', () => {
    const value = {
      ...information,
      store_name: 'x'.repeat(100),
      phone_number: '1'.repeat(300),
      website: `https://example.com/${'x'.repeat(280)}`,
      store_email: `${'a'.repeat(95)}@b.fr`,
    }
    expect(storeInformationSchema.safeParse(value).success).toBe(true)
  })

  it.each([
    ['street', '', 'validation.requiredLength', { min: 1, max: 300 }],
    ['street', 'x'.repeat(301), 'validation.requiredLength', { min: 1, max: 300 }],
    ['street_2', 'x'.repeat(301), 'validation.maxLength', { max: 300 }],
    ['city', '', 'validation.requiredLength', { min: 1, max: 100 }],
    ['city', 'x'.repeat(101), 'validation.requiredLength', { min: 1, max: 100 }],
    ['postcode', '', 'validation.requiredLength', { min: 1, max: 20 }],
    ['postcode', '1'.repeat(21), 'validation.requiredLength', { min: 1, max: 20 }],
    ['country', '', 'validation.required', {}],
    ['country', 'IT', 'validation.choice', {}],
    ['street', undefined, 'validation.required', {}],
    ['city', 42, 'validation.invalid', {}],
  ])('address.%s = %j → %s', (field, value, key, params) => {
    const errors = errorsOf(storeInformationSchema, {
      ...information,
      address: { ...information.address, [field]: value },
    })
    expect(errors[`address.${field}`]).toEqual({ key, params })
  })

  it('accepts the address bounds', () => {
    const address = {
      street: 'x'.repeat(300),
      street_2: 'y'.repeat(300),
      city: 'c'.repeat(100),
      postcode: '1'.repeat(20),
      country: 'GB',
    }
    expect(storeInformationSchema.safeParse({ ...information, address }).success).toBe(true)
  })

  it('requires the address and the name', () => {
    expect(errorsOf(storeInformationSchema, {})).toEqual({
      store_name: { key: 'validation.required', params: {} },
      address: { key: 'validation.required', params: {} },
    })
  })

  it('refuses a text holding a NUL character (it cannot be stored)', () => {
    expect(errorsOf(storeInformationSchema, { ...information, store_name: 'Le\u0000Donjon' })).toEqual({
      store_name: { key: 'validation.invalid', params: {} },
    })
  })

  describe('schedule', () => {
    const withDay = (monday: unknown) =>
      errorsOf(storeInformationSchema, { ...information, schedule: { monday } })

    it('accepts open days, breaks and closed days', () => {
      expect(
        withDay({
          closed: false,
          first_open: '09:00',
          first_close: '12:00',
          second_open: '14:00',
          second_close: '19:00',
        }),
      ).toEqual({})
      expect(
        withDay({ closed: true, first_open: null, first_close: null, second_open: null, second_close: null }),
      ).toEqual({})
      expect(withDay({ first_open: '09:00' })).toEqual({})
      expect(withDay({})).toEqual({})
    })

    it('requires the first times of a day marked open', () => {
      expect(withDay({ closed: false, first_open: '09:00', first_close: null })).toEqual({
        'schedule.monday.first_close': { key: 'validation.required', params: {} },
      })
      expect(withDay({ closed: false })).toEqual({
        'schedule.monday.first_open': { key: 'validation.required', params: {} },
        'schedule.monday.first_close': { key: 'validation.required', params: {} },
      })
    })

    it('requires both times of a break', () => {
      expect(withDay({ first_open: '09:00', first_close: '12:00', second_open: '14:00' })).toEqual({
        'schedule.monday.second_close': { key: 'validation.required', params: {} },
      })
      expect(withDay({ first_open: '09:00', first_close: '12:00', second_close: '19:00' })).toEqual({
        'schedule.monday.second_open': { key: 'validation.required', params: {} },
      })
    })

    it('refuses malformed times', () => {
      expect(withDay({ first_open: '9h', first_close: '24:00' })).toEqual({
        'schedule.monday.first_open': { key: 'validation.time', params: {} },
        'schedule.monday.first_close': { key: 'validation.time', params: {} },
      })
    })
  })
})

describe('day state (spec §3)', () => {
  it('is closed unless both first times are set', () => {
    expect(dayState({ first_open: '09:00', first_close: '18:00' })).toEqual({
      closed: false,
      hasBreak: false,
    })
    expect(dayState({ first_open: '09:00', first_close: null })).toEqual({ closed: true, hasBreak: false })
    expect(dayState({ first_open: '', first_close: '18:00' })).toEqual({ closed: true, hasBreak: false })
    expect(dayState(undefined)).toEqual({ closed: true, hasBreak: false })
    expect(dayState({ closed: true, first_open: '09:00', first_close: '18:00' })).toEqual({
      closed: true,
      hasBreak: false,
    })
  })

  it('has a break iff both second times are set', () => {
    const open = { first_open: '09:00', first_close: '12:00' }
    expect(dayState({ ...open, second_open: '14:00', second_close: '19:00' })).toEqual({
      closed: false,
      hasBreak: true,
    })
    expect(dayState({ ...open, second_open: '14:00', second_close: null })).toEqual({
      closed: false,
      hasBreak: false,
    })
  })

  it('normalizes a stored schedule', () => {
    const schedule = normalizeSchedule({
      monday: { first_open: '09:00', first_close: '12:00', second_open: '14:00', second_close: null },
      tuesday: {
        closed: false,
        first_open: '09:00',
        first_close: null,
        second_open: '14:00',
        second_close: '18:00',
      },
    })
    expect(schedule.monday).toEqual({
      closed: false,
      first_open: '09:00',
      first_close: '12:00',
      second_open: null,
      second_close: null,
    })
    expect(schedule.tuesday).toEqual({
      closed: true,
      first_open: null,
      first_close: null,
      second_open: null,
      second_close: null,
    })
    expect(schedule.sunday.closed).toBe(true)
  })

  it('derives the form flags from a stored schedule', () => {
    const flags = formFlagsFromSchedule({
      monday: { first_open: '09:00', first_close: '12:00', second_open: '14:00', second_close: '19:00' },
      tuesday: { first_open: '09:00', first_close: '18:00' },
      wednesday: { closed: true },
    })
    expect(flags).toMatchObject({
      is_monday: true,
      break_monday: true,
      is_tuesday: true,
      break_tuesday: false,
    })
    expect(flags).toMatchObject({ is_wednesday: false, break_wednesday: false, is_sunday: false })
    expect(Object.keys(flags)).toHaveLength(14)
  })
})

describe('storeFormSchema (form)', () => {
  const form = {
    is_public: true,
    lp_opted: false,
    store_information: {
      ...information,
      schedule: {
        monday: { first_open: '09:00', first_close: '12:00', second_open: '14:00', second_close: '19:00' },
        tuesday: { first_open: '09:00', first_close: '18:00', second_open: '', second_close: '' },
      },
    },
    is_monday: true,
    break_monday: true,
    is_tuesday: true,
    break_tuesday: false,
  }

  it('accepts a valid form, flags absent = false', () => {
    const result = storeFormSchema.parse(form)
    expect(result.is_wednesday).toBe(false)
    expect(result.break_tuesday).toBe(false)
  })

  it('reads multipart flags', () => {
    const result = storeFormSchema.parse({
      ...form,
      is_public: 'true',
      lp_opted: 'false',
      is_friday: 'false',
      is_x: 1,
    })
    expect(result.is_public).toBe(true)
    expect(result.lp_opted).toBe(false)
    expect(result.is_friday).toBe(false)
    expect('is_x' in result).toBe(false)
    expect(storeFormSchema.parse({ ...form, is_public: 'on' }).is_public).toBe(true)
    expect(errorsOf(storeFormSchema, { ...form, is_public: 'yes' }).is_public).toEqual({
      key: 'validation.invalid',
      params: {},
    })
  })

  it('requires the first times of an open day', () => {
    expect(errorsOf(storeFormSchema, { ...form, is_friday: true })).toEqual({
      'store_information.schedule.friday.first_open': { key: 'validation.required', params: {} },
      'store_information.schedule.friday.first_close': { key: 'validation.required', params: {} },
    })
  })

  it('requires the second times when the break flag is set', () => {
    expect(errorsOf(storeFormSchema, { ...form, break_tuesday: true })).toEqual({
      'store_information.schedule.tuesday.second_open': { key: 'validation.required', params: {} },
      'store_information.schedule.tuesday.second_close': { key: 'validation.required', params: {} },
    })
  })

  it('ignores the times of a closed day and the break of a closed day', () => {
    expect(errorsOf(storeFormSchema, { ...form, is_monday: false, break_sunday: true })).toEqual({})
  })

  it('reports the store errors and the schedule errors together', () => {
    const errors = errorsOf(storeFormSchema, {
      ...form,
      store_information: { ...form.store_information, store_name: '' },
      is_friday: true,
    })
    expect(Object.keys(errors)).toEqual([
      'store_information.store_name',
      'store_information.schedule.friday.first_open',
      'store_information.schedule.friday.first_close',
    ])
  })

  describe('logo (JPEG or PNG, 5,000,000 bytes)', () => {
    it.each([
      { name: 'logo.png', size: 5_000_000, type: 'image/png' },
      { name: 'logo.JPG', size: 120_000, type: 'image/jpeg' },
      '',
      null,
      undefined,
    ])('accepts %j', (store_logo) => {
      expect(storeFormSchema.safeParse({ ...form, store_logo }).success).toBe(true)
    })

    it.each([
      [{ name: 'logo.pdf', size: 1000 }, 'validation.file', {}],
      [{ name: 'logo.gif', size: 1000, type: 'image/gif' }, 'validation.imageType', {}],
      [{ name: 'logo.png', size: 1000, type: 'application/pdf' }, 'validation.imageType', {}],
      [{ name: 'logo.png', size: 5_000_001 }, 'validation.fileSize', { max: 5000 }],
      ['https://cdn.example.com/logo.png', 'validation.file', {}],
      [42, 'validation.file', {}],
    ])('refuses %j with %s', (store_logo, key, params) => {
      expect(errorsOf(storeFormSchema, { ...form, store_logo }).store_logo).toEqual({ key, params })
    })
  })

  it('turns the form into the stored schedule', () => {
    const schedule = scheduleFromForm({ ...storeFormSchema.parse(form), break_monday: false })
    expect(schedule.monday).toEqual({
      closed: false,
      first_open: '09:00',
      first_close: '12:00',
      second_open: null,
      second_close: null,
    })
    expect(schedule.tuesday).toEqual({
      closed: false,
      first_open: '09:00',
      first_close: '18:00',
      second_open: null,
      second_close: null,
    })
    expect(schedule.wednesday).toEqual({
      closed: true,
      first_open: null,
      first_close: null,
      second_open: null,
      second_close: null,
    })
    const round = formFlagsFromSchedule(scheduleFromForm(storeFormSchema.parse(form)))
    expect(round).toMatchObject({
      is_monday: true,
      break_monday: true,
      is_tuesday: true,
      break_tuesday: false,
      is_friday: false,
    })
  })
})
