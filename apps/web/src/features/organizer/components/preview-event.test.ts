import { describe, expect, it } from 'vitest'
import { newEventFormValues } from '../api/event-form'
import type { Profile } from '../api/profile'
import { previewEventDetail } from './preview-event'

const store = {
  street: '1 rue de Rivoli',
  street_2: '',
  city: 'Paris',
  postcode: '75001',
  region: '',
  country: 'FR',
}
const games = [
  { id: 1, name: 'Crownfall Chronicles', art: null },
  { id: 11, name: 'Other', art: null },
]
const now = new Date('2030-01-01T10:00:00Z')

function fullEvent() {
  const values = newEventFormValues(store)
  return {
    ...values,
    name: 'Spring tournament',
    game: '1',
    event_subtype: 'tournament' as const,
    event_start_date: '2030-02-01T14:00',
    use_my_address: true,
    additional_info: {
      ...values.additional_info,
      event_end_date: '2030-02-01T18:00',
      registration_date: 'D-2',
      max_players: '16',
      min_players: '4',
      event_price: '8',
      event_currency: 'EUR',
      stages: [{ format: 'SE' as const, players_min: '2', players_max: '8', order_index: '' }],
    },
  }
}

describe('previewEventDetail', () => {
  it('reads the form as the API would answer the published event', () => {
    const event = previewEventDetail(fullEvent(), { games, storeAddress: store, now })
    expect(event).toMatchObject({
      id: 0,
      name: 'Spring tournament',
      game: 1,
      game_name: 'Crownfall Chronicles',
      status: 'published',
      time_state: 'future',
      // 14:00 in Paris in winter is 13:00 UTC; D-2 is 48 hours before.
      starts_at: '2030-02-01T13:00:00.000Z',
      ends_at: '2030-02-01T17:00:00.000Z',
      registration_deadline: '2030-01-30T13:00:00.000Z',
      seats_left: 16,
      registration_open: true,
      lifecycle_labels: [],
      address: { street: '1 rue de Rivoli', city: 'Paris', street_2: null, country: 'FR' },
      additional_info: { max_players: 16, min_players: 4, event_price: 8, event_currency: 'EUR' },
    })
    expect(event.additional_info.stages).toEqual([
      { format: 'SE', players_min: 2, players_max: 8, order_index: 1 },
    ])
  })

  it('shows a new event with the public store of the organizer, an edit with its saved players', () => {
    const profile: Profile = {
      id: 7,
      nickname: 'Le Donjon',
      email: 'store@example.com',
      is_public: true,
      lp_opted: false,
      no_show_rule: 'off',
      store_logo: null,
      logo_url: null,
      store_photo: null,
      store_information: { store_name: 'Le Donjon', address: store, website: 'https://donjon.example' },
    }
    const fresh = previewEventDetail(fullEvent(), { games, storeAddress: store, profile, now })
    expect(fresh.store).toMatchObject({ id: 7, name: 'Le Donjon', website: 'https://donjon.example' })
    expect(
      previewEventDetail(fullEvent(), {
        games,
        storeAddress: store,
        profile: { ...profile, is_public: false },
        now,
      }).store,
    ).toBeNull()

    const saved = { ...fresh, id: 42, players_count: 16, store: null }
    const edit = previewEventDetail(fullEvent(), { games, storeAddress: store, saved, now })
    expect(edit).toMatchObject({ id: 42, players_count: 16, seats_left: 0, lifecycle_labels: ['sold_out'] })
  })

  it('leaves the times blank while the form has no date, and a light event on its day', () => {
    expect(previewEventDetail(newEventFormValues(store), { games, storeAddress: store, now })).toMatchObject({
      starts_at: '',
      ends_at: '',
      registration_deadline: null,
    })
    const light = {
      ...newEventFormValues(store),
      event_type: 'Light' as const,
      light_date: '2030-03-01',
      additional_info: { ...newEventFormValues(store).additional_info, url: 'https://tickets.example' },
    }
    expect(previewEventDetail(light, { games, storeAddress: store, now })).toMatchObject({
      light_event: true,
      light_date: '2030-03-01',
      seats_left: null,
      starts_at: '2030-02-28T23:00:00.000Z',
      additional_info: { url: 'https://tickets.example' },
    })
  })
})
