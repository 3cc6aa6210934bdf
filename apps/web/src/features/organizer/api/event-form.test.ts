import { eventFormSchema } from '@questboard/domain/event.schema'
import { describe, expect, it } from 'vitest'
import { eventAddress as address, eventDetail } from '../../../testing/events'
import {
  addressValues,
  duplicateFormValues,
  type EventFormValues,
  eventFormValuesFromDetail,
  eventRequestBody,
  newEventFormValues,
} from './event-form'

const now = new Date('2030-01-01T10:00:00Z')
const parse = (values: EventFormValues, requireFutureStart = true) =>
  eventFormSchema({ now, requireFutureStart }).parse(values)

const detail = eventDetail()

describe('duplicateFormValues', () => {
  const copy = duplicateFormValues(detail)

  it('keeps what the event is, and clears every date', () => {
    expect(copy).toMatchObject({
      name: 'Weekend tournament',
      game: '3',
      event_type: 'Full',
      timezone: 'Europe/Paris',
    })
    expect(copy.address.city).toBe('Paris')
    expect(copy.additional_info).toMatchObject({
      max_players: '32',
      registration_date: 'D-2',
      language: 'fr',
    })
    expect(copy.additional_info.stages).toHaveLength(2)
    expect([copy.event_start_date, copy.light_date, copy.additional_info.event_end_date]).toEqual([
      '',
      '',
      '',
    ])
    expect(copy.additional_info.deck_registration_deadline).toBe('')
    expect(copy.additional_info.daily_schedules).toEqual([])
  })

  it('is refused by the form until its dates are chosen', () => {
    expect(() => parse(copy)).toThrow()
    const dated = {
      ...copy,
      event_start_date: '2030-03-01T10:00',
      additional_info: { ...copy.additional_info, event_end_date: '2030-03-01T18:00' },
    }
    expect(() => parse(dated)).not.toThrow()
  })
})

describe('eventFormValuesFromDetail', () => {
  const values = eventFormValuesFromDetail(detail)

  it('gives texts for the inputs and a blank fee for a free event', () => {
    expect(values.game).toBe('3')
    expect(values.additional_info.min_players).toBe('8')
    expect(values.additional_info.event_price).toBe('')
    expect(values.additional_info.event_currency).toBe('')
    expect(values.address.street_2).toBe('')
    expect(values.owner).toBeNull()
  })

  it('lists the stages in their order', () => {
    expect(values.additional_info.stages.map((stage) => stage.format)).toEqual(['SW', 'SE'])
  })

  it('is a valid form again (with the start rule off, as on an edit)', () => {
    expect(() => parse(values, false)).not.toThrow()
  })

  it('shows a paid event with its price and currency', () => {
    const paid = eventFormValuesFromDetail({
      ...detail,
      additional_info: { ...detail.additional_info, event_price: 12.5, event_currency: 'EUR' },
    })
    expect(paid.additional_info.event_price).toBe('12.5')
    expect(paid.additional_info.event_currency).toBe('EUR')
  })

  it('shows the store address for an event at the store', () => {
    const atStore = eventFormValuesFromDetail({
      ...detail,
      use_my_address: true,
      address: { ...address, street: null, city: null, postcode: null },
      user_address: address,
    })
    expect(atStore.address.city).toBe('Paris')
  })

  it('reads a light event from its light date', () => {
    const light = eventFormValuesFromDetail({
      ...detail,
      event_type: 'Light',
      light_event: true,
      light_date: '2030-03-01',
      event_start_date: '2030-03-01T00:00',
    })
    expect(light.light_date).toBe('2030-03-01')
    expect(light.event_start_date).toBe('')
  })
})

describe('eventRequestBody', () => {
  it('numbers the stages in the order of the form and saves a blank fee as 0', () => {
    const values = eventFormValuesFromDetail(detail)
    const body = eventRequestBody(parse(values, false), values)
    expect(body.additional_info.stages.map((stage) => [stage.format, stage.order_index])).toEqual([
      ['SW', 1],
      ['SE', 2],
    ])
    expect(body.additional_info.event_price).toBe(0)
    expect(body.game).toBe(3)
    expect(body.light_event).toBe(false)
    expect(body.owner).toBeUndefined()
  })

  it('starts a light event on its light date', () => {
    const values: EventFormValues = {
      ...newEventFormValues(addressValues(address)),
      name: 'Online qualifier',
      game: '3',
      event_type: 'Light',
      event_subtype: 'other',
      light_date: '2030-03-01',
      address: {
        ...newEventFormValues(addressValues(address)).address,
        street: '1 rue de Rivoli',
        city: 'Paris',
        postcode: '75001',
      },
    }
    values.additional_info.url = 'https://example.com/register'
    const body = eventRequestBody(parse(values), values)
    expect(body.event_type).toBe('Light')
    expect(body.light_event).toBe(true)
    expect(body.event_start_date).toBe('2030-03-01T00:00')
    expect(body.light_date).toBe('2030-03-01')
  })

  it('drops the light date of a full event', () => {
    const values = { ...eventFormValuesFromDetail(detail), light_date: '2030-03-01' }
    expect(eventRequestBody(parse(values, false), values).light_date).toBeNull()
  })

  it('names the new owner when an admin reassigns the event', () => {
    const values = { ...eventFormValuesFromDetail(detail), owner: { id: 9, nickname: 'Spielburg Berlin' } }
    expect(eventRequestBody(parse(values, false), values).owner).toBe(9)
  })

  it('takes the default zone of the country when none is chosen', () => {
    const values = { ...eventFormValuesFromDetail(detail), timezone: '' }
    expect(eventRequestBody(parse(values, false), values).timezone).toBe('Europe/Paris')
  })
})

describe('newEventFormValues', () => {
  it('starts a full Swiss event in the store country and its zone, with no minimum', () => {
    const values = newEventFormValues({ country: 'ES' })
    expect(values.event_type).toBe('Full')
    expect(values.additional_info.event_type).toBe('SW')
    expect(values.address.country).toBe('ES')
    expect(values.timezone).toBe('Europe/Madrid')
    expect(values.additional_info.min_players).toBe('0')
    expect(values.event_visibility).toBe('PUBLIC')
  })

  it('is refused as incomplete until filled in', () => {
    const result = eventFormSchema({ now }).safeParse(newEventFormValues({ country: 'FR' }))
    expect(result.success).toBe(false)
  })
})
