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
    // Not the driver's objects: a compact event of one shape (the driver's grows key by key), its instants kept
    // as numbers (a Date weighs ~100 bytes; three per event are a quarter of the memory), the values many
    // events share kept once.
    const { event } = row
    this.row = { ...row, event: new HeldEvent(event) }
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

/** The additional info of most events: nothing (shared, never changed: the presenter copies it). */
const NO_ADDITIONAL_INFO = Object.freeze({ event_end_date: null, url: null })
const isNoAdditionalInfo = (info: Record<string, unknown>) =>
  Object.keys(info).length === 2 && info.event_end_date == null && info.url == null

/**
 * The summary columns of a held event, as the list shows them: the instants as epoch milliseconds, read as
 * Dates (made on demand: the presenter formats a page's events, not the memory's quarter million).
 */
class HeldEvent implements SummaryEvent {
  id: SummaryEvent['id']
  ownerId: SummaryEvent['ownerId']
  name: SummaryEvent['name']
  gameId: SummaryEvent['gameId']
  eventType: SummaryEvent['eventType']
  eventSubtype: SummaryEvent['eventSubtype']
  status: SummaryEvent['status']
  eventVisibility: SummaryEvent['eventVisibility']
  address: SummaryEvent['address']
  countryCode: SummaryEvent['countryCode']
  cityId: SummaryEvent['cityId']
  lat: SummaryEvent['lat']
  lng: SummaryEvent['lng']
  timezone: SummaryEvent['timezone']
  startLocal: SummaryEvent['startLocal']
  lightDate: SummaryEvent['lightDate']
  maxPlayers: SummaryEvent['maxPlayers']
  takenSeats: SummaryEvent['takenSeats']
  heldSeats: SummaryEvent['heldSeats']
  price: SummaryEvent['price']
  currency: SummaryEvent['currency']
  accessibleLocation: SummaryEvent['accessibleLocation']
  officialEvent: SummaryEvent['officialEvent']
  cover: SummaryEvent['cover']
  additionalInfo: SummaryEvent['additionalInfo']
  private readonly startsAtMs: number
  private readonly endsAtMs: number
  private readonly registrationDeadlineMs: number | null

  constructor(event: SummaryEvent) {
    this.id = event.id
    this.ownerId = event.ownerId
    this.name = event.name
    this.gameId = event.gameId
    this.eventType = intern(event.eventType)
    this.eventSubtype = intern(event.eventSubtype)
    this.status = event.status
    this.eventVisibility = intern(event.eventVisibility)
    this.address = event.address
    this.countryCode = intern(event.countryCode)
    this.cityId = event.cityId
    this.lat = event.lat
    this.lng = event.lng
    this.timezone = intern(event.timezone)
    this.startLocal = event.startLocal
    this.lightDate = event.lightDate
    this.maxPlayers = event.maxPlayers
    this.takenSeats = event.takenSeats
    this.heldSeats = event.heldSeats
    this.price = intern(event.price)
    this.currency = intern(event.currency)
    this.accessibleLocation = event.accessibleLocation
    this.officialEvent = event.officialEvent
    this.cover = event.cover
    this.additionalInfo = isNoAdditionalInfo(event.additionalInfo) ? NO_ADDITIONAL_INFO : event.additionalInfo
    this.startsAtMs = event.startsAt.getTime()
    this.endsAtMs = event.endsAt.getTime()
    this.registrationDeadlineMs = event.registrationDeadline?.getTime() ?? null
  }

  get startsAt() {
    return new Date(this.startsAtMs)
  }
  get endsAt() {
    return new Date(this.endsAtMs)
  }
  get registrationDeadline() {
    return this.registrationDeadlineMs === null ? null : new Date(this.registrationDeadlineMs)
  }
}

/** Whether a row read from the database belongs in the list's memory at `nowMs`. */
export const isListed = (event: SummaryEvent, nowMs: number) =>
  event.status === 'published' && event.eventVisibility === 'PUBLIC' && event.endsAt.getTime() >= nowMs

/** The list's date order: start, then id. */
export const byStart = (a: ListedEvent, b: ListedEvent) => a.startsAtMs - b.startsAtMs || a.id - b.id

export type { OwnerStoreRow }
