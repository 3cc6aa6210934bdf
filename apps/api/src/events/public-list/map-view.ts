import type { EventKind, EventSubtype } from '@questboard/domain/constants'
import { findCity } from '@questboard/domain/countries'
import type { EventMap, EventMapPoint, MapBox } from '@questboard/domain/event-api.schema'
import type { ListedEvent } from './listed-event.ts'

/** Web Mercator tiles are this many pixels wide. */
const TILE_PX = 256
/** Events closer than this on screen, at the asked zoom, are one cluster. */
const CELL_PX = 64
/** At most this many cells over the box, whatever box and zoom are asked (a wider box gets wider cells). */
const MAX_CELLS = 512
/** What the single events may weigh, in bytes of JSON; past it the cells widen until they fit (answer ≤ 100 KB). */
const EVENTS_BUDGET_BYTES = 80_000
const MAX_LATITUDE = 85.0511

interface Cell {
  x: number
  y: number
  count: number
  latSum: number
  lngSum: number
  /** The id of one of its events: the event itself when it is alone. */
  firstId: number
}

/** Longitude and latitude as Web Mercator coordinates in 0…1 (x eastward, y southward). */
export const mercatorX = (lng: number) => (lng + 180) / 360
export function mercatorY(lat: number) {
  const sin = Math.sin((Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * Math.PI) / 180)
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)
}

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
    event_type: event.eventType as EventKind,
    event_subtype: event.eventSubtype as EventSubtype,
    city: city ? city : (findCity(event.cityId)?.name ?? null),
  }
}

/**
 * The map's view of the events in a box at a zoom level: events closer than CELL_PX on screen gather in one
 * cluster (where they are on average, and how many), an event alone in its cell is shown itself. Cells are
 * squares of a grid fixed to the world, so panning does not reshuffle the clusters. The clusters' counts and
 * the single events add up to `count`; the answer stays under 100 KB at any zoom over any box.
 */
export function createMapView(box: MapBox, zoom: number) {
  const crosses = box.west > box.east
  const east = crosses ? box.east + 360 : box.east
  const worldPx = TILE_PX * 2 ** zoom
  let cellSize = CELL_PX / worldPx
  const cellsOver = (size: number) =>
    Math.ceil((mercatorX(east) - mercatorX(box.west)) / size + 1) *
    Math.ceil((mercatorY(box.south) - mercatorY(box.north)) / size + 1)
  while (cellsOver(cellSize) > MAX_CELLS) cellSize *= 2

  let cells = new Map<number, Cell>()
  let count = 0
  // A grid of at most 2^26 columns, whatever the zoom: keys stay exact integers.
  const key = (x: number, y: number) => y * 67_108_864 + x

  /** Adds events to the cell at x, y of the grid, making it when it is the first. */
  const gather = (into: Map<number, Cell>, { x, y, count, latSum, lngSum, firstId }: Cell) => {
    const known = into.get(key(x, y))
    if (!known) into.set(key(x, y), { x, y, count, latSum, lngSum, firstId })
    else {
      known.count += count
      known.latSum += latSum
      known.lngSum += lngSum
    }
  }

  /** Coarser cells, each the four of the finer grid it covers. */
  const widen = () => {
    cellSize *= 2
    const wider = new Map<number, Cell>()
    for (const cell of cells.values())
      gather(wider, { ...cell, x: Math.floor(cell.x / 2), y: Math.floor(cell.y / 2) })
    cells = wider
  }

  return {
    /**
     * The grid's cell width in Mercator units (0…1 over the world), and the longitude added 360° to the
     * part of a box crossing the antimeridian that lies east of it: a database grouping by cell uses both.
     */
    get cellSize() {
      return cellSize
    },
    /** Whether longitudes west of the box's west edge are counted 360° east (the box crosses the antimeridian). */
    crosses,

    /** Adds one event of the box (called for each: no allocation unless it opens a cell). */
    add(id: number, lat: number, lng: number) {
      const shifted = crosses && lng < box.west ? lng + 360 : lng
      const x = Math.floor(mercatorX(shifted) / cellSize)
      const y = Math.floor(mercatorY(lat) / cellSize)
      count += 1
      const known = cells.get(key(x, y))
      if (!known) cells.set(key(x, y), { x, y, count: 1, latSum: lat, lngSum: shifted, firstId: id })
      else {
        known.count += 1
        known.latSum += lat
        known.lngSum += shifted
      }
    },

    /** Adds the events of one cell of this grid at once (a database grouped them; longitudes shifted). */
    addCell(cell: Cell) {
      count += cell.count
      gather(cells, cell)
    },

    /** The events alone in their cell, whose points the answer shows. */
    singleIds(): number[] {
      const ids: number[] = []
      for (const cell of cells.values()) if (cell.count === 1) ids.push(cell.firstId)
      return ids
    },

    /** The answer, given the points of `singleIds()`. */
    answer(points: ReadonlyMap<number, EventMapPoint>): EventMap {
      for (;;) {
        let bytes = 0
        for (const cell of cells.values()) {
          const point = cell.count === 1 ? points.get(cell.firstId) : undefined
          if (point) bytes += pointBytes(point)
        }
        if (bytes <= EVENTS_BUDGET_BYTES) break
        widen()
      }
      const answer: EventMap = { count, clusters: [], events: [] }
      for (const cell of cells.values()) {
        const point = cell.count === 1 ? points.get(cell.firstId) : undefined
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
