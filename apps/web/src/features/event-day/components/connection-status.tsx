import { useTranslation } from 'react-i18next'
import { Alert } from '../../../ui/alert'
import { buttonClass } from '../../../ui/button'
import type { Conflict } from '../lib/change-queue'
import { scoreText } from '../lib/score'
import status from './console-status.module.css'
import { useConsoleWrites } from './console-writes'
import styles from './event-day.module.css'

/**
 * Whether the console is live or offline and how many changes wait on the device (issue 14 §7): a polite status
 * that screen readers hear when it changes.
 */
export function ConnectionStatus() {
  const { t } = useTranslation()
  const { queue } = useConsoleWrites()
  const waiting = queue.changes.length
  const offline = queue.connection === 'offline'
  const text = offline
    ? waiting > 0
      ? t('eventDay.connection.offline', { count: waiting })
      : t('eventDay.connection.offlineNone')
    : waiting > 0
      ? t('eventDay.connection.sending', { count: waiting })
      : t('eventDay.connection.live')
  return (
    <p
      className={`${status.connection} ${offline ? status.offline : ''}`}
      role="status"
      data-connection={queue.connection}
    >
      <span className={status.dot} aria-hidden="true" />
      {text}
    </p>
  )
}

/** What a change was, in words. */
function useChangeText() {
  const { t } = useTranslation()
  return ({ change }: Conflict['change']): string => {
    switch (change.kind) {
      case 'check-in':
        return t('eventDay.conflicts.checkIn', { name: change.name ?? '' })
      case 'pair':
        return t('eventDay.conflicts.pair', { number: change.round.number })
      case 're-pair':
        return t('eventDay.conflicts.rePair', { number: change.round.number })
      case 'result':
        return t('eventDay.conflicts.result', {
          table: change.table,
          number: change.round,
          score: scoreText(change.games),
        })
      case 'drop':
        return t('eventDay.conflicts.drop', { name: change.name ?? '' })
      case 'timer':
        return t(`eventDay.conflicts.timer.${change.action}`, {
          number: change.round,
          minutes: change.minutes ?? 0,
        })
    }
  }
}

/** Why the server did not take it, in the reader's language. */
function useReasonText() {
  const { t } = useTranslation()
  return (conflict: Conflict): string => {
    if (conflict.reason !== 'refused') return t(`eventDay.conflicts.reason.${conflict.reason}`)
    switch (conflict.status) {
      case 400:
      case 422:
        return t('eventDay.invalid')
      case 403:
        return t('eventDay.forbidden')
      case 404:
        return t('eventDay.conflicts.reason.notFound')
      case 409:
        return t('eventDay.conflicts.reason.changed')
      default:
        return t('eventDay.refused')
    }
  }
}

/**
 * The changes the server did not take (the server is the referee): each named, with why. The console already shows
 * the server's state; the organizer reads, redoes what still applies, and dismisses the list.
 */
export function Conflicts() {
  const { t } = useTranslation()
  const { queue, dismissConflicts } = useConsoleWrites()
  const changeText = useChangeText()
  const reasonText = useReasonText()
  if (queue.conflicts.length === 0) return null
  return (
    <Alert status="danger">
      <p>{t('eventDay.conflicts.title', { count: queue.conflicts.length })}</p>
      <ul className={status.conflicts}>
        {queue.conflicts.map((conflict) => (
          <li key={conflict.change.key}>
            <strong>{changeText(conflict.change)}</strong> — {reasonText(conflict)}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={`${buttonClass('secondary')} ${styles.compact}`}
        onClick={dismissConflicts}
      >
        {t('eventDay.conflicts.dismiss')}
      </button>
    </Alert>
  )
}
