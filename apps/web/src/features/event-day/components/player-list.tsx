import type { CheckInEntry } from '@questboard/domain/event-day/event-day-api.schema'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonClass } from '../../../ui/button'
import { formClasses } from '../../../ui/form-field'
import type { ConsolePhase } from '../lib/console-state'
import type { CheckInOutcome } from './check-in-panel'
import { useConsoleWrites } from './console-writes'
import styles from './event-day.module.css'

type Status = 'here' | 'expected' | 'no-show' | 'dropped'

const statusOf = (entry: CheckInEntry): Status =>
  entry.dropped ? 'dropped' : entry.checked_in ? 'here' : entry.no_show ? 'no-show' : 'expected'

/**
 * Every player of the day: the registered ones (checked in, expected, or no-show once round 1 was paired), then
 * walk-ins and guests. From here a player is checked in by hand, or dropped (paired no more, still ranked).
 */
export function PlayerList({
  checkIns,
  phase,
  onCheckIn,
  onOutcome,
}: {
  checkIns: readonly CheckInEntry[]
  phase: ConsolePhase
  onCheckIn: (body: { user_id: number }) => Promise<boolean>
  onOutcome: (outcome: CheckInOutcome) => void
}) {
  const { t } = useTranslation()
  const { write } = useConsoleWrites()
  const [filter, setFilter] = useState('')
  const [confirming, setConfirming] = useState<number | null>(null)
  const filterId = useId()
  const confirmButton = useRef<HTMLButtonElement>(null)
  // The Drop button gives way to the question: the keyboard goes with it.
  useEffect(() => {
    if (confirming !== null) confirmButton.current?.focus()
  }, [confirming])
  const needle = filter.trim().toLocaleLowerCase()
  const shown = needle
    ? checkIns.filter((entry) => (entry.nickname ?? '').toLocaleLowerCase().includes(needle))
    : checkIns
  const canDrop = phase !== 'finished'

  async function drop(entry: CheckInEntry) {
    if (entry.id === null) return
    setConfirming(null)
    await write({ kind: 'drop', player: entry.id, name: entry.nickname })
    onOutcome({ tone: 'done', text: t('eventDay.players.dropped', { name: entry.nickname ?? '' }) })
  }

  return (
    <div className={styles.players}>
      <h3 className={styles.subTitle}>{t('eventDay.players.title')}</h3>
      {checkIns.length > 6 && (
        <div className={styles.filter}>
          <label htmlFor={filterId} className={styles.label}>
            {t('eventDay.players.filter')}
          </label>
          <input
            id={filterId}
            type="search"
            className={formClasses.input}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
        </div>
      )}
      {checkIns.length === 0 ? (
        <p className={styles.muted}>{t('eventDay.players.empty')}</p>
      ) : (
        <ul className={styles.playerList}>
          {shown.map((entry) => {
            const status = statusOf(entry)
            const key = entry.id === null ? `u${entry.user_id}` : `c${entry.id}`
            return (
              <li key={key} className={styles.playerRow}>
                <div className={styles.grow}>
                  <span className={styles.playerName}>{entry.nickname}</span>
                  {(entry.walk_in || entry.guest) && (
                    <span className={styles.tag}>
                      {entry.guest ? t('eventDay.players.guest') : t('eventDay.players.walkIn')}
                    </span>
                  )}
                  <span className={`${styles.status} ${styles[`status-${status}`]}`}>
                    {t(`eventDay.players.status.${status}`)}
                  </span>
                </div>
                {!entry.checked_in && entry.user_id !== null && (
                  <button
                    type="button"
                    className={`${buttonClass('secondary')} ${styles.compact}`}
                    onClick={() => void onCheckIn({ user_id: entry.user_id as number })}
                  >
                    {t('eventDay.players.checkIn')}
                    <span className="visually-hidden"> {entry.nickname}</span>
                  </button>
                )}
                {entry.checked_in && !entry.dropped && canDrop && confirming !== entry.id && (
                  <button
                    type="button"
                    className={`${buttonClass('secondary')} ${styles.compact}`}
                    onClick={() => setConfirming(entry.id)}
                  >
                    {t('eventDay.players.drop')}
                    <span className="visually-hidden"> {entry.nickname}</span>
                  </button>
                )}
                {confirming === entry.id && entry.id !== null && (
                  <span className={styles.confirm}>
                    <span>{t('eventDay.players.dropConfirm', { name: entry.nickname ?? '' })}</span>
                    <button
                      ref={confirmButton}
                      type="button"
                      className={`${buttonClass('primary')} ${styles.compact}`}
                      onClick={() => void drop(entry)}
                    >
                      {t('eventDay.players.dropYes')}
                    </button>
                    <button
                      type="button"
                      className={`${buttonClass('secondary')} ${styles.compact}`}
                      onClick={() => setConfirming(null)}
                    >
                      {t('eventDay.players.dropNo')}
                    </button>
                  </span>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
