import type { MapBox } from '@questboard/domain/event-api.schema'
import { mercatorX, mercatorY } from './geometry.ts'
import type { ListedEvent } from './listed-event.ts'
import { GRID_SIZE, type MapGrid } from './map-grid.ts'
import type { MapView } from './map-view.ts'

/** Latitudes past this are drawn at the Mercator map's edge: their grid rows are read event by event. */
const MERCATOR_LIMIT = 85

/** The latitude of a Web Mercator y (0…1, southward). */
const latitudeOf = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI
const longitudeOf = (x: number) => x * 360 - 180
/** How far a strip reaches into the inner cells, so no event on a cell's edge falls between two strips. */
const OVERLAP = 1e-7

/**
 * Adds a box's events to the view (the box does not cross the antimeridian; `shifted` when it is the part
 * past it): the grid's cells lying wholly inside the box at once, then, one by one, the events of the four
 * strips between the box's edges and those cells. `eachInStrip` visits the events of a strip that `keep`
 * accepts: each event belongs to exactly one strip, by its grid cell, so none is counted twice.
 */
export function fromGrid(
  grid: MapGrid,
  box: MapBox,
  shifted: boolean,
  view: MapView,
  eachInStrip: (strip: MapBox, keep: (event: ListedEvent) => boolean) => void,
) {
  const left = Math.ceil(mercatorX(box.west) * GRID_SIZE)
  const right = Math.floor(mercatorX(box.east) * GRID_SIZE)
  const top = Math.ceil(mercatorY(box.north) * GRID_SIZE) + (box.north > MERCATOR_LIMIT ? 1 : 0)
  const bottom = Math.floor(mercatorY(box.south) * GRID_SIZE) - (box.south < -MERCATOR_LIMIT ? 1 : 0)
  if (left >= right || top >= bottom) {
    eachInStrip(box, () => true)
    return
  }
  // Whichever is fewer: the box's cells looked up one by one, or the grid's cells tested one by one.
  if ((right - left) * (bottom - top) < grid.cells.size) {
    for (let y = top; y < bottom; y++) {
      for (let x = left; x < right; x++) {
        const cell = grid.cells.get(y * GRID_SIZE + x)
        if (cell) view.addGridCell(cell, shifted)
      }
    }
  } else {
    for (const cell of grid.cells.values()) {
      if (cell.x >= left && cell.x < right && cell.y >= top && cell.y < bottom)
        view.addGridCell(cell, shifted)
    }
  }
  const innerWest = longitudeOf(left / GRID_SIZE)
  const innerEast = longitudeOf(right / GRID_SIZE)
  const innerNorth = latitudeOf(top / GRID_SIZE)
  const innerSouth = latitudeOf(bottom / GRID_SIZE)
  const column = (event: ListedEvent) => Math.min(GRID_SIZE - 1, Math.floor(event.x * GRID_SIZE))
  const row = (event: ListedEvent) => Math.min(GRID_SIZE - 1, Math.floor(event.y * GRID_SIZE))
  const middle = (event: ListedEvent) => row(event) >= top && row(event) < bottom
  const within = (from: number, to: number) => ({
    south: Math.max(box.south, from),
    north: Math.min(box.north, to),
  })
  // North of the inner cells, south of them, then west and east of them between the two.
  eachInStrip({ ...box, ...within(innerNorth - OVERLAP, box.north) }, (event) => row(event) < top)
  eachInStrip({ ...box, ...within(box.south, innerSouth + OVERLAP) }, (event) => row(event) >= bottom)
  const band = within(innerSouth - OVERLAP, innerNorth + OVERLAP)
  eachInStrip(
    { ...box, ...band, east: Math.min(box.east, innerWest + OVERLAP) },
    (event) => middle(event) && column(event) < left,
  )
  eachInStrip(
    { ...box, ...band, west: Math.max(box.west, innerEast - OVERLAP) },
    (event) => middle(event) && column(event) >= right,
  )
}
