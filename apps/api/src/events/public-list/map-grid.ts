import type { ListedEvent } from './listed-event.ts'

/** Columns (and rows) of the grid over the Web Mercator world: cells of 2^-10, about 27 km at 45° north. */
export const GRID_SIZE = 1024

/** The events of one cell of the grid: how many, their coordinates' sums and their ids' sum (the id of one). */
export interface GridCell {
  x: number
  y: number
  count: number
  latSum: number
  lngSum: number
  idSum: number
}

const column = (mercator: number) => Math.min(GRID_SIZE - 1, Math.max(0, Math.floor(mercator * GRID_SIZE)))

/**
 * How many of a filter set's events each cell of a fixed world grid holds, kept up to date one event at a
 * time like the set's count. The map reads a wide box from it cell by cell instead of event by event (a
 * zoomed-out view of Europe holds 150,000 events and about 2,000 cells); sums, not lists, so an event
 * leaving takes nothing but arithmetic, and a cell left with one event still knows its id.
 */
export class MapGrid {
  readonly cells = new Map<number, GridCell>()

  add(event: ListedEvent) {
    this.change(event, 1)
  }

  remove(event: ListedEvent) {
    this.change(event, -1)
  }

  private change(event: ListedEvent, sign: 1 | -1) {
    if (event.lat === null || event.lng === null) return
    const x = column(event.x)
    const y = column(event.y)
    const key = y * GRID_SIZE + x
    let cell = this.cells.get(key)
    if (!cell) {
      cell = { x, y, count: 0, latSum: 0, lngSum: 0, idSum: 0 }
      this.cells.set(key, cell)
    }
    cell.count += sign
    cell.latSum += sign * event.lat
    cell.lngSum += sign * event.lng
    cell.idSum += sign * event.id
    if (cell.count === 0) this.cells.delete(key)
  }
}
