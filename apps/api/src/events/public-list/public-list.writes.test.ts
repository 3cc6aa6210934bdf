import type { EventMap, EventPage } from '@questboard/domain/event-api.schema'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { events } from '../../db/schema.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { createEvent, createUser, register, wallClockIn } from '../../testing/factories.ts'
import { getJson } from '../../testing/get-json.ts'
import { seedManyEvents } from '../../testing/many-events.ts'
import { serverDatabaseOf } from '../../testing/server-database.ts'
import type { PublicEventFilters } from './filters.ts'
import { createListedEventsRepository } from './listed-events.repository.ts'
import { createPublicListRepository } from './public-list.repository.ts'
import { createPublicList } from './public-list.ts'

// A write changes what it changes: after each one, the memory (whose kept filter sets, counts and indexes
// are updated in place, never rebuilt) answers exactly as the database.

let app: TestApp
beforeAll(async () => {
  app = await buildTestApp()
  await seedManyEvents(app.db, 1500)
})
afterAll(() => app.close())

type Search = Omit<PublicEventFilters, 'now'> & { near?: { lat: number; lng: number } }

describe('the memory under interleaved writes', () => {
  test('seats, edits, a new start, a move, a cancellation, an event ending: same answers as the database', async () => {
    const store = await createUser(app.db, { store: 'Writes Store' })
    let clock = Date.now()
    const database = createPublicListRepository(app.db)
    const memory = createPublicList(app.db, { now: () => clock })
    await memory.warm()
    const searches: Search[] = [
      {},
      { isFree: true, eventType: 'Full' },
      { seatsAvailable: true },
      { seatsAvailable: false, countryCode: 'FR' },
      { ownerId: store.id },
      { ownerId: store.id, isFree: true },
      { timeSlice: 'evening', near: { lat: 48.8, lng: 2.3 } },
      { isFree: true, near: { lat: 48.86, lng: 2.35 } },
      { eventType: 'Full', seatsAvailable: true, near: { lat: 40, lng: -3 } },
    ]
    let checks = 0
    const compare = async (step: string) => {
      for (const { near, ...search } of searches) {
        const filters = { ...search, now: new Date(clock) }
        const page = { limit: 20, offset: 0 }
        const expected = await database.listPublic(filters, { near, page })
        const actual = await memory.list(filters, { near, page })
        const label = `${step}: ${JSON.stringify({ search, near })}`
        expect(actual.count, label).toBe(expected.count)
        expect(
          actual.rows.map((row) => [
            row.event.id,
            row.event.takenSeats,
            row.event.name,
            Number(row.event.price),
          ]),
          label,
        ).toEqual(
          expected.rows.map((row) => [
            row.event.id,
            row.event.takenSeats,
            row.event.name,
            Number(row.event.price),
          ]),
        )
        checks += 1
      }
    }
    const change = (values: Partial<typeof events.$inferInsert>) =>
      app.db.update(events).set(values).where(eq(events.id, target.id))

    // Asked once before any write, so every write below has kept counts and selections to update.
    await compare('loaded')
    const target = await createEvent(app.db, store.id, {
      maxPlayers: 2,
      price: '0',
      start: wallClockIn(1, '19:00'),
    })
    await compare('a new event')
    const players = [await createUser(app.db), await createUser(app.db)]
    await register(app.db, target.id, [players[0]?.id as number])
    await compare('a seat taken')
    await register(app.db, target.id, [players[1]?.id as number])
    await compare('the last seat taken')
    await change({ price: '12.50', currency: 'EUR', name: 'Renamed event' })
    await compare('no longer free, renamed')
    await change({
      startLocal: wallClockIn(3, '09:00'),
      startsAt: new Date(clock + 3 * 86_400_000),
      endsAt: new Date(clock + 3 * 86_400_000 + 7_200_000),
    })
    await compare('another start')
    await change({ lat: 48.87, lng: 2.36 })
    await compare('moved')
    await change({ status: 'cancelled' })
    await compare('cancelled')
    await change({ status: 'published', price: '0' })
    await compare('published again, free')
    await change({ startsAt: new Date(clock - 3_600_000), endsAt: new Date(clock + 1_000) })
    await compare('under way')
    clock += 2_000
    await compare('ended')
    expect(checks).toBe(searches.length * 11)
    await memory.close()
  })
})

describe('a bulk import between two looks', () => {
  test('the events written are read back however many they are (more ids than one statement takes)', async () => {
    const store = await createUser(app.db, { store: 'Bulk Store' })
    const written = await createEvent(app.db, store.id, { name: 'Imported event' })
    // What a look reports after an import of 70,000 events: their ids (here one real, the others gone since).
    const ids = Array.from({ length: 70_000 }, (_, i) => written.id + 1_000_000 + i)
    ids[41_000] = written.id
    const rows = await createListedEventsRepository(app.db).eventsByIds(ids)
    expect(rows.map(({ row }) => row.event.name)).toEqual(['Imported event'])
  })
})

describe('how stale the memory may be (stalenessMs)', () => {
  test("another instance's write shows once the staleness passed; a caller's own write at once", async () => {
    const store = await createUser(app.db, { store: 'Staleness Store' })
    const first = await createEvent(app.db, store.id, { name: 'Before' })
    let clock = Date.now()
    const list = createPublicList(app.db, { stalenessMs: 100, now: () => clock })
    await list.warm()
    const names = async (callerId?: number) => {
      const filters = { ownerId: store.id, now: new Date(clock) }
      const { rows } = await list.list(filters, { page: { limit: 5, offset: 0 }, callerId })
      return rows.map((row) => row.event.name)
    }
    expect(await names()).toEqual(['Before'])

    // Written elsewhere (another instance, a job): within the staleness the memory answers as it was…
    await app.db.update(events).set({ name: 'Elsewhere' }).where(eq(events.id, first.id))
    clock += 50
    expect(await names()).toEqual(['Before'])
    // … once it passed, the next list starts a look (answering from the memory while it runs, within a second's
    // grace), and the write shows as soon as that look is done…
    clock += 60
    await expect.poll(() => names()).toEqual(['Elsewhere'])
    // … and past the grace, a list waits for the look.
    await app.db.update(events).set({ name: 'Later' }).where(eq(events.id, first.id))
    clock += 1200
    expect(await names()).toEqual(['Later'])
    await app.db.update(events).set({ name: 'Elsewhere' }).where(eq(events.id, first.id))
    clock += 1200
    expect(await names()).toEqual(['Elsewhere'])

    // Written through this instance by a signed-in caller: that caller's next list looks first, however recent
    // the last look; anyone else's answers from the memory within the staleness.
    const writer = await createUser(app.db)
    await app.db.update(events).set({ name: 'Mine' }).where(eq(events.id, first.id))
    list.written(writer.id)
    clock += 1
    expect(await names()).toEqual(['Elsewhere'])
    expect(await names(writer.id)).toEqual(['Mine'])

    // Written by no known caller: every next list looks first.
    await app.db.update(events).set({ name: 'Here' }).where(eq(events.id, first.id))
    list.written()
    clock += 1
    expect(await names()).toEqual(['Here'])
    await list.close()
  })
})

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'the memory while a long transaction holds the horizon back',
  () => {
    test('every write to one event is read, even when the same event was reported unchanged before', async () => {
      const server = await serverDatabaseOf(app)
      const store = await createUser(app.db, { store: 'Held Back Store' })
      const event = await createEvent(app.db, store.id, { maxPlayers: 10 })
      const memory = createPublicList(app.db)
      await memory.warm()
      const seats = async () =>
        (await memory.list({ ownerId: store.id, now: new Date() }, { page: { limit: 9, offset: 0 } })).rows[0]
          ?.event.takenSeats
      try {
        // A transaction left open elsewhere: no snapshot's xmin passes it while it runs.
        await server.client.query('BEGIN')
        await server.client.query('SELECT pg_current_xact_id()')
        for (let taken = 1; taken <= 3; taken++) {
          await register(app.db, event.id, [(await createUser(app.db)).id])
          expect(await seats()).toBe(taken)
          // Asked again with nothing new: the same writes are reported, and skipped.
          expect(await seats()).toBe(taken)
        }
      } finally {
        await server.client.query('ROLLBACK')
        await server.client.end()
        await memory.close()
      }
    })
  },
)

const map = (query: string) => getJson<EventMap>(app, `/api/events/event_locations/?${query}`)
const list = (query: string) => getJson<EventPage>(app, `/api/events/?${query}`)
const total = (answer: EventMap) =>
  answer.events.length + answer.clusters.reduce((sum, cluster) => sum + cluster.count, 0)

describe('GET /api/events/event_locations/ with a box', () => {
  test("the clusters' counts and the events add up to the list's count for the same filters", async () => {
    // The bench's events end on the minute: an answer is compared with the list's count only when the count
    // did not change around it.
    const steady = async (query: string, answer: () => Promise<EventMap>) => {
      for (;;) {
        const before = (await list(`${query}&page_size=1`)).count
        const map = await answer()
        if ((await list(`${query}&page_size=1`)).count === before) return { count: before, map }
      }
    }
    for (const filters of ['', 'is_free=true&event_type=Full', 'country=FR&seats_available=true']) {
      for (const zoom of [0, 3, 8, 13]) {
        const { count, map: answer } = await steady(filters, () =>
          map(`bbox=-180,-90,180,90&zoom=${zoom}&${filters}`),
        )
        expect(answer.count, `${filters} at ${zoom}`).toBe(count)
        expect(total(answer), `${filters} at ${zoom}`).toBe(count)
      }
    }
  })

  test('a box counts exactly the listed events inside it', async () => {
    const box = { west: -5, south: 40, east: 10, north: 50 }
    const listedInside = () =>
      app.db
        .execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM events WHERE status = 'published'
        AND event_visibility = 'PUBLIC' AND ends_at >= now() AND price = 0
        AND lat BETWEEN ${box.south} AND ${box.north} AND lng BETWEEN ${box.west} AND ${box.east}`)
        .then((result) => result.rows[0]?.count)
    // Events of the tests above may end meanwhile: the answer lies between the counts before and after it.
    const before = await listedInside()
    const answer = await map(`bbox=${box.west},${box.south},${box.east},${box.north}&zoom=6&is_free=true`)
    const after = await listedInside()
    expect(answer.count).toBeLessThanOrEqual(before ?? 0)
    expect(answer.count).toBeGreaterThanOrEqual(after ?? 0)
    expect(after).toBeGreaterThan(0)
    expect(total(answer)).toBe(answer.count)
  })

  test('a box crossing the antimeridian holds both sides of it', async () => {
    const store = await createUser(app.db, { store: 'Pacific Store' })
    const fiji = await createEvent(app.db, store.id, {
      lat: -17.7,
      lng: 179.5,
      countryCode: null,
      cityId: null,
    })
    const samoa = await createEvent(app.db, store.id, {
      lat: -14,
      lng: -179.5,
      countryCode: null,
      cityId: null,
    })
    const across = await map(`bbox=179,-20,-179,-10&zoom=9&owner=${store.id}`)
    expect(across.count).toBe(2)
    expect(across.events.map((event) => event.id).sort()).toEqual([fiji.id, samoa.id].sort())
    expect((await map(`bbox=-179,-20,179,-10&zoom=9&owner=${store.id}`)).count).toBe(0)
  })

  test('a start_date reaching into the past is grouped by the database, ended events of that day included', async () => {
    const store = await createUser(app.db, { store: 'Morning Store' })
    const ended = await createEvent(app.db, store.id, { start: wallClockIn(0, '00:00'), hours: 1 })
    await app.db
      .update(events)
      .set({ startsAt: sql`now() - interval '3 hours'`, endsAt: sql`now() - interval '2 hours'` })
      .where(eq(events.id, ended.id))
    await createEvent(app.db, store.id)
    const from = wallClockIn(-1).slice(0, 10)
    const answer = await map(`bbox=-180,-90,180,90&zoom=3&owner=${store.id}&start_date=${from}`)
    expect(answer.count).toBe((await list(`owner=${store.id}&start_date=${from}`)).count)
    expect(answer.count).toBe(2)
    expect(total(answer)).toBe(2)
  })

  test('400 naming the parameter for a bad box or zoom', async () => {
    for (const [query, field] of [
      ['bbox=1,2,3', 'bbox'],
      ['bbox=10,50,20,40', 'bbox'],
      ['bbox=-200,0,10,10', 'bbox'],
      ['bbox=a,b,c,d', 'bbox'],
      ['zoom=3', 'bbox'],
      ['bbox=0,0,10,10&zoom=99', 'zoom'],
    ] as const) {
      const response = await app.inject({ method: 'GET', url: `/api/events/event_locations/?${query}` })
      expect(response.statusCode, query).toBe(400)
      expect(Object.keys(response.json()), query).toEqual([field])
    }
  })
})
