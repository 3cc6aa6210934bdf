/**
 * One demo event in a preset city: full or light, past or upcoming (relative to `now`), with its price,
 * format, deadline and practical information drawn from the seeded generator.
 */
import {
  type Currency,
  EVENT_SUBTYPES,
  type EventSubtype,
  REGISTRATION_DEADLINES,
  registrationDeadline,
  STAGE_FORMATS,
} from '@questboard/domain/constants'
import type { City, CountryCode } from '@questboard/domain/countries'
import { toWallClock, wallClockToUtc } from '@questboard/domain/datetime'
import { GAMES } from '../games/games.data.ts'
import type { DemoEvent } from './demo-data.ts'
import type { Random } from './demo-random.ts'

const PAST_DAYS = 30
const FUTURE_DAYS = 60

const CURRENCY: Record<CountryCode, Currency> = {
  GB: 'GBP',
  NL: 'EUR',
  FR: 'EUR',
  ES: 'EUR',
  DE: 'EUR',
  US: 'USD',
  CA: 'CAD',
}
const LANGUAGE: Record<CountryCode, string> = {
  GB: 'en',
  NL: 'nl',
  FR: 'fr',
  ES: 'es',
  DE: 'de',
  US: 'en',
  CA: 'en',
}

const SUBTYPE_TITLES: Record<EventSubtype, readonly string[]> = {
  tournament: ['Friday Night Tournament', 'Store Championship', 'Weekend Open', 'League Night'],
  prerelease: ['Prerelease', 'Launch Weekend', 'Early Access Prerelease'],
  demo: ['Learn to Play', 'Demo Afternoon', 'Starter Deck Demo'],
  painting: ['Painting Workshop', 'Brush & Banter', 'Miniature Painting Night'],
  other: ['Casual Game Night', 'Trading Meetup', 'Community Day'],
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
const pad = (n: number) => String(n).padStart(2, '0')

export function demoEvent(
  random: Random,
  city: City,
  now: Date,
  index: number,
): { event: DemoEvent; seats: number } {
  const game = random.pick(GAMES)
  const subtype = random.pick(EVENT_SUBTYPES)
  const light = random.chance(0.18)
  const today = toWallClock(now, city.timezone).slice(0, 10)
  // The first events of each city start in the coming days, so every store has something upcoming.
  const offset = index < 2 ? random.int(2, 20) : random.int(-PAST_DAYS, FUTURE_DAYS)
  const date = addDays(today, offset)
  const jitter = () => (random.next() - 0.5) * 0.08
  const address = {
    street: `${random.int(1, 180)} ${random.pick(['Market Street', 'Station Road', 'Main Street', 'High Street', 'Park Lane'])}`,
    street_2: null,
    city: city.name,
    postcode: String(random.int(10000, 99999)),
    region: null,
    country: city.country,
  }
  const common = {
    name: `${game.name} ${random.pick(SUBTYPE_TITLES[subtype])}`,
    gameId: game.id,
    eventSubtype: subtype,
    status: 'published' as const,
    eventVisibility: 'PUBLIC',
    address,
    countryCode: city.country,
    cityId: city.id,
    lat: Math.round((city.lat + jitter()) * 1e6) / 1e6,
    lng: Math.round((city.lng + jitter()) * 1e6) / 1e6,
    timezone: city.timezone,
    accessibleLocation: random.chance(0.5),
    officialEvent: random.chance(0.3),
    publishedAt: now,
  }
  if (light) {
    return {
      seats: 0,
      event: {
        ...common,
        eventType: 'Light',
        startLocal: `${date}T00:00`,
        startsAt: wallClockToUtc(`${date}T00:00`, city.timezone),
        endsAt: wallClockToUtc(`${date}T23:59`, city.timezone),
        lightDate: date,
        maxPlayers: null,
        additionalInfo: {
          url: `https://events.example.com/${game.id}/${index}`,
          event_description: `Drop in and play ${game.name} at your own pace.`,
          language: LANGUAGE[city.country],
        },
      },
    }
  }
  const hour = random.pick([10, 11, 14, 15, 18, 19, 20])
  const minute = random.pick([0, 30])
  const startTime = `${pad(hour)}:${pad(minute)}`
  const endTime = `${pad(Math.min(hour + random.int(3, 6), 23))}:${pad(minute)}`
  const startsAt = wallClockToUtc(`${date}T${startTime}`, city.timezone)
  const maxPlayers = random.pick([8, 12, 16, 24, 32, 48, 64])
  const nearlyFull = random.chance(0.15)
  const seats = nearlyFull ? maxPlayers - random.int(0, 1) : random.int(0, Math.floor(maxPlayers * 0.6))
  const format = random.pick(STAGE_FORMATS)
  const deadline = random.chance(0.6) ? random.pick(REGISTRATION_DEADLINES) : null
  const paying = random.chance(0.6)
  const cancelled = offset > 0 && random.chance(0.03)
  return {
    seats: cancelled ? 0 : seats,
    event: {
      ...common,
      status: cancelled ? 'cancelled' : 'published',
      cancelledAt: cancelled ? now : null,
      eventType: 'Full',
      startLocal: `${date}T${startTime}`,
      startsAt,
      endsAt: wallClockToUtc(`${date}T${endTime}`, city.timezone),
      registrationDeadline: deadline ? registrationDeadline(deadline, startsAt) : null,
      minPlayers: random.pick([0, 0, 4]),
      maxPlayers,
      price: paying ? random.pick(['5', '8', '10', '12', '15', '20', '25']) : '0',
      currency: paying ? CURRENCY[city.country] : null,
      additionalInfo: {
        daily_schedules: [{ day: date, start_time: startTime, end_time: endTime }],
        stages: [{ format, players_min: 2, players_max: maxPlayers, order_index: 0 }],
        event_end_date: `${date}T${endTime}`,
        registration_date: deadline,
        deck_registration_deadline: null,
        deck_day_of_registration: random.chance(0.5),
        parking_available: random.chance(0.4),
        wifi_available: random.chance(0.7),
        transportation_options: random.chance(0.5) ? 'Metro and bus stops nearby.' : null,
        language: LANGUAGE[city.country],
        event_type: format,
        event_description: `${game.name} ${subtype} for every level. Bring your friends!`,
        prize_description: subtype === 'tournament' ? 'Booster packs and a trophy for the winner.' : null,
        materials_required:
          subtype === 'painting' ? 'Brushes are provided; bring a miniature.' : 'Your own deck or army.',
        send_notifications: true,
        is_bga: false,
        url: null,
      },
    },
  }
}
