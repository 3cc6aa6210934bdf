/** The one table the production benchmark prints (Markdown, so it can go to docs/performance.md as is). */
import type { DriverResult } from './http-driver.ts'
import type { ReadResult } from './load.ts'

type Row = { section: string } | { measure: string; figure: string; target: string; verdict: string }

export const int = (value: number) => Math.round(value).toLocaleString('en')
export const ms = (value: number) => `${value < 100 ? value.toFixed(1) : int(value)} ms`
export const seconds = (value: number) => `${value.toFixed(1)} s`

const statusList = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .sort((a, b) => b[1] - a[1])
    .map(([status, count]) => `${int(count)} × ${status}`)
    .join(', ')

export function readFigure(result: ReadResult) {
  if (result.requests === 0) return `no answer within the run; ${int(result.errors)} errors`
  return (
    `${int(result.perSecond)} req/s; p50 ${ms(result.p50)}, p97.5 ${ms(result.p97_5)}, p99 ${ms(result.p99)}; ` +
    `${int(result.errors)} errors, ${int(result.non2xx)} non-2xx`
  )
}

export function driverFigure(result: DriverResult, unit = 'req') {
  const others = Object.entries(result.statuses).filter(([status]) => !/^2\d\d$/.test(status))
  return (
    `${int(result.perSecond)} ${unit}/s; p50 ${ms(result.p50)}, p97.5 ${ms(result.p97_5)}, p99 ${ms(result.p99)}; ` +
    (others.length ? statusList(Object.fromEntries(others)) : 'all 2xx') +
    (result.skipped ? `; ${int(result.skipped)} not sent (too many waiting)` : '')
  )
}

export { statusList }

export class Report {
  private rows: Row[] = []
  private notes: string[] = []

  section(title: string) {
    this.rows.push({ section: title })
  }

  /** A figure, with its target and whether it is met when there is one. */
  add(measure: string, figure: string, target?: string, met?: boolean) {
    this.rows.push({
      measure,
      figure,
      target: target ?? '',
      verdict: met === undefined ? '' : met ? 'met' : '**NOT met**',
    })
  }

  note(line: string) {
    this.notes.push(line)
  }

  /** A note printed before the others. */
  headline(line: string) {
    this.notes.unshift(line)
  }

  /** Sections in the order of their number ("1. …", "7. …"), whatever the order they were measured in. */
  render() {
    const groups: Row[][] = []
    for (const row of this.rows) {
      if ('section' in row || groups.length === 0) groups.push([])
      groups.at(-1)?.push(row)
    }
    const number = (group: Row[]) => {
      const first = group[0]
      return first && 'section' in first ? Number.parseFloat(first.section) || 0 : 0
    }
    groups.sort((a, b) => number(a) - number(b))
    const lines = ['| measure | figure | target | |', '|---|---|---|---|']
    for (const row of groups.flat()) {
      if ('section' in row) lines.push(`| **${row.section}** | | | |`)
      else lines.push(`| ${row.measure} | ${row.figure} | ${row.target} | ${row.verdict} |`)
    }
    if (this.notes.length) lines.push('', ...this.notes.map((line) => `- ${line}`))
    return lines.join('\n')
  }
}
