// Longer than 300 lines: every rule of the event form (spec §3), field by field, over one valid event.
import { describe, expect, it } from 'vitest'
import { toFieldErrors } from './error-body'
import { type EventFormContext, eventFormSchema, eventTimeZone } from './event.schema'

// 12:00 in Paris.
const now = new Date('2025-05-01T10:00:00Z')
const schema = eventFormSchema({ now })

const address = {
  street: '12 rue de la Paix',
  street_2: '',
  city: 'Paris',
  postcode: '75002',
  region: '',
  country: 'FR',
}

const full = {
  name: 'Spring Cup',
  game: 3,
  event_type: 'Full',
  event_subtype: 'tournament',
  event_start_date: '2025-06-01T10:00',
  timezone: 'Europe/Paris',
  address,
  additional_info: {
    event_end_date: '2025-06-01T18:00',
    language: 'fr',
    min_players: 4,
    max_players: 16,
    event_description: 'A friendly tournament.',
    event_price: 10,
    event_currency: 'EUR',
  },
}

const light = {
  name: 'Casual night',
  game: '11',
  event_type: 'Light',
  event_subtype: 'demo',
  light_date: '2025-06-01',
  address,
  additional_info: { url: 'https://shop.example.com/events/42' },
}

type Patch = Record<string, unknown>
const withInfo = (info: Patch, base: Patch = full) => ({
  ...base,
  additional_info: { ...(base.additional_info as Patch), ...info },
})
const errorsOf = (value: unknown, context?: EventFormContext) => {
  const result = (context ? eventFormSchema(context) : schema).safeParse(value)
  return result.success ? {} : toFieldErrors(result.error)
}
const errorAt = (value: unknown, path: string) => errorsOf(value)[path]

describe('eventFormSchema: accepted bodies', () => {
  it('accepts a full event and fills the defaults', () => {
    const event = schema.parse(full)
    expect(event).toMatchObject({ event_type: 'Full', event_visibility: 'PUBLIC', use_my_address: false })
    expect(event.additional_info).toMatchObject({
      event_type: 'SW',
      stages: [],
      daily_schedules: [],
      parking_available: false,
      wifi_available: false,
      accessible_location: false,
      send_notifications: false,
      official_event: false,
      is_bga: false,
      deck_day_of_registration: false,
    })
  })

  it('accepts a light event without the full-event fields', () => {
    const event = schema.parse(light)
    expect(event.game).toBe(11)
    expect(event.event_type).toBe('Light')
  })

  it('defaults event_type to Full', () => {
    const { event_type, ...rest } = full
    expect(schema.parse(rest).event_type).toBe('Full')
  })

  it('takes a blank fee as a free event (price 0, no currency needed)', () => {
    for (const event_price of ['', null, undefined, Number.NaN]) {
      const event = schema.parse(withInfo({ event_price, event_currency: '' }))
      expect(event.additional_info.event_price).toBe(0)
      expect(event.additional_info.event_currency).toBeNull()
    }
    expect(schema.parse(withInfo({ event_price: 0, event_currency: null })).additional_info.event_price).toBe(
      0,
    )
    const { event_price, event_currency, ...info } = full.additional_info
    expect(schema.parse({ ...full, additional_info: info }).additional_info.event_price).toBe(0)
  })

  it('reads form strings: numbers, flags, country alias, longer datetimes', () => {
    const event = schema.parse({
      ...withInfo({ min_players: '0', max_players: '0', event_price: '12.5', parking_available: 'true' }),
      event_start_date: '2025-06-01T10:00:00',
      address: { ...address, country: 'uk' },
    })
    expect(event.additional_info).toMatchObject({
      min_players: 0,
      max_players: 0,
      event_price: 12.5,
      parking_available: true,
    })
    expect(event.event_start_date).toBe('2025-06-01T10:00')
    expect(event.address?.country).toBe('GB')
    expect(schema.parse({ ...light, light_date: '2025-06-01T00:00:00' }).light_date).toBe('2025-06-01')
  })

  it('accepts every optional section', () => {
    const event = schema.parse(
      withInfo({
        daily_schedules: [{ day: '2025-06-01', start_time: '10:00', end_time: '18:00' }],
        stages: [
          { format: 'SE', players_min: 4, players_max: 8, order_index: 0 },
          { players_min: '2', players_max: '' },
        ],
        registration_date: 'D-2',
        deck_registration_deadline: '2025-05-30T20:00',
        deck_day_of_registration: true,
        transportation_options: 'Metro line 3',
        materials_required: 'Your deck',
        prize_description: 'p'.repeat(1000),
        url: 'https://shop.example.com',
        event_start_timestamp: '2025-06-01T08:00:00Z',
      }),
    )
    expect(event.additional_info.stages[1]).toEqual({ format: 'SW', players_min: 2, players_max: null })
    expect(event.additional_info.registration_date).toBe('D-2')
  })

  it('accepts every deadline option, visibility and subtype', () => {
    for (const option of ['H-1', 'H-2', 'H-6', 'H-12', 'D-2', 'D-3', 'D-5', 'D-10']) {
      expect(schema.safeParse(withInfo({ registration_date: option })).success).toBe(true)
    }
    for (const event_subtype of ['tournament', 'prerelease', 'demo', 'painting', 'other']) {
      expect(schema.safeParse({ ...full, event_subtype, event_visibility: 'PRIVATE' }).success).toBe(true)
    }
  })

  it('drops fields the client may not set', () => {
    const event = schema.parse({ ...full, owner: 99, awarded_xp: true, id: 5 })
    expect(event).not.toHaveProperty('owner')
    expect(event).not.toHaveProperty('awarded_xp')
  })
})

describe('eventFormSchema: main information', () => {
  it.each([
    ['name', '', 'validation.requiredLength', { min: 1, max: 200 }],
    ['name', ' ', 'validation.requiredLength', { min: 1, max: 200 }],
    ['name', 'n'.repeat(201), 'validation.requiredLength', { min: 1, max: 200 }],
    ['name', undefined, 'validation.required', {}],
    ['game', undefined, 'validation.required', {}],
    ['game', '', 'validation.required', {}],
    ['game', 'chess', 'validation.choice', {}],
    ['game', 1.5, 'validation.integer', {}],
    ['event_subtype', undefined, 'validation.required', {}],
    ['event_subtype', '', 'validation.required', {}],
    ['event_subtype', 'lan-party', 'validation.choice', {}],
    ['event_type', 'External', 'validation.choice', {}],
    ['event_visibility', 'SECRET', 'validation.choice', {}],
    ['timezone', 'Mars/Base', 'validation.timezone', {}],
    ['use_my_address', 'maybe', 'validation.invalid', {}],
    // A NUL character cannot be stored (PostgreSQL refuses it in text and jsonb).
    ['name', 'Spring\u0000Cup', 'validation.invalid', {}],
  ])('%s = %j → %s', (field, value, key, params) => {
    expect(errorAt({ ...full, [field]: value }, field)).toEqual({ key, params })
  })

  it('accepts a 200-character name', () => {
    expect(schema.safeParse({ ...full, name: 'n'.repeat(200) }).success).toBe(true)
  })
})

describe('eventFormSchema: start at least 1 h from now', () => {
  it('requires the start date of a full event', () => {
    expect(errorAt({ ...full, event_start_date: '' }, 'event_start_date')).toEqual({
      key: 'validation.required',
      params: {},
    })
    expect(errorAt({ ...full, event_start_date: undefined }, 'event_start_date')).toEqual({
      key: 'validation.required',
      params: {},
    })
  })

  it('refuses a malformed start date', () => {
    expect(errorAt({ ...full, event_start_date: '01/06/2025 10:00' }, 'event_start_date')).toEqual({
      key: 'validation.dateTime',
      params: {},
    })
  })

  it('accepts exactly one hour ahead, venue time', () => {
    // now = 12:00 in Paris
    expect(
      errorAt(
        { ...withInfo({ event_end_date: '2025-05-01T14:00' }), event_start_date: '2025-05-01T13:00' },
        'event_start_date',
      ),
    ).toBeUndefined()
  })

  it('refuses less than one hour ahead, and the past', () => {
    for (const start of ['2025-05-01T12:59', '2025-05-01T12:00', '2025-04-30T13:00']) {
      expect(errorAt({ ...full, event_start_date: start }, 'event_start_date')).toEqual({
        key: 'validation.startTooSoon',
        params: {},
      })
    }
  })

  it('reads the start in the venue time zone', () => {
    // now is 10:00Z. 12:30 in Paris is 10:30Z (too soon); 12:30 in London is 11:30Z (fine).
    const start = '2025-05-01T12:30'
    expect(
      errorAt({ ...full, event_start_date: start, timezone: 'Europe/Paris' }, 'event_start_date')?.key,
    ).toBe('validation.startTooSoon')
    expect(
      errorAt({ ...full, event_start_date: start, timezone: 'Europe/London' }, 'event_start_date'),
    ).toBeUndefined()
    // Without a zone, the address's country gives it.
    const inLondon = {
      ...full,
      timezone: undefined,
      address: { ...address, country: 'GB' },
      event_start_date: start,
    }
    expect(errorAt(inLondon, 'event_start_date')).toBeUndefined()
  })

  it('uses the first daily schedule start time on the start date', () => {
    const schedules = [{ day: '2025-05-01', start_time: '12:30', end_time: '20:00' }]
    const body = {
      ...withInfo({ daily_schedules: schedules, event_end_date: '2025-05-01T20:00' }),
      event_start_date: '2025-05-01T18:00',
    }
    expect(errorAt(body, 'event_start_date')?.key).toBe('validation.startTooSoon')
  })

  it('skips the rule when asked (updates)', () => {
    expect(
      errorsOf(
        {
          ...full,
          event_start_date: '2025-04-01T10:00',
          additional_info: { ...full.additional_info, event_end_date: '2025-04-01T18:00' },
        },
        { now, requireFutureStart: false },
      ),
    ).toEqual({})
  })

  it('starts a light event on its light_date (midnight, venue time)', () => {
    expect(errorAt({ ...light, light_date: '' }, 'light_date')).toEqual({
      key: 'validation.required',
      params: {},
    })
    expect(errorAt({ ...light, light_date: '2025-05-01' }, 'light_date')).toEqual({
      key: 'validation.startTooSoon',
      params: {},
    })
    expect(errorAt({ ...light, light_date: '2025-05-02' }, 'light_date')).toBeUndefined()
    expect(errorAt({ ...light, light_date: '2025-02-30' }, 'light_date')).toEqual({
      key: 'validation.date',
      params: {},
    })
    // 00:00 on 2 May in Paris is 22:00Z on 1 May: 12 h ahead. With now at 21:30Z it is too soon.
    expect(
      errorsOf({ ...light, light_date: '2025-05-02' }, { now: new Date('2025-05-01T21:30:00Z') }),
    ).toEqual({
      light_date: { key: 'validation.startTooSoon', params: {} },
    })
  })
})

describe('eventFormSchema: light events', () => {
  it('requires a valid public URL', () => {
    expect(errorAt(withInfo({ url: '' }, light), 'additional_info.url')).toEqual({
      key: 'validation.required',
      params: {},
    })
    expect(errorAt(withInfo({ url: undefined }, light), 'additional_info.url')).toEqual({
      key: 'validation.required',
      params: {},
    })
    expect(errorAt(withInfo({ url: 'shop.example.com' }, light), 'additional_info.url')).toEqual({
      key: 'validation.url',
      params: {},
    })
    expect(errorAt(withInfo({ url: 'http://localhost/x' }, light), 'additional_info.url')).toEqual({
      key: 'validation.url',
      params: {},
    })
  })

  it('does not need the start date, end date, language, players or description', () => {
    expect(errorsOf(light)).toEqual({})
  })
})

describe('eventFormSchema: full events', () => {
  it.each([
    [{ event_end_date: '' }, 'event_end_date', 'validation.required', {}],
    [{ event_end_date: '2025-06-01 18:00' }, 'event_end_date', 'validation.dateTime', {}],
    [{ event_end_date: '2025-06-01T10:59' }, 'event_end_date', 'validation.endTooSoon', {}],
    [{ event_end_date: '2025-05-31T18:00' }, 'event_end_date', 'validation.endTooSoon', {}],
    [{ event_price: 5, event_currency: '' }, 'event_currency', 'validation.currencyRequired', {}],
    [{ event_price: '0.5', event_currency: null }, 'event_currency', 'validation.currencyRequired', {}],
    [{ event_currency: 'JPY' }, 'event_currency', 'validation.choice', {}],
    [{ event_price: -1 }, 'event_price', 'validation.minValue', { min: 0 }],
    [{ event_price: 'free' }, 'event_price', 'validation.invalid', {}],
    [{ event_price: 100_000.01 }, 'event_price', 'validation.maxValue', { max: 100_000 }],
    [{ language: '' }, 'language', 'validation.required', {}],
    [{ language: 'fr_FR!' }, 'language', 'validation.language', {}],
    [{ min_players: '' }, 'min_players', 'validation.requiredMinValue', { min: 0 }],
    [{ min_players: null }, 'min_players', 'validation.requiredMinValue', { min: 0 }],
    [{ min_players: -1 }, 'min_players', 'validation.minValue', { min: 0 }],
    [{ min_players: 1.5 }, 'min_players', 'validation.integer', {}],
    [{ min_players: 'four' }, 'min_players', 'validation.integer', {}],
    [{ min_players: 3e9, max_players: 3e9 }, 'min_players', 'validation.maxValue', { max: 100_000 }],
    [{ max_players: 100_001 }, 'max_players', 'validation.maxValue', { max: 100_000 }],
    [{ event_description: 'Swiss\u0000rounds' }, 'event_description', 'validation.invalid', {}],
    [{ max_players: '' }, 'max_players', 'validation.required', {}],
    [{ max_players: 3 }, 'max_players', 'validation.maxBelowMin', {}],
    [{ event_description: '' }, 'event_description', 'validation.required', {}],
    [{ event_description: '   ' }, 'event_description', 'validation.required', {}],
    [{ prize_description: 'p'.repeat(1001) }, 'prize_description', 'validation.maxLength', { max: 1000 }],
    [{ registration_date: 'H-3' }, 'registration_date', 'validation.choice', {}],
    [{ deck_registration_deadline: 'tomorrow' }, 'deck_registration_deadline', 'validation.dateTime', {}],
    [{ parking_available: 'yes' }, 'parking_available', 'validation.invalid', {}],
    [{ url: 'ftp://example.com' }, 'url', 'validation.url', {}],
    [{ event_type: 'XX' }, 'event_type', 'validation.choice', {}],
  ])('%j → %s: %s', (info, field, key, params) => {
    expect(errorAt(withInfo(info), `additional_info.${field}`)).toEqual({ key, params })
  })

  it('accepts an end exactly one hour after the start, and max = min', () => {
    expect(errorsOf(withInfo({ event_end_date: '2025-06-01T11:00', max_players: 4 }))).toEqual({})
    expect(errorsOf(withInfo({ min_players: 0, max_players: 0 }))).toEqual({})
  })

  it('accepts the highest player counts and fee', () => {
    expect(errorsOf(withInfo({ min_players: 100_000, max_players: 100_000, event_price: '100000' }))).toEqual(
      {},
    )
  })

  it('ends with the last daily schedule end time on the end date', () => {
    const daily_schedules = [
      { day: '2025-06-01', start_time: '10:00', end_time: '18:00' },
      { day: '2025-06-02', start_time: '10:00', end_time: '10:30' },
    ]
    expect(
      errorAt(
        withInfo({ daily_schedules, event_end_date: '2025-06-01T23:00' }),
        'additional_info.event_end_date',
      ),
    ).toEqual({
      key: 'validation.endTooSoon',
      params: {},
    })
    expect(errorsOf(withInfo({ daily_schedules, event_end_date: '2025-06-02T23:00' }))).toEqual({})
  })

  it('lets empty optional texts pass', () => {
    expect(
      errorsOf(withInfo({ prize_description: '', materials_required: '  ', transportation_options: null })),
    ).toEqual({})
  })

  it('checks the players of light events too when both are given', () => {
    expect(
      errorAt(withInfo({ min_players: 5, max_players: 2 }, light), 'additional_info.max_players'),
    ).toEqual({
      key: 'validation.maxBelowMin',
      params: {},
    })
  })
})

describe('eventFormSchema: stages and daily schedules', () => {
  it.each([
    [{ format: 'XX' }, 'stages.0.format', 'validation.choice', {}],
    [{ players_min: 8, players_max: 4 }, 'stages.0.players_max', 'validation.maxBelowMin', {}],
    [{ order_index: -1 }, 'stages.0.order_index', 'validation.minValue', { min: 0 }],
    [{ players_min: 2.5 }, 'stages.0.players_min', 'validation.integer', {}],
    [{ players_max: 100_001 }, 'stages.0.players_max', 'validation.maxValue', { max: 100_000 }],
  ])('stage %j → %s', (stage, path, key, params) => {
    expect(errorAt(withInfo({ stages: [stage] }), `additional_info.${path}`)).toEqual({ key, params })
  })

  it.each([
    [{ day: '', start_time: '10:00', end_time: '12:00' }, 'day', 'validation.required'],
    [{ day: '2025-02-30', start_time: '10:00', end_time: '12:00' }, 'day', 'validation.date'],
    [{ day: '2025-06-01', start_time: '25:00', end_time: '12:00' }, 'start_time', 'validation.time'],
    [{ day: '2025-06-01', start_time: '10:00' }, 'end_time', 'validation.required'],
  ])('daily schedule %j → %s: %s', (schedule, field, key) => {
    expect(
      errorAt(withInfo({ daily_schedules: [schedule] }), `additional_info.daily_schedules.0.${field}`),
    ).toEqual({
      key,
      params: {},
    })
  })

  it('refuses a non-list', () => {
    expect(errorAt(withInfo({ stages: 'SW' }), 'additional_info.stages')).toEqual({
      key: 'validation.invalid',
      params: {},
    })
  })
})

describe('eventFormSchema: address', () => {
  it.each([
    ['street', '', 'validation.requiredLength', { min: 1, max: 300 }],
    ['street', 's'.repeat(301), 'validation.requiredLength', { min: 1, max: 300 }],
    ['street_2', 's'.repeat(301), 'validation.maxLength', { max: 300 }],
    ['city', '', 'validation.requiredLength', { min: 1, max: 100 }],
    ['city', 'c'.repeat(101), 'validation.requiredLength', { min: 1, max: 100 }],
    ['postcode', '', 'validation.requiredLength', { min: 1, max: 20 }],
    ['postcode', '1'.repeat(21), 'validation.requiredLength', { min: 1, max: 20 }],
    ['country', '', 'validation.required', {}],
    ['country', 'IT', 'validation.choice', {}],
    ['region', 'r'.repeat(101), 'validation.maxLength', { max: 100 }],
  ])('%s = %j → %s', (field, value, key, params) => {
    expect(errorAt({ ...full, address: { ...address, [field]: value } }, `address.${field}`)).toEqual({
      key,
      params,
    })
  })

  it('accepts the bounds', () => {
    const bounds = {
      street: 's'.repeat(300),
      street_2: 's'.repeat(300),
      city: 'c'.repeat(100),
      postcode: '1'.repeat(20),
      country: 'DE',
    }
    expect(errorsOf({ ...full, timezone: undefined, address: bounds })).toEqual({})
  })

  it('requires an address unless use_my_address', () => {
    expect(Object.keys(errorsOf({ ...full, address: null }))).toEqual([
      'address.street',
      'address.city',
      'address.postcode',
      'address.country',
    ])
    expect(errorsOf({ ...full, address: null, use_my_address: true })).toEqual({})
    expect(errorsOf({ ...full, address: undefined, use_my_address: 'true' })).toEqual({})
  })

  it('still limits the lengths under use_my_address', () => {
    expect(
      errorAt({ ...full, use_my_address: true, address: { street: 's'.repeat(301) } }, 'address.street'),
    ).toEqual({
      key: 'validation.maxLength',
      params: { max: 300 },
    })
  })
})

describe('eventFormSchema: errors all at once', () => {
  it('reports field errors and cross-field errors together', () => {
    const errors = errorsOf({ ...withInfo({ max_players: 1, event_price: 3, event_currency: '' }), name: '' })
    expect(Object.keys(errors).sort()).toEqual([
      'additional_info.event_currency',
      'additional_info.max_players',
      'name',
    ])
  })

  it('reports a non-object body once, at the root', () => {
    expect(errorsOf(null)).toEqual({ '': { key: 'validation.required', params: {} } })
    expect(errorsOf('event')).toEqual({ '': { key: 'validation.invalid', params: {} } })
  })
})

describe('eventTimeZone', () => {
  it('prefers the event zone, then the country, then the fallback, then UTC', () => {
    expect(eventTimeZone({ timezone: 'America/Denver', address: { country: 'US' } })).toBe('America/Denver')
    expect(eventTimeZone({ timezone: 'nope', address: { country: 'US' } })).toBe('America/New_York')
    expect(eventTimeZone({ address: { country: 'uk' } })).toBe('Europe/London')
    expect(eventTimeZone({ address: null }, 'Europe/Berlin')).toBe('Europe/Berlin')
    expect(eventTimeZone({})).toBe('UTC')
  })
})
