import type { RoundTimer } from '@questboard/domain/event-day/live.schema'
import { useTranslation } from 'react-i18next'
import { formatClock } from '../../../lib/format'
import { useClock } from '../lib/countdown'
import styles from './live.module.css'

/**
 * The round's time left, counted down on the device from the server's last word. A `timer` role (not read out
 * every second); what the clock means when it does not run is in words beside it.
 */
export function RoundClock({
  timer,
  receivedAt,
  size = 'large',
}: {
  timer: RoundTimer | null
  receivedAt: number
  size?: 'large' | 'huge'
}) {
  const { t } = useTranslation()
  const clock = useClock(timer, receivedAt)
  const words =
    clock.state === 'not_started'
      ? t('live.clock.notStarted')
      : clock.state === 'paused'
        ? t('live.clock.paused')
        : clock.state === 'over'
          ? t('live.clock.over')
          : null
  return (
    <div className={styles.clock} data-size={size} data-state={clock.state}>
      <p className={styles.clockLabel}>{t('live.clock.label')}</p>
      <p className={styles.clockTime} role="timer" aria-label={t('live.clock.label')}>
        {clock.remainingMs === null ? '–:––' : formatClock(clock.remainingMs)}
      </p>
      {words && <p className={styles.clockWords}>{words}</p>}
    </div>
  )
}
