import type { EventMap } from '@questboard/domain/event-api.schema'
import type { MapBox } from '@questboard/domain/map-box'
import { describe, expect, test } from 'vitest'
import { prng } from '../../testing/many-events.ts'
import type { ListedRow } from '../list-rows.ts'
import type { PublicEventFilters } from './filters.ts'
import { distanceM, mercatorX, mercatorY } from './geometry.ts'
import { createListedMemory } from './listed-memory.ts'
import { createMapView, toMapPoint } from './map-view.ts'

const NOW = Date.parse('2030-01-01T00:00:00Z')

/** Events all over the world (poles and antimeridian included), held by a memory of their own. */
function memoryOf(count: number, seed: number) {
  const random = prng(seed)
  const rows: ListedRow[] = Array.from({ length: count }, (_, i) => {
    const startsAt = new Date(NOW + random() * 90 * 86_400_000)
    const row = {
      game: { id: 1, name: 'Game', art: null },
      owner: { id: 1, isPublic: true, storeLogo: null, storePhoto: null, storeInformation: null },
      event: {
        id: i + 1,
        ownerId: 1,
        name: `Event ${i + 1}`,
        gameId: 1,
        eventType: random() < 0.8 ? 'Full' : 'Light',
        eventSubtype: 'tournament',
        status: 'published',
        eventVisibility: 'PUBLIC',
        address: { city: 'Town' },
        countryCode: null,
        cityId: null,
        lat: random() < 0.02 ? 86 + random() * 4 : -89 + random() * 175,
        lng: random() < 0.1 ? 179 + random() : -180 + random() * 360,
        timezone: 'UTC',
        startLocal: startsAt.toISOString().slice(0, 16),
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3_600_000),
        lightDate: null,
        registrationDeadline: null,
        maxPlayers: 16,
        takenSeats: 0,
        heldSeats: 0,
        price: random() < 0.5 ? '0' : '5.00',
        currency: null,
        accessibleLocation: false,
        officialEvent: false,
        cover: null,
        additionalInfo: {},
      },
    } satisfies ListedRow
    return row
  })
  const memory = createListedMemory()
  memory.loadBatch(rows, NOW)
  memory.loaded(NOW)
  return { memory, rows }
}

/** The view as the memory fills it, and as every event in the box, one by one, fills it. */
function bothWays(
  { memory, rows }: ReturnType<typeof memoryOf>,
  filters: PublicEventFilters,
  box: MapBox,
  zoom: number,
): [EventMap, EventMap] {
  const fromMemory = createMapView(box, zoom)
  memory.fillMap(filters, box, undefined, fromMemory)
  const oneByOne = createMapView(box, zoom)
  const crosses = box.west > box.east
  for (const row of rows) {
    const { id, price } = row.event
    const [lat, lng] = [row.event.lat as number, row.event.lng as number]
    if (filters.isFree !== undefined && (Number(price) === 0) !== filters.isFree) continue
    const inLongitude = crosses ? lng >= box.west || lng <= box.east : lng >= box.west && lng <= box.east
    if (lat >= box.south && lat <= box.north && inLongitude)
      oneByOne.add(id, lat, lng, mercatorX(lng), mercatorY(lat))
  }
  const points = (view: typeof fromMemory) =>
    new Map(
      view
        .singleIds()
        .map((id) => [id, toMapPoint(memory.event(id) as NonNullable<ReturnType<typeof memory.event>>)]),
    )
  return [fromMemory.answer(points(fromMemory)), oneByOne.answer(points(oneByOne))]
}

const shape = (answer: EventMap) => ({
  count: answer.count,
  clusters: answer.clusters.map((cluster) => cluster.count).sort((a, b) => a - b),
  events: answer.events.map((event) => event.id).sort((a, b) => a - b),
})

describe("the memory's indexes", () => {
  test('a wide view read cell by cell and its border event by event equals the events of the box one by one', () => {
    const held = memoryOf(30_000, 5)
    const random = prng(9)
    let compared = 0
    for (let i = 0; i < 120; i++) {
      const west = -180 + random() * 360
      const width = random() < 0.2 ? 360 : random() * 200
      const south = -90 + random() * 150
      const box = {
        west,
        east: west + width > 180 ? west + width - 360 : west + width,
        south,
        north: Math.min(90, south + random() * 120),
      }
      const zoom = Math.floor(random() * 9)
      const filters: PublicEventFilters = { now: new Date(NOW), ...(random() < 0.5 ? { isFree: true } : {}) }
      const [fromGrid, oneByOne] = bothWays(held, filters, box, zoom)
      expect(shape(fromGrid), JSON.stringify({ box, zoom, filters })).toEqual(shape(oneByOne))
      if (fromGrid.count > 1_000) compared += 1
    }
    expect(compared).toBeGreaterThan(40)
  })

  test('the grid follows the events leaving and coming back', () => {
    const held = memoryOf(10_000, 6)
    const box = { west: -180, south: -90, east: 180, north: 90 }
    const filters = { now: new Date(NOW) }
    const before = bothWays(held, filters, box, 2)[0].count
    // Every event ending in the first day leaves; the grid made before they left must forget them.
    held.memory.prune(NOW + 86_400_000)
    const after = createMapView(box, 2)
    held.memory.fillMap(filters, box, undefined, after)
    const left = held.rows.filter((row) => row.event.endsAt.getTime() < NOW + 86_400_000).length
    expect(left).toBeGreaterThan(0)
    expect(after.answer(new Map()).count).toBe(before - left)
  })

  test("a large filter set's nearest events come from its own tree, and follow events leaving and joining it", () => {
    const { memory, rows } = memoryOf(12_000, 8)
    const random = prng(4)
    const filters: PublicEventFilters = { now: new Date(NOW), isFree: true }
    const nearest = (near: { lat: number; lng: number }) =>
      rows
        .filter((row) => Number(row.event.price) === 0)
        .map((row) => ({
          id: row.event.id,
          metres: distanceM(near.lat, near.lng, row.event.lat as number, row.event.lng as number),
        }))
        .sort((a, b) => a.metres - b.metres)
        .slice(0, 20)
        .map(({ id }) => id)
    const compare = () => {
      for (let i = 0; i < 30; i++) {
        const near = { lat: -60 + random() * 120, lng: -180 + random() * 360 }
        const { events, count } = memory.list(filters, { near, page: { limit: 20, offset: 0 } })
        expect(events.map((event) => event.id)).toEqual(nearest(near))
        expect(count).toBe(rows.filter((row) => Number(row.event.price) === 0).length)
      }
    }
    compare()
    // Prices change back and forth: events leave the set and join it again, in place.
    for (let round = 0; round < 3; round++) {
      const changed = rows.filter(() => random() < 0.2)
      for (const row of changed)
        row.event = { ...row.event, price: Number(row.event.price) === 0 ? '5.00' : '0' }
      memory.apply(changed, NOW)
      compare()
    }
  })
})
