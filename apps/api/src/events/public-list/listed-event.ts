import { type TimeSlice, timeSliceOf } from '@questboard/domain/constants'
import type { ListedRow, OwnerStoreRow, SummaryEvent } from '../list-rows.ts'
import type { ListedFacts } from './filters.ts'
import { mercatorX, mercatorY } from './geometry.ts'

/** The few values many events share, kept once (the memory holds a quarter of a million events). */
const interned = new Map<string, string>()
function intern<Value extends string | null>(value: Value): Value {
  if (value === null) return value
  const known = interned.get(value)
  if (known !== undefined) return known as Value
  if (interned.size < 10_000) interned.set(value, value)
  return value
}

/**
 * A listed event held in memory: the row the list shows (its owner's store shared with the store's other
 * events), and the facts the filters test: those computed once stored beside it, the others read from it.
 * Updated in place when its seats or texts change; its place in the indexes is its start and its point.
 */
export class ListedEvent implements ListedFacts {
  row!: ListedRow
  id!: number
  startsAtMs!: number
  endsAtMs!: number
  startDay!: string
  timeSlice!: TimeSlice
  free!: boolean
  /** Web Mercator coordinates of the point (0…1), for the map; 0 without a point. */
  x = 0
  y = 0
  /** False once it left the memory (the spatial index may still point at it until it is rebuilt). */
  held = true

  constructor(row: ListedRow) {
    this.update(row)
  }

  update(row: ListedRow) {
    // A copy, not the driver's object: a compact object of one shape (the driver's grows key by key), and
    // the values many events share kept once.
    const { event } = row
    this.row = {
      ...row,
      event: {
        ...event,
        eventType: intern(event.eventType),
        eventSubtype: intern(event.eventSubtype),
        eventVisibility: intern(event.eventVisibility),
        countryCode: intern(event.countryCode),
        timezone: intern(event.timezone),
        currency: intern(event.currency),
        price: intern(event.price),
      } satisfies SummaryEvent,
    }
    this.id = event.id
    this.startsAtMs = event.startsAt.getTime()
    this.endsAtMs = event.endsAt.getTime()
    this.startDay = event.startLocal.slice(0, 10)
    this.timeSlice = timeSliceOf(event.startLocal.slice(11, 16))
    this.free = Number(event.price) === 0
    if (event.lat !== null && event.lng !== null) {
      this.x = mercatorX(event.lng)
      this.y = mercatorY(event.lat)
    }
  }

  get countryCode() {
    return this.row.event.countryCode
  }
  get cityId() {
    return this.row.event.cityId
  }
  get eventType() {
    return this.row.event.eventType
  }
  get eventSubtype() {
    return this.row.event.eventSubtype
  }
  get gameId() {
    return this.row.event.gameId
  }
  get ownerId() {
    return this.row.event.ownerId
  }
  get accessibleLocation() {
    return this.row.event.accessibleLocation
  }
  get officialEvent() {
    return this.row.event.officialEvent
  }
  get maxPlayers() {
    return this.row.event.maxPlayers
  }
  get takenSeats() {
    return this.row.event.takenSeats
  }
  get lat() {
    return this.row.event.lat
  }
  get lng() {
    return this.row.event.lng
  }

  /** Whether `row` keeps this event where it is in the date order and on the map. */
  staysInPlace(row: ListedRow): boolean {
    const { startsAt, lat, lng } = row.event
    return startsAt.getTime() === this.startsAtMs && lat === this.lat && lng === this.lng
  }
}

/** Whether a row read from the database belongs in the list's memory at `nowMs`. */
export const isListed = (event: SummaryEvent, nowMs: number) =>
  event.status === 'published' && event.eventVisibility === 'PUBLIC' && event.endsAt.getTime() >= nowMs

/** The list's date order: start, then id. */
export const byStart = (a: ListedEvent, b: ListedEvent) => a.startsAtMs - b.startsAtMs || a.id - b.id

export type { OwnerStoreRow }
