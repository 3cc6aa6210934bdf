import type { EventKind, EventSubtype } from '@questboard/domain/constants'
import { findCity } from '@questboard/domain/countries'
import type { EventMap, EventMapPoint } from '@questboard/domain/event-api.schema'
import type { MapBox } from '@questboard/domain/map-box'
import { mercatorX, mercatorY } from './geometry.ts'
import type { ListedEvent } from './listed-event.ts'
import type { GridCell as Cell } from './map-grid.ts'

/** Web Mercator tiles are this many pixels wide. */
const TILE_PX = 256
/** Events closer than this on screen, at the asked zoom, are one cluster. */
const CELL_PX = 64
/** At most this many cells over the box, whatever box and zoom are asked (a wider box gets wider cells). */
const MAX_CELLS = 512
/** What the single events may weigh, in bytes of JSON; past it the cells widen until they fit (answer ≤ 100 KB). */
const EVENTS_BUDGET_BYTES = 80_000

const round = (degrees: number) => Math.round(degrees * 100_000) / 100_000
const wrap = (lng: number) => (lng > 180 ? lng - 360 : lng)
const pointBytes = (point: EventMapPoint) => Buffer.byteLength(JSON.stringify(point)) + 1

/** A held event as the map shows it alone. */
export function toMapPoint(event: ListedEvent): EventMapPoint {
  const { row } = event
  const city = row.event.address.city
  return {
    id: event.id,
    lat: event.lat as number,
    lng: event.lng as number,
    name: row.event.name,
    event_start_date: row.event.startLocal,
    starts_at: new Date(event.startsAtMs).toISOString(),
    timezone: row.event.timezone,
    event_type: event.eventType as EventKind,
    event_subtype: event.eventSubtype as EventSubtype,
    city: city ? city : (findCity(event.cityId)?.name ?? null),
  }
}

/**
 * The map's view of the events in a box at a zoom level: events closer than CELL_PX on screen gather in one
 * cluster (where they are on average, and how many), an event alone in its cell is shown itself. Cells are
 * squares of a grid fixed to the world, so panning does not reshuffle the clusters. The clusters' counts and
 * the single events add up to `count`; the answer stays under 100 KB at any zoom over any box. Counting
 * allocates nothing: the box's cells are slots of typed arrays.
 */
export function createMapView(box: MapBox, zoom: number) {
  const crosses = box.west > box.east
  const west = mercatorX(box.west)
  const east = mercatorX(crosses ? box.east + 360 : box.east)
  const north = mercatorY(box.north)
  const south = mercatorY(box.south)
  let cellSize = CELL_PX / (TILE_PX * 2 ** zoom)
  const span = (from: number, to: number, size: number) => Math.floor(to / size) - Math.floor(from / size) + 1
  while (span(west, east, cellSize) * span(north, south, cellSize) > MAX_CELLS) cellSize *= 2
  const firstX = Math.floor(west / cellSize)
  const firstY = Math.floor(north / cellSize)
  const columns = span(west, east, cellSize)
  const slots = columns * span(north, south, cellSize)
  const counts = new Int32Array(slots)
  const latSums = new Float64Array(slots)
  const lngSums = new Float64Array(slots)
  const idSums = new Float64Array(slots)
  let count = 0

  /** Adds events to the slot of the grid's cell x, y (clamped into the box: an edge counts as inside). */
  const gather = (x: number, y: number, events: number, latSum: number, lngSum: number, idSum: number) => {
    const column = Math.min(columns - 1, Math.max(0, x - firstX))
    const row = Math.min(slots / columns - 1, Math.max(0, y - firstY))
    const slot = row * columns + column
    idSums[slot] = (idSums[slot] as number) + idSum
    counts[slot] = (counts[slot] as number) + events
    latSums[slot] = (latSums[slot] as number) + latSum
    lngSums[slot] = (lngSums[slot] as number) + lngSum
    count += events
  }

  /** The box's cells, widened until the single events fit the budget. */
  const cellsOf = (points: ReadonlyMap<number, EventMapPoint>): Cell[] => {
    let cells: Cell[] = []
    for (let slot = 0; slot < slots; slot++) {
      const events = counts[slot] as number
      if (events === 0) continue
      const x = firstX + (slot % columns)
      const y = firstY + Math.floor(slot / columns)
      cells.push({
        x,
        y,
        count: events,
        latSum: latSums[slot] as number,
        lngSum: lngSums[slot] as number,
        idSum: idSums[slot] as number,
      })
    }
    for (;;) {
      let bytes = 0
      for (const cell of cells) {
        const point = cell.count === 1 ? points.get(cell.idSum) : undefined
        if (point) bytes += pointBytes(point)
      }
      if (bytes <= EVENTS_BUDGET_BYTES) return cells
      // Coarser cells, each the four of the finer grid it covers.
      const wider = new Map<string, Cell>()
      for (const cell of cells) {
        const x = Math.floor(cell.x / 2)
        const y = Math.floor(cell.y / 2)
        const known = wider.get(`${x},${y}`)
        if (!known) wider.set(`${x},${y}`, { ...cell, x, y })
        else {
          known.count += cell.count
          known.latSum += cell.latSum
          known.lngSum += cell.lngSum
          known.idSum += cell.idSum
        }
      }
      cells = [...wider.values()]
    }
  }

  return {
    /** The grid's cell width in Mercator units (0…1 over the world): a database grouping by cell uses it. */
    cellSize,
    /** Whether longitudes west of the box's west edge are counted 360° east (the box crosses the antimeridian). */
    crosses,

    /** Adds one event of the box, given its Mercator coordinates (toMercator). */
    add(id: number, lat: number, lng: number, x: number, y: number) {
      const shifted = crosses && lng < box.west
      gather(
        Math.floor((shifted ? x + 1 : x) / cellSize),
        Math.floor(y / cellSize),
        1,
        lat,
        shifted ? lng + 360 : lng,
        id,
      )
    },

    /** Adds the events of one cell of this grid at once (a database grouped them; longitudes shifted). */
    addCell(cell: Cell) {
      gather(cell.x, cell.y, cell.count, cell.latSum, cell.lngSum, cell.idSum)
    },

    /**
     * Adds the events of one cell of the map grid at `level` (2^level columns over the world, nested in one of
     * this view's cells whenever it is no wider), `shifted` when it lies past the antimeridian.
     */
    addGridCell({ x, y, count, latSum, lngSum, idSum }: Cell, level: number, shifted: boolean) {
      const columns = 2 ** level
      gather(
        Math.floor((x / columns + (shifted ? 1 : 0)) / cellSize),
        Math.floor(y / columns / cellSize),
        count,
        latSum,
        shifted ? lngSum + 360 * count : lngSum,
        idSum,
      )
    },

    /** The events alone in their cell, whose points the answer shows. */
    singleIds(): number[] {
      const ids: number[] = []
      for (let slot = 0; slot < slots; slot++) if (counts[slot] === 1) ids.push(idSums[slot] as number)
      return ids
    },

    /** The answer, given the points of `singleIds()`. */
    answer(points: ReadonlyMap<number, EventMapPoint>): EventMap {
      const answer: EventMap = { count, clusters: [], events: [] }
      for (const cell of cellsOf(points)) {
        const point = cell.count === 1 ? points.get(cell.idSum) : undefined
        if (point) answer.events.push(point)
        else {
          answer.clusters.push({
            lat: round(cell.latSum / cell.count),
            lng: round(wrap(cell.lngSum / cell.count)),
            count: cell.count,
          })
        }
      }
      return answer
    },
  }
}

export type MapView = ReturnType<typeof createMapView>
