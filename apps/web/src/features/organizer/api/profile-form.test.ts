import { storeFormSchema } from '@questboard/domain/store.schema'
import { describe, expect, it } from 'vitest'
import type { Profile } from './profile'
import { profileFormData, profileFormValues, storeInformationBody } from './profile-form'

const closed = { closed: true, first_open: null, first_close: null, second_open: null, second_close: null }

const profile: Profile = {
  id: 7,
  nickname: 'Le Donjon de Paris',
  email: 'organizer@questboard.test',
  is_public: true,
  lp_opted: false,
  no_show_rule: 'off',
  store_logo: '/uploads/logo.png',
  store_photo: null,
  logo_url: '/uploads/logo.png',
  store_information: {
    store_name: 'Le Donjon',
    address: {
      street: '1 rue de Rivoli',
      street_2: null,
      city: 'Paris',
      postcode: '75001',
      region: null,
      country: 'FR',
    },
    website: 'https://donjon.example',
    phone_number: null,
    store_email: null,
    schedule: {
      monday: closed,
      tuesday: {
        closed: false,
        first_open: '10:00',
        first_close: '12:30',
        second_open: '14:00',
        second_close: '19:00',
      },
      // Stored as open but with one first time missing: the spec counts it as closed.
      wednesday: {
        closed: false,
        first_open: '10:00',
        first_close: null,
        second_open: null,
        second_close: null,
      },
      // A half break (one second time) is no break.
      thursday: {
        closed: false,
        first_open: '10:00',
        first_close: '19:00',
        second_open: '20:00',
        second_close: null,
      },
    },
  },
}

const parse = (values: unknown) => storeFormSchema.parse(values)

describe('profileFormValues', () => {
  const values = profileFormValues(profile)

  it('derives the closed and break flags of each weekday from the stored times (spec §3)', () => {
    expect(values.is_monday).toBe(false)
    expect(values.is_tuesday).toBe(true)
    expect(values.break_tuesday).toBe(true)
    expect(values.is_wednesday).toBe(false)
    expect(values.is_thursday).toBe(true)
    expect(values.break_thursday).toBe(false)
    expect(values.is_sunday).toBe(false)
  })

  it('keeps the times of open slots only, and shows blanks for nulls', () => {
    expect(values.store_information.schedule.tuesday).toEqual({
      first_open: '10:00',
      first_close: '12:30',
      second_open: '14:00',
      second_close: '19:00',
    })
    expect(values.store_information.schedule.wednesday.first_open).toBe('')
    expect(values.store_information.schedule.thursday.second_open).toBe('')
    expect(values.store_information.address.street_2).toBe('')
    expect(values.store_information.phone_number).toBe('')
  })

  it('starts an empty form for a profile without store information', () => {
    const empty = profileFormValues({ ...profile, store_information: null })
    expect(empty.store_information.store_name).toBe('')
    expect(empty.is_friday).toBe(false)
    expect(empty.is_public).toBe(true)
  })

  it('reads the United Kingdom as GB', () => {
    const uk = profileFormValues({
      ...profile,
      store_information: {
        ...profile.store_information,
        address: { ...profile.store_information?.address, country: 'uk' } as never,
      },
    })
    expect(uk.store_information.address.country).toBe('GB')
  })
})

describe('storeInformationBody', () => {
  it('gives the stored schedule: closed days and unused breaks with null times', () => {
    const values = profileFormValues(profile)
    values.is_monday = true
    values.store_information.schedule.monday = {
      first_open: '09:00',
      first_close: '18:00',
      second_open: '19:00',
      second_close: '20:00',
    }
    values.break_tuesday = false
    const body = storeInformationBody(parse(values))
    expect(body.schedule.monday).toEqual({
      closed: false,
      first_open: '09:00',
      first_close: '18:00',
      second_open: null,
      second_close: null,
    })
    expect(body.schedule.tuesday).toEqual({
      closed: false,
      first_open: '10:00',
      first_close: '12:30',
      second_open: null,
      second_close: null,
    })
    expect(body.schedule.sunday).toEqual(closed)
  })

  it('sends blank optional fields as null', () => {
    const body = storeInformationBody(parse(profileFormValues(profile)))
    expect(body.address.street_2).toBeNull()
    expect(body.phone_number).toBeNull()
    expect(body.website).toBe('https://donjon.example')
  })

  it('round-trips a stored profile', () => {
    const body = storeInformationBody(parse(profileFormValues(profile)))
    expect(profileFormValues({ ...profile, store_information: body })).toEqual(profileFormValues(profile))
  })
})

describe('profileFormData', () => {
  it('sends lp_opted as lp_opted_in and store_information as JSON', () => {
    const values = { ...profileFormValues(profile), lp_opted: true }
    const body = profileFormData(parse(values))
    expect(body.get('is_public')).toBe('true')
    expect(body.get('lp_opted_in')).toBe('true')
    expect(body.has('lp_opted')).toBe(false)
    expect(JSON.parse(String(body.get('store_information'))).store_name).toBe('Le Donjon')
  })

  it('leaves the logo out to keep it, sends "" to delete it and the file to replace it', () => {
    const values = profileFormValues(profile)
    expect(profileFormData(parse(values)).has('store_logo')).toBe(false)
    expect(profileFormData(parse({ ...values, store_logo: '' })).get('store_logo')).toBe('')
    const logo = new File([new Uint8Array([1, 2, 3])], 'logo.png', { type: 'image/png' })
    const sent = profileFormData(parse({ ...values, store_logo: logo })).get('store_logo')
    expect(sent).toBeInstanceOf(File)
    expect((sent as File).name).toBe('logo.png')
  })
})
