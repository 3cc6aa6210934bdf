import { CITIES, type City, type CountryCode } from '@questboard/domain/countries'
import type { events, users } from '../db/schema.ts'
import { demoEvent } from './demo-events.ts'
import { demoPlayers, pickPlayers } from './demo-players.ts'
import { prng } from './demo-random.ts'
import { demoStores } from './demo-stores.ts'

/**
 * The demo data of DESIGN.md, made by a seeded generator: the same seed gives the same stores, players and
 * events (dates are relative to the day it runs). Seats are real: every taken seat is a registration of one
 * of the demo players, so `taken_seats` always equals the number of registration rows.
 */

export const DEMO_SEED = 20_261_122
export const DEMO_EVENT_COUNT = 320

export type DemoUser = Omit<typeof users.$inferInsert, 'id'>
export type DemoEvent = Omit<typeof events.$inferInsert, 'id' | 'ownerId'>

export interface DemoData {
  stores: (DemoUser & { country: CountryCode })[]
  players: DemoUser[]
  /** Each event names its store by subject and its registered players by index in `players`. */
  events: { storeSubject: string; event: DemoEvent; playerIndexes: number[] }[]
}

export function demoData(now: Date, seed = DEMO_SEED): DemoData {
  const random = prng(seed)
  const stores = demoStores()
  const storeOf = new Map(stores.map((store) => [store.country, store.subject]))
  const players = demoPlayers(random)
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
