import type { MapBox } from '@questboard/domain/map-box'
import { mercatorX, mercatorY } from './geometry.ts'
import type { ListedEvent } from './listed-event.ts'
import { FINEST_LEVEL, GRID_SIZE, type MapGrid } from './map-grid.ts'
import type { MapView } from './map-view.ts'

/** Latitudes past this are drawn at the Mercator map's edge: their grid rows are read event by event. */
const MERCATOR_LIMIT = 85

/** The latitude of a Web Mercator y (0…1, southward). */
const latitudeOf = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI
const longitudeOf = (x: number) => x * 360 - 180
/** A cell's four quarters at the next level, as column and row offsets. */
const CHILDREN = [
  [0, 0],
  [1, 0],
  [0, 1],
  [1, 1],
] as const
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
  // The view's cells over the inner rectangle, each from the coarsest grid cells lying wholly inside it.
  const viewLevel = Math.max(0, Math.min(FINEST_LEVEL, Math.round(-Math.log2(view.cellSize))))
  const add = (level: number, x: number, y: number) => {
    const scale = 2 ** (FINEST_LEVEL - level)
    const [cellLeft, cellTop] = [x * scale, y * scale]
    const [cellRight, cellBottom] = [cellLeft + scale, cellTop + scale]
    if (cellRight <= left || cellLeft >= right || cellBottom <= top || cellTop >= bottom) return
    if (cellLeft >= left && cellRight <= right && cellTop >= top && cellBottom <= bottom) {
      const cell = grid.cell(level, x, y)
      if (cell) view.addGridCell(cell, level, shifted)
      return
    }
    for (const [dx, dy] of CHILDREN) add(level + 1, 2 * x + dx, 2 * y + dy)
  }
  const viewScale = 2 ** (FINEST_LEVEL - viewLevel)
  for (let y = Math.floor(top / viewScale); y <= Math.floor((bottom - 1) / viewScale); y++) {
    for (let x = Math.floor(left / viewScale); x <= Math.floor((right - 1) / viewScale); x++)
      add(viewLevel, x, y)
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
