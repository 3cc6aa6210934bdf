import type { EventDayRound, Standing } from '@questboard/domain/event-day/event-day-api.schema'
import type { LiveMessage, RoundTimer } from '@questboard/domain/event-day/live.schema'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { formatClock } from '../../../lib/format'
import { eventDayKeys } from '../../../lib/query-keys'
import { clockAt } from './countdown'
import { applyChange, RESULT_SPREAD_MS, reopenDelayMs } from './use-live-stream'

const running: RoundTimer = {
  round: 1,
  state: 'running',
  ends_at: '2025-05-01T10:50:00.000Z',
  remaining_ms: 5000,
  server_time: '2025-05-01T10:49:55.000Z',
}

describe('the clock', () => {
  it('counts down from the server’s word on the device’s own time, never below zero', () => {
    expect(clockAt(running, 1200)).toEqual({ state: 'running', remainingMs: 3800 })
    expect(clockAt(running, 7000)).toEqual({ state: 'over', remainingMs: 0 })
    expect(clockAt({ ...running, state: 'paused' }, 60_000)).toEqual({ state: 'paused', remainingMs: 5000 })
    expect(clockAt(null, 0)).toEqual({ state: 'not_started', remainingMs: null })
  })

  it('shows minutes and seconds, hours when there are some, rounding up', () => {
    expect(formatClock(50 * 60_000)).toBe('50:00')
    expect(formatClock(61_001)).toBe('1:02')
    expect(formatClock(3_725_000)).toBe('1:02:05')
    expect(formatClock(0)).toBe('0:00')
  })
})

describe('the stream', () => {
  it('opens again after 5 s, doubling to a minute, spread by up to half', () => {
    expect(reopenDelayMs(0, 0)).toBe(5000)
    expect(reopenDelayMs(1, 0)).toBe(10_000)
    expect(reopenDelayMs(5, 0)).toBe(60_000)
    expect(reopenDelayMs(0, 1)).toBe(7500)
  })

  it('puts a carried round and standings straight into the views’ queries, with no refetch', () => {
    vi.useFakeTimers()
    const client = new QueryClient()
    const round = { number: 3, tables: [] } as unknown as EventDayRound
    const standings: Standing[] = []
    client.setQueryData(eventDayKeys.round('9', 3), { number: 3, tables: ['before'] })
    try {
      applyChange(client, '9', {
        version: 7,
        changes: ['results', 'standings'],
        round: 3,
        timer: null,
        round_detail: round,
        standings,
      })
      vi.advanceTimersByTime(RESULT_SPREAD_MS)
      expect(client.getQueryData(eventDayKeys.round('9', 3))).toEqual(round)
      expect(client.getQueryData(eventDayKeys.standings('9'))).toEqual(standings)
      expect(client.getQueryState(eventDayKeys.round('9', 3))?.isInvalidated).toBe(false)
      expect(client.getQueryState(eventDayKeys.standings('9'))?.isInvalidated).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })

  it('without them, refetches a new pairing’s round at once, the standings and a result within 3 s, nothing for the timer', () => {
    vi.useFakeTimers()
    const client = new QueryClient()
    const stale = () => [
      client.getQueryState(eventDayKeys.round('9', 3))?.isInvalidated,
      client.getQueryState(eventDayKeys.standings('9'))?.isInvalidated,
    ]
    const seed = () => {
      client.clear()
      client.setQueryData(eventDayKeys.round('9', 3), {})
      client.setQueryData(eventDayKeys.standings('9'), [])
    }
    const message = (version: number, changes: LiveMessage['changes']): LiveMessage => ({
      version,
      changes,
      round: 3,
      timer: null,
    })
    try {
      seed()
      applyChange(client, '9', message(2, ['timer']))
      vi.advanceTimersByTime(RESULT_SPREAD_MS)
      expect(stale()).toEqual([false, false])

      applyChange(client, '9', message(3, ['pairings', 'standings', 'timer']), () => 1)
      expect(stale()).toEqual([true, false])
      vi.advanceTimersByTime(RESULT_SPREAD_MS)
      expect(stale()).toEqual([true, true])

      seed()
      applyChange(client, '9', message(4, ['results', 'standings']), () => 0.5)
      expect(stale()).toEqual([false, false])
      vi.advanceTimersByTime(RESULT_SPREAD_MS / 2)
      expect(stale()).toEqual([true, true])

      seed()
      applyChange(client, '9', message(5, ['players', 'standings']), () => 0.99)
      vi.advanceTimersByTime(RESULT_SPREAD_MS)
      expect(stale()).toEqual([false, true])
    } finally {
      vi.useRealTimers()
    }
  })
})
