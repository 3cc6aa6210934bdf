import type { ListedEvent } from './listed-event.ts'

/** The finest level of the grid: 2^10 columns (and rows) over the Web Mercator world, cells of about 27 km. */
export const FINEST_LEVEL = 10
export const GRID_SIZE = 2 ** FINEST_LEVEL

/** The events of one cell: how many, their coordinates' sums and their ids' sum (the id of one alone). */
export interface GridCell {
  /** Column and row at the cell's level (2^level of each over the world). */
  x: number
  y: number
  count: number
  latSum: number
  lngSum: number
  idSum: number
}

const column = (mercator: number) => Math.min(GRID_SIZE - 1, Math.max(0, Math.floor(mercator * GRID_SIZE)))

/**
 * How many of a filter set's events each cell holds, at every level from the whole world (level 0) to cells of
 * 2^-10 of it, kept up to date one event at a time like the set's count. The map reads a box from the coarsest
 * cells lying wholly inside it, finer ones only along its edges (a zoomed-out view of 200,000 events reads a
 * few thousand cells); sums, not lists, so an event leaving takes nothing but arithmetic, and a cell left with
 * one event still knows its id.
 */
export class MapGrid {
  /** Per level, the non-empty cells by `y * 2^level + x`. */
  readonly levels = Array.from({ length: FINEST_LEVEL + 1 }, () => new Map<number, GridCell>())

  add(event: ListedEvent) {
    this.change(event, 1)
  }

  remove(event: ListedEvent) {
    this.change(event, -1)
  }

  cell(level: number, x: number, y: number): GridCell | undefined {
    return this.levels[level]?.get(y * 2 ** level + x)
  }

  private change(event: ListedEvent, sign: 1 | -1) {
    if (event.lat === null || event.lng === null) return
    const finestX = column(event.x)
    const finestY = column(event.y)
    for (let level = 0; level <= FINEST_LEVEL; level++) {
      const cells = this.levels[level] as Map<number, GridCell>
      const shift = FINEST_LEVEL - level
      const x = finestX >> shift
      const y = finestY >> shift
      const key = y * 2 ** level + x
      let cell = cells.get(key)
      if (!cell) {
        cell = { x, y, count: 0, latSum: 0, lngSum: 0, idSum: 0 }
        cells.set(key, cell)
      }
      cell.count += sign
      cell.latSum += sign * event.lat
      cell.lngSum += sign * event.lng
      cell.idSum += sign * event.id
      if (cell.count === 0) cells.delete(key)
    }
  }
}
