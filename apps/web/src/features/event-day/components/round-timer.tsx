import type { EventDayRound } from '@questboard/domain/event-day/event-day-api.schema'
import { MAX_ROUND_MINUTES } from '@questboard/domain/event-day/live.schema'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatClock } from '../../../lib/format'
import { buttonClass } from '../../../ui/button'
import { formClasses } from '../../../ui/form-field'
import type { DeviceTimer, TimerAction } from '../lib/changes'
import { timerChange } from '../lib/make-changes'
import status from './console-status.module.css'
import { useConsoleWrites } from './console-writes'
import styles from './event-day.module.css'

/** A round's usual length in a store (50 minutes for a best of three). */
const DEFAULT_MINUTES = 50
const EXTENSIONS = [1, 5] as const

/** The time left on the device's clock, ticking every second while it runs. */
function useRemaining(timer: DeviceTimer) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (timer.state !== 'running') return
    setNow(Date.now())
    const tick = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(tick)
  }, [timer.state])
  if (timer.state === 'paused') return timer.pausedMs ?? 0
  if (timer.state === 'running') return Math.max(0, (timer.endsAt ?? 0) - now)
  return null
}

/**
 * The current round's timer (issue 14 §3): start it for so many minutes, pause, resume, add 1 or 5 minutes; the
 * time left shown. Each button is a change like any other, so it works offline too: the device counts down, and
 * the server gets the change with the moment it was made.
 */
export function RoundTimer({ round }: { round: EventDayRound }) {
  const { t } = useTranslation()
  const { day, write, skewMs } = useConsoleWrites()
  const timer = day.timer?.round === round.number ? day.timer : undefined
  const current: DeviceTimer = timer ?? {
    round: round.number,
    state: 'not_started',
    endsAt: null,
    pausedMs: null,
  }
  const remaining = useRemaining(current)
  const over = current.state === 'running' && remaining === 0
  const [minutes, setMinutes] = useState<number>(DEFAULT_MINUTES)
  const [problem, setProblem] = useState<string>()
  const minutesId = useId()

  const act = (action: TimerAction, count: number | null = null) => {
    setProblem(undefined)
    void write(timerChange(round.number, action, count, { skewMs }))
  }
  const start = () => {
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > MAX_ROUND_MINUTES) {
      setProblem(t('eventDay.timer.badMinutes', { max: MAX_ROUND_MINUTES }))
      return
    }
    act('start', minutes)
  }
  const words =
    current.state === 'not_started'
      ? t('eventDay.timer.notStarted')
      : current.state === 'paused'
        ? t('eventDay.timer.paused')
        : over
          ? t('eventDay.timer.over')
          : null
  const compact = `${buttonClass('secondary')} ${styles.compact}`

  return (
    <section className={status.timer} aria-labelledby={`${minutesId}-title`}>
      <h3 id={`${minutesId}-title`} className={status.timerTitle}>
        {t('eventDay.timer.title')}
      </h3>
      <p
        className={status.clock}
        role="timer"
        aria-label={t('eventDay.timer.left', { number: round.number })}
      >
        {remaining === null ? '–:––' : formatClock(remaining)}
      </p>
      {words && <p className={styles.muted}>{words}</p>}
      <div className={status.actions}>
        {current.state === 'running' && !over && (
          <button type="button" className={compact} onClick={() => act('pause')}>
            {t('eventDay.timer.pause')}
          </button>
        )}
        {current.state === 'paused' && (
          <button
            type="button"
            className={`${buttonClass('primary')} ${styles.compact}`}
            onClick={() => act('resume')}
          >
            {t('eventDay.timer.resume')}
          </button>
        )}
        {current.state !== 'not_started' &&
          EXTENSIONS.map((count) => (
            <button key={count} type="button" className={compact} onClick={() => act('extend', count)}>
              <span aria-hidden="true">{t('eventDay.timer.plus', { count })}</span>
              <span className="visually-hidden">{t('eventDay.timer.extend', { count })}</span>
            </button>
          ))}
      </div>
      <form
        className={styles.inline}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          start()
        }}
      >
        <div>
          <label htmlFor={minutesId} className={styles.label}>
            {t('eventDay.timer.minutes')}
          </label>
          <input
            id={minutesId}
            className={`${formClasses.input} ${styles.narrow}`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_ROUND_MINUTES}
            value={Number.isNaN(minutes) ? '' : minutes}
            onChange={(event) => setMinutes(event.target.valueAsNumber)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${minutesId}-error` : undefined}
          />
        </div>
        <button type="submit" className={current.state === 'not_started' ? buttonClass('primary') : compact}>
          {current.state === 'not_started' ? t('eventDay.timer.start') : t('eventDay.timer.restart')}
        </button>
      </form>
      {problem && (
        <p id={`${minutesId}-error`} className={styles.error}>
          {problem}
        </p>
      )}
    </section>
  )
}
