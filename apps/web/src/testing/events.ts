import type { EventDetail } from '@questboard/domain/event-api.schema'

/** A full address, as the API answers it. */
export const eventAddress = {
  street: '1 rue de Rivoli',
  street_2: null,
  city: 'Paris',
  postcode: '75001',
  region: null,
  country: 'FR',
}

/**
 * A Full tournament in Paris, a draft starting 2030-02-01 10:00, as `GET /api/events/{id}/` answers it, with
 * `overrides` over it.
 */
export function eventDetail(overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    id: 42,
    name: 'Weekend tournament',
    game: 3,
    game_name: 'Star Quest',
    event_start_date: '2030-02-01T10:00',
    event_type: 'Full',
    event_subtype: 'tournament',
    owner: 7,
    event_visibility: 'PUBLIC',
    awarded_xp: false,
    address: eventAddress,
    light_event: false,
    light_date: null,
    use_my_address: false,
    user_address: null,
    timezone: 'Europe/Paris',
    check_in_code: null,
    series_id: null,
    no_show_rule: 'off',
    additional_info: {
      daily_schedules: [
        { day: '2030-02-01', start_time: '10:00', end_time: '19:00' },
        { day: '2030-02-02', start_time: '10:00', end_time: '17:00' },
      ],
      stages: [
        { format: 'SE', players_min: 8, players_max: 8, order_index: 2 },
        { format: 'SW', players_min: 8, players_max: 32, order_index: 1 },
      ],
      event_end_date: '2030-02-02T17:00',
      registration_date: 'D-2',
      deck_registration_deadline: '2030-01-30T20:00',
      deck_day_of_registration: false,
      parking_available: true,
      wifi_available: false,
      language: 'fr',
      accessible_location: true,
      min_players: 8,
      max_players: 32,
      event_type: 'SW',
      event_description: 'Two days of Swiss rounds and a top 8.',
      event_price: 0,
      event_currency: null,
      send_notifications: true,
      official_event: false,
      is_bga: false,
      url: null,
    },
    status: 'draft',
    starts_at: '2030-02-01T09:00:00Z',
    ends_at: '2030-02-02T16:00:00Z',
    time_state: 'future',
    lifecycle_labels: [],
    players_count: 0,
    seats_left: 32,
    registration_deadline: '2030-01-30T09:00:00Z',
    registration_open: true,
    is_registered: false,
    store: null,
    picture: null,
    latitude: null,
    longitude: null,
    city_id: 201,
    ...overrides,
  }
}
