import { EVENT_SUBTYPES, TIME_SLICES } from '@questboard/domain/constants'
import type { EventPage } from '@questboard/domain/event-api.schema'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { events, users } from '../../db/schema.ts'
import { anotherInstance, buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { createEvent, createUser, follow, register, wallClockIn } from '../../testing/factories.ts'
import { getJson } from '../../testing/get-json.ts'
import { prng, seedManyEvents } from '../../testing/many-events.ts'
import type { PublicEventFilters } from './filters.ts'
import { createPublicListRepository } from './public-list.repository.ts'
import { createPublicList } from './public-list.ts'

// The list answered from memory must be the list the database answers, and as fresh.

let app: TestApp
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

const list = (query: string, on: TestApp = app) => getJson<EventPage>(on, `/api/events/?${query}`)

describe('the memory of listed events answers as the database does', () => {
  test('every filter, both orders, several pages: same events, same order, same count', async () => {
    await seedManyEvents(app.db, 3000)
    // The bench's events have no preset city and a few time zones: give some of them cities, and a caller
    // favourite stores, so those filters are compared too.
    await app.db.execute(sql`UPDATE events SET city_id = (ARRAY[201, 202, 203])[1 + id % 3] WHERE id % 4 = 0`)
    const fan = await createUser(app.db)
    for (const store of await app.db.select({ id: users.id }).from(users).limit(40)) {
      if (store.id % 3 === 0) await follow(app.db, fan.id, store.id)
    }
    const fromDatabase = createPublicListRepository(app.db)
    const fromMemory = createPublicList(app.db)
    await fromMemory.warm()

    const random = prng(11)
    const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T
    const maybe = <T>(value: () => T, chance = 0.3) => (random() < chance ? value() : undefined)
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
    const now = new Date()
    let compared = 0
    for (let i = 0; i < 180; i++) {
      const filters: PublicEventFilters = {
        countryCode: maybe(() => pick(['FR', 'US'])),
        cityId: maybe(() => pick([201, 202, 203]), 0.1),
        eventType: maybe(() => pick(['Full', 'Light'] as const)),
        eventSubtype: maybe(() => pick(EVENT_SUBTYPES)),
        gameId: maybe(() => 1 + Math.floor(random() * 11), 0.2),
        isFree: maybe(() => random() < 0.5),
        accessibleLocation: maybe(() => random() < 0.5, 0.2),
        officialEvent: maybe(() => random() < 0.5, 0.2),
        seatsAvailable: maybe(() => random() < 0.5),
        timeSlice: maybe(() => pick(TIME_SLICES)),
        startDate: maybe(() => day(2 + Math.floor(random() * 30)), 0.2),
        endDate: maybe(() => day(10 + Math.floor(random() * 60)), 0.2),
        favoritesOf: maybe(() => fan.id, 0.1),
        now,
      }
      const point = () => ({ lat: 30 + random() * 25, lng: -120 + random() * 140 })
      // Around a point where the seeded events are (Europe or North America), so most radii hold some.
      const seeded = () =>
        random() < 0.5
          ? { lat: 40 + random() * 14, lng: -5 + random() * 20 }
          : { lat: 30 + random() * 20, lng: -115 + random() * 45 }
      filters.radius = maybe(() => ({ center: seeded(), metres: pick([300, 800, 1500]) * 1000 }), 0.25)
      const near = maybe(point, 0.6)
      // The list's point measures the distances whatever the order (the radius's center, or another).
      const from = near ?? filters.radius?.center
      const pageSize = pick([9, 50])
      const page = { limit: pageSize, offset: pageSize * Math.floor(random() * 3) }
      const callerId = filters.favoritesOf ?? maybe(() => fan.id, 0.2)
      const expected = await fromDatabase.listPublic(filters, { near, from, page, callerId })
      const actual = await fromMemory.list(filters, { near, from, page, callerId })
      const label = JSON.stringify({ filters, near, from, page })
      expect(actual.count, label).toBe(expected.count)
      expect(
        actual.rows.map((row) => row.event.id),
        label,
      ).toEqual(expected.rows.map((row) => row.event.id))
      actual.rows.forEach((row, n) => {
        const other = expected.rows[n]
        expect(row.isFavorite, label).toBe(other?.isFavorite)
        expect(row.isRegistered, label).toBe(other?.isRegistered)
        expect(row.owner, label).toEqual(other?.owner)
        if (from) expect(Math.abs((row.distanceM ?? 0) - (other?.distanceM ?? 0)), label).toBeLessThan(0.5)
      })
      if (expected.rows.length > 0) compared += 1
    }
    // Many of the random searches found something to compare (about 85 of 180: how many depends on the day the
    // test runs, since the seeded events are spread around now and the ended ones are not listed).
    expect(compared).toBeGreaterThan(60)
  })

  test('a start_date that may reach into the past goes to the database (ended events are not held)', async () => {
    const owner = (await createUser(app.db, { store: 'Past Store' })).id
    const past = await createEvent(app.db, owner, { start: wallClockIn(-2) })
    const today = await createEvent(app.db, owner, { start: wallClockIn(0, '00:00'), hours: 1 })
    const from = wallClockIn(-2).slice(0, 10)
    const page = await list(`owner=${owner}&start_date=${from}`)
    expect(page.results.map((event) => event.id)).toEqual([past.id, today.id])
  })
})

describe('the memory of listed events is as fresh as the database', () => {
  test('every write committed before a request is in its answer', async () => {
    const store = await createUser(app.db, { store: 'Fresh Store' })
    const query = `owner=${store.id}&page_size=50`
    expect((await list(query)).count).toBe(0)

    const event = await createEvent(app.db, store.id, { maxPlayers: 2 })
    const first = await list(query)
    expect(first.results.map((listed) => listed.id)).toEqual([event.id])
    expect(first.results[0]?.seats_left).toBe(2)

    const players = [await createUser(app.db), await createUser(app.db)]
    await register(app.db, event.id, [players[0]?.id as number])
    expect((await list(query)).results[0]?.seats_left).toBe(1)
    await register(app.db, event.id, [players[1]?.id as number])
    expect((await list(`${query}&seats_available=true`)).count).toBe(0)
    expect((await list(`${query}&seats_available=false`)).count).toBe(1)

    await app.db
      .update(users)
      .set({ storeInformation: { store_name: 'Renamed Store' } })
      .where(eq(users.id, store.id))
    expect((await list(query)).results[0]?.store?.name).toBe('Renamed Store')

    await app.db.update(events).set({ eventVisibility: 'PRIVATE' }).where(eq(events.id, event.id))
    expect((await list(query)).count).toBe(0)
    await app.db.update(events).set({ eventVisibility: 'PUBLIC' }).where(eq(events.id, event.id))
    expect((await list(query)).count).toBe(1)

    // Moved into the past (as the end-to-end hook does): ended events are never listed.
    await app.db
      .update(events)
      .set({ startsAt: sql`now() - interval '3 hours'`, endsAt: sql`now() - interval '1 hour'` })
      .where(eq(events.id, event.id))
    expect((await list(query)).count).toBe(0)
  })

  test('an event ending while held leaves the list at its end, without any write', async () => {
    const store = await createUser(app.db, { store: 'Ending Store' })
    const endsSoon = await createEvent(app.db, store.id, { start: wallClockIn(0, '00:00'), hours: 1 })
    await app.db
      .update(events)
      .set({ startsAt: sql`now() - interval '1 hour'`, endsAt: sql`now() + interval '1 second'` })
      .where(eq(events.id, endsSoon.id))
    expect((await list(`owner=${store.id}`)).count).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    const page = await list(`owner=${store.id}`)
    expect(page.count).toBe(0)
    expect(page.results).toEqual([])
  })

  test("another instance's writes are seen by the next request (each instance has its own memory)", async () => {
    // On PGlite, where the second instance is the app itself, only `otherMemory` is another memory, and
    // the writes through the second instance are left out.
    const second = await anotherInstance(app)
    try {
      const store = await createUser(app.db, { store: 'Shared Store' })
      const query = `owner=${store.id}`
      const otherMemory = createPublicList(second.instance.db)
      await otherMemory.warm()
      const otherCount = async () =>
        (await otherMemory.list({ ownerId: store.id, now: new Date() }, { page: { limit: 9, offset: 0 } }))
          .count
      expect(await otherCount()).toBe(0)
      expect((await list(query)).count).toBe(0)
      const event = await createEvent(app.db, store.id)
      expect(await otherCount()).toBe(1)
      await app.db.update(events).set({ status: 'cancelled' }).where(eq(events.id, event.id))
      expect(await otherCount()).toBe(0)
      if (second.instance !== app) {
        await createEvent(second.instance.db, store.id)
        expect((await list(query)).count).toBe(1)
        expect((await list(query, second.instance)).count).toBe(1)
      }
    } finally {
      await second.close()
    }
  })

  test('requests arriving together share looks and all see the write before them', async () => {
    const store = await createUser(app.db, { store: 'Busy Store' })
    await createEvent(app.db, store.id)
    const pages = await Promise.all(Array.from({ length: 30 }, () => list(`owner=${store.id}`)))
    expect(pages.every((page) => page.count === 1)).toBe(true)
    await createEvent(app.db, store.id)
    const after = await Promise.all(Array.from({ length: 30 }, () => list(`owner=${store.id}`)))
    expect(after.every((page) => page.count === 2)).toBe(true)
  })
})
