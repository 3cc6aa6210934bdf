import type { RoundTimer } from '@questboard/domain/event-day/live.schema'
import { useEffect, useState } from 'react'

/** What the clock shows: the time left (ms) and whether it runs, or that the timer has not started. */
export interface ClockState {
  state: RoundTimer['state']
  remainingMs: number | null
}

/**
 * The time left `elapsedMs` after the timer's answer arrived: the server said what was left when it answered,
 * and the device counts down from there on its own clock (whatever its date is set to).
 */
export function clockAt(timer: RoundTimer | null, elapsedMs: number): ClockState {
  if (!timer || timer.remaining_ms === null) return { state: 'not_started', remainingMs: null }
  if (timer.state !== 'running') return { state: timer.state, remainingMs: timer.remaining_ms }
  const remainingMs = Math.max(0, timer.remaining_ms - elapsedMs)
  return { state: remainingMs > 0 ? 'running' : 'over', remainingMs }
}

/** The clock, ticking every second while the timer runs. */
export function useClock(timer: RoundTimer | null, receivedAt: number): ClockState {
  const [now, setNow] = useState(() => performance.now())
  const running = timer?.state === 'running'
  useEffect(() => {
    if (!running) return
    setNow(performance.now())
    const tick = setInterval(() => setNow(performance.now()), 1000)
    return () => clearInterval(tick)
  }, [running])
  // A timer that arrived after the last tick counts from its arrival: nothing has elapsed yet.
  return clockAt(timer, Math.max(0, now - receivedAt))
}
