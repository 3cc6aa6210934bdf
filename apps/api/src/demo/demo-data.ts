import { DEMO_ACCOUNT_IDS, DEMO_ACCOUNTS } from '@questboard/demo/accounts'
import {
  type Currency,
  EVENT_SUBTYPES,
  type EventSubtype,
  REGISTRATION_DEADLINES,
  registrationDeadline,
  STAGE_FORMATS,
  WEEKDAYS,
} from '@questboard/domain/constants'
import { CITIES, type City, type CountryCode } from '@questboard/domain/countries'
import { toWallClock, wallClockToUtc } from '@questboard/domain/datetime'
import type { StoreInformation } from '@questboard/domain/store.schema'
import type { events, users } from '../db/schema.ts'
import { GAMES } from '../games/games.data.ts'

/**
 * The demo data of DESIGN.md, made by a seeded generator: the same seed gives the same stores, players and
 * events (dates are relative to the day it runs). Seats are real: every taken seat is a registration of one
 * of the demo players, so `taken_seats` always equals the number of registration rows.
 */

export const DEMO_SEED = 20_261_122
export const DEMO_EVENT_COUNT = 320
export const DEMO_PLAYER_COUNT = 64
const PAST_DAYS = 30
const FUTURE_DAYS = 60

/** mulberry32: small, fast and good enough to scatter demo data. */
function prng(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
  const chance = (p: number) => next() < p
  return { next, int, pick, chance }
}
type Random = ReturnType<typeof prng>

export type DemoUser = Omit<typeof users.$inferInsert, 'id'>
export type DemoEvent = Omit<typeof events.$inferInsert, 'id' | 'ownerId'>

export interface DemoData {
  stores: (DemoUser & { country: CountryCode })[]
  players: DemoUser[]
  /** Each event names its store by subject and its registered players by index in `players`. */
  events: { storeSubject: string; event: DemoEvent; playerIndexes: number[] }[]
}

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

const account = (id: string) => {
  const found = DEMO_ACCOUNTS.find((entry) => entry.id === id)
  if (!found) throw new Error(`no demo account ${id}`)
  return found
}

const cityNamed = (name: string) => {
  const found = CITIES.find((city) => city.name === name)
  if (!found) throw new Error(`no preset city ${name}`)
  return found
}

const weekSchedule = (late: boolean): StoreInformation['schedule'] =>
  Object.fromEntries(
    WEEKDAYS.map((day) => {
      if (day === 'monday')
        return [
          day,
          { closed: true, first_open: null, first_close: null, second_open: null, second_close: null },
        ]
      const lunchBreak = day !== 'saturday' && day !== 'sunday'
      return [
        day,
        {
          closed: false,
          first_open: '10:00',
          first_close: lunchBreak ? '13:00' : '19:00',
          second_open: lunchBreak ? '14:00' : null,
          second_close: lunchBreak ? (late ? '23:00' : '20:00') : null,
        },
      ]
    }),
  )

const STORES: {
  subject: string
  email: string
  nickname: string
  city: string
  street: string
  postcode: string
  website: string
  phone: string
}[] = [
  {
    subject: DEMO_ACCOUNT_IDS.organizer,
    email: account(DEMO_ACCOUNT_IDS.organizer).email,
    nickname: account(DEMO_ACCOUNT_IDS.organizer).nickname,
    city: 'Paris',
    street: '12 rue des Rosiers',
    postcode: '75004',
    website: 'https://donjon-paris.example.com',
    phone: '+33 1 42 00 00 12',
  },
  {
    subject: DEMO_ACCOUNT_IDS.organizer2,
    email: account(DEMO_ACCOUNT_IDS.organizer2).email,
    nickname: account(DEMO_ACCOUNT_IDS.organizer2).nickname,
    city: 'Berlin',
    street: 'Oranienstraße 25',
    postcode: '10999',
    website: 'https://spielburg-berlin.example.com',
    phone: '+49 30 0000 2500',
  },
  {
    subject: 'demo-store-gb',
    email: 'store-london@demo.questboard.test',
    nickname: 'The Dice Vault London',
    city: 'London',
    street: '48 Camden High Street',
    postcode: 'NW1 0LT',
    website: 'https://dicevault.example.com',
    phone: '+44 20 0000 0048',
  },
  {
    subject: 'demo-store-nl',
    email: 'store-amsterdam@demo.questboard.test',
    nickname: 'De Dobbelsteen',
    city: 'Amsterdam',
    street: 'Haarlemmerstraat 81',
    postcode: '1013 EL',
    website: 'https://dobbelsteen.example.com',
    phone: '+31 20 000 0081',
  },
  {
    subject: 'demo-store-es',
    email: 'store-madrid@demo.questboard.test',
    nickname: 'La Guarida del Dado',
    city: 'Madrid',
    street: 'Calle de Fuencarral 45',
    postcode: '28004',
    website: 'https://guarida.example.com',
    phone: '+34 91 000 0045',
  },
  {
    subject: 'demo-store-us',
    email: 'store-nyc@demo.questboard.test',
    nickname: 'Meeple Corner NYC',
    city: 'New York',
    street: '210 Bleecker Street',
    postcode: '10012',
    website: 'https://meeplecorner.example.com',
    phone: '+1 212 000 0210',
  },
  {
    subject: 'demo-store-ca',
    email: 'store-toronto@demo.questboard.test',
    nickname: 'Maple Dice Toronto',
    city: 'Toronto',
    street: '560 Queen Street West',
    postcode: 'M5V 2B5',
    website: 'https://mapledice.example.com',
    phone: '+1 416 000 0560',
  },
]

const PLAYER_NAMES = [
  'Mara',
  'Tomas',
  'Ines',
  'Yuki',
  'Noah',
  'Lena',
  'Omar',
  'Sofia',
  'Pieter',
  'Chloe',
  'Diego',
  'Freya',
  'Hugo',
  'Amara',
  'Jonas',
  'Lucia',
]

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

function demoEvent(
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

/** Choose `count` distinct player indexes. */
function pickPlayers(random: Random, count: number): number[] {
  const pool = Array.from({ length: DEMO_PLAYER_COUNT }, (_, i) => i)
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random.next() * (pool.length - i))
    ;[pool[i], pool[j]] = [pool[j] as number, pool[i] as number]
  }
  return pool.slice(0, count)
}

export function demoData(now: Date, seed = DEMO_SEED): DemoData {
  const random = prng(seed)
  const stores = STORES.map((store) => {
    const city = cityNamed(store.city)
    const storeInformation: StoreInformation = {
      store_name: store.nickname,
      address: {
        street: store.street,
        street_2: null,
        city: city.name,
        postcode: store.postcode,
        region: null,
        country: city.country,
      },
      website: store.website,
      phone_number: store.phone,
      store_email: store.email,
      schedule: weekSchedule(store.city === 'Berlin'),
    }
    return {
      subject: store.subject,
      email: store.email,
      nickname: store.nickname,
      country: city.country,
      isPublic: true,
      lpOpted: true,
      storeInformation: storeInformation as Record<string, unknown>,
    }
  })
  const storeOf = new Map(stores.map((store) => [store.country, store.subject]))
  const players = Array.from({ length: DEMO_PLAYER_COUNT }, (_, i) => ({
    subject: `demo-player-${pad(i + 1)}`,
    email: `player-${pad(i + 1)}@demo.questboard.test`,
    nickname: `${PLAYER_NAMES[i % PLAYER_NAMES.length]}${Math.floor(i / PLAYER_NAMES.length) + 1}`,
    country: random.pick(['GB', 'NL', 'FR', 'ES', 'DE', 'US', 'CA']),
    birthDate: `19${random.int(70, 99)}-0${random.int(1, 9)}-1${random.int(0, 9)}`,
  }))
  const perCity = new Map<number, number>()
  const demoEvents = Array.from({ length: DEMO_EVENT_COUNT }, (_, i) => {
    // Cycling through the cities first gives every city events; the rest land anywhere.
    const city = i < CITIES.length ? (CITIES[i] as City) : random.pick(CITIES)
    const index = perCity.get(city.id) ?? 0
    perCity.set(city.id, index + 1)
    const { event, seats } = demoEvent(random, city, now, index)
    return {
      storeSubject: storeOf.get(city.country) as string,
      event: { ...event, takenSeats: seats },
      playerIndexes: pickPlayers(random, seats),
    }
  })
  return { stores, players, events: demoEvents }
}
