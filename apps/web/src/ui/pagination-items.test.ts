import { describe, expect, it } from 'vitest'
import { pageCount, paginationItems } from './pagination-items'

/** `1 2 [3] 4 … 10` as a compact string: pages as numbers, gaps as `…`. */
const render = (current: number, total: number) =>
  paginationItems(current, total)
    .map((item) => (item.type === 'gap' ? '…' : String(item.page)))
    .join(' ')

describe('pagination with proximity 1 (spec §9)', () => {
  it('shows first, last, current ±1 and ellipses', () => {
    expect(render(5, 10)).toBe('1 … 4 5 6 … 10')
    expect(render(1, 10)).toBe('1 2 … 10')
    expect(render(10, 10)).toBe('1 … 9 10')
  })

  it('shows a lone skipped page instead of an ellipsis', () => {
    expect(render(3, 10)).toBe('1 2 3 4 … 10')
    expect(render(4, 10)).toBe('1 2 3 4 5 … 10')
    expect(render(7, 10)).toBe('1 … 6 7 8 9 10')
  })

  it('handles few pages, one page and none', () => {
    expect(render(2, 3)).toBe('1 2 3')
    expect(render(1, 1)).toBe('1')
    expect(render(1, 0)).toBe('')
  })

  it('clamps a current page out of range', () => {
    expect(render(40, 10)).toBe('1 … 9 10')
  })

  it('gives gaps distinct keys', () => {
    const keys = paginationItems(50, 100).flatMap((item) => (item.type === 'gap' ? [item.key] : []))
    expect(new Set(keys).size).toBe(2)
  })

  it('counts pages', () => {
    expect(pageCount(0, 9)).toBe(0)
    expect(pageCount(9, 9)).toBe(1)
    expect(pageCount(10, 9)).toBe(2)
    expect(pageCount(120, 50)).toBe(3)
  })
})
