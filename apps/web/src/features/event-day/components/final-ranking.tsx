import type { EventDetail } from '@questboard/domain/event-api.schema'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../lib/api'
import { eventKeys } from '../../../lib/query-keys'
import { Alert } from '../../../ui/alert'
import { buttonClass } from '../../../ui/button'
import { formClasses } from '../../../ui/form-field'
import { saveRanking } from '../api/event-day'
import type { ConsoleStanding } from '../lib/console-state'
import styles from './event-day.module.css'

/**
 * The end (issue 14 §6): once the last round is over, the final standings are the event's competitive ranking,
 * saved through the results flow (`award_xp`), once. The organizer may correct the places first; guests keep
 * theirs and earn nothing (no account); every checked-in player with an account earns the attendance XP.
 */
export function FinalRanking({
  event,
  standings,
}: {
  event: EventDetail
  standings: readonly ConsoleStanding[]
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [places, setPlaces] = useState<Record<number, number>>(() =>
    Object.fromEntries(standings.map((row) => [row.player.id, row.rank])),
  )
  const [problem, setProblem] = useState<string>()
  const [saving, setSaving] = useState(false)
  const [saved, setSaved] = useState(false)
  const titleId = useId()
  const count = standings.length
  const placeOf = (row: ConsoleStanding) => places[row.player.id] ?? row.rank
  const taken = new Map<number, number>()
  for (const row of standings) taken.set(placeOf(row), (taken.get(placeOf(row)) ?? 0) + 1)
  const shared = (row: ConsoleStanding) => (taken.get(placeOf(row)) ?? 0) > 1

  async function save() {
    if (standings.some(shared)) {
      setProblem(t('validation.positionTaken'))
      return
    }
    const players = standings
      .filter((row) => row.player.user_id !== null)
      .map((row) => ({
        id: row.player.user_id as number,
        name: row.player.nickname ?? '',
        position: placeOf(row),
      }))
    setSaving(true)
    setProblem(undefined)
    try {
      await saveRanking(String(event.id), players)
      setSaved(true)
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setProblem(t('eventDay.final.conflict'))
      else if (error instanceof ApiError && error.status === 503) setProblem(t('eventDay.final.unavailable'))
      else setProblem(t('eventDay.final.failed'))
    } finally {
      setSaving(false)
      await queryClient.invalidateQueries({ queryKey: eventKeys.detail(String(event.id)) })
    }
  }

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {t('eventDay.final.title')}
      </h2>
      {saved && (
        <Alert status="success" onClose={() => setSaved(false)}>
          <p>{t('eventDay.final.saved')}</p>
        </Alert>
      )}
      {event.awarded_xp ? (
        <p className={styles.done}>{t('eventDay.final.alreadySaved')}</p>
      ) : (
        <p className={styles.muted}>{t('eventDay.final.lead')}</p>
      )}
      <ol className={styles.ranking}>
        {standings.map((row) => {
          const selectId = `${titleId}-${row.player.id}`
          return (
            <li key={row.player.id} className={styles.playerRow}>
              <div className={styles.grow}>
                <label htmlFor={selectId} className={styles.playerName}>
                  {row.player.nickname}
                </label>
                {row.player.guest && <span className={styles.tag}>{t('eventDay.final.guest')}</span>}
                <span className={styles.hint}> {t('eventDay.final.record', { rank: row.rank })}</span>
              </div>
              {event.awarded_xp ? (
                <span className={styles.place}>{t('eventDay.final.place', { place: placeOf(row) })}</span>
              ) : (
                <select
                  id={selectId}
                  className={`${formClasses.select} ${styles.narrow}`}
                  value={placeOf(row)}
                  aria-invalid={shared(row) ? true : undefined}
                  onChange={(change) =>
                    setPlaces({ ...places, [row.player.id]: Number(change.target.value) })
                  }
                >
                  {Array.from({ length: count }, (_, index) => index + 1).map((place) => (
                    <option key={place} value={place}>
                      {t('eventDay.final.place', { place })}
                    </option>
                  ))}
                </select>
              )}
            </li>
          )
        })}
      </ol>
      {!event.awarded_xp && (
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={saving}
          onClick={() => void save()}
        >
          {saving ? t('eventDay.final.saving') : t('eventDay.final.save')}
        </button>
      )}
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
    </section>
  )
}
