import type { ResultCategory } from '@questboard/domain/constants'
import type { EventDetail } from '@questboard/domain/event-api.schema'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { eventKeys } from '../../../lib/query-keys'
import { Alert } from '../../../ui/alert'
import { buttonClass } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { type ResultPlayer, useResultPlayers } from '../api/award-xp'
import { ResultEntriesForm } from './result-entries-form'
import styles from './results.module.css'

/**
 * The results of an ended event (spec §2 modals, §4 Results) for its organizer or an admin: the competitive
 * modal (a ranking) and the non-competitive one (attendance). Saving awards the XP once; afterwards both
 * modals say the results are saved and show nothing to change.
 */
export function EventResultsPanel({ event }: { event: EventDetail }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState<ResultCategory | null>(null)
  const [saved, setSaved] = useState(false)
  const headingId = useId()
  const panel = useRef<HTMLElement>(null)
  const eventId = String(event.id)

  const onSaved = () => {
    setSaved(true)
    setOpen(null)
    // Every copy of the event (whoever viewed it) now says awarded_xp, and so do the caller's own events.
    void queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventId) })
    void queryClient.invalidateQueries({ queryKey: eventKeys.mine() })
  }

  return (
    <section className={styles.panel} aria-labelledby={headingId} ref={panel} tabIndex={-1}>
      <h2 id={headingId}>{t('results.title')}</h2>
      {saved && (
        <Alert status="success" onClose={() => setSaved(false)}>
          <p>{t('messages.resultsSaved')}</p>
        </Alert>
      )}
      <p className={event.awarded_xp ? styles.saved : styles.lead}>
        {event.awarded_xp ? t('results.alreadySaved') : t('results.lead')}
      </p>
      {/* Once saved, the two forms are one read-only list: there is no longer a form to choose. */}
      <div className={styles.actions}>
        {event.awarded_xp ? (
          <button type="button" className={buttonClass('secondary')} onClick={() => setOpen('competitive')}>
            {t('results.openSaved')}
          </button>
        ) : (
          <>
            <button type="button" className={buttonClass('primary')} onClick={() => setOpen('competitive')}>
              {t('results.openCompetitive')}
            </button>
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() => setOpen('non-competitive')}
            >
              {t('results.openAttendance')}
            </button>
          </>
        )}
      </div>
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        returnFocusRef={panel}
        title={
          event.awarded_xp
            ? t('results.savedTitle')
            : open === 'non-competitive'
              ? t('results.attendanceTitle')
              : t('results.competitiveTitle')
        }
      >
        {open && (
          <ResultsForm
            key={open}
            eventId={eventId}
            category={open}
            awarded={event.awarded_xp}
            onSaved={onSaved}
            onCancel={() => setOpen(null)}
            onAlreadySaved={() => void queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventId) })}
          />
        )}
      </Dialog>
    </section>
  )
}

function ResultsForm({
  eventId,
  category,
  awarded,
  onSaved,
  onCancel,
  onAlreadySaved,
}: {
  eventId: string
  category: ResultCategory
  awarded: boolean
  onSaved: () => void
  onCancel: () => void
  onAlreadySaved: () => void
}) {
  const { t } = useTranslation()
  const players = useResultPlayers(eventId, true)

  if (players.isPending) {
    return (
      <p role="status" aria-busy="true">
        {t('results.loadingPlayers')}
      </p>
    )
  }
  if (players.isError) {
    return (
      <div className={styles.panel}>
        <Alert status="danger">
          <p>{t('results.playersFailed')}</p>
        </Alert>
        <div className={styles.actions}>
          <button type="button" className={buttonClass('primary')} onClick={() => void players.refetch()}>
            {t('results.retry')}
          </button>
          <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
            {t('results.close')}
          </button>
        </div>
      </div>
    )
  }
  if (awarded) return <SavedResults players={players.data} onClose={onCancel} />
  if (players.data.length === 0) {
    return (
      <div className={styles.panel}>
        <p className={styles.lead}>{t('results.noPlayers')}</p>
        <div className={styles.actions}>
          <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
            {t('results.close')}
          </button>
        </div>
      </div>
    )
  }
  return (
    <ResultEntriesForm
      eventId={eventId}
      category={category}
      players={players.data}
      onSaved={onSaved}
      onCancel={onCancel}
      onAlreadySaved={onAlreadySaved}
    />
  )
}

/** The read-only state once the XP has been awarded: who was registered, and nothing to change. */
function SavedResults({ players, onClose }: { players: ResultPlayer[]; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <div className={styles.panel}>
      <p className={styles.saved} role="status">
        {t('results.alreadySaved')}
      </p>
      <p className={styles.lead}>{t('results.playersSaved', { count: players.length })}</p>
      {players.length > 0 && (
        <ul className={styles.players}>
          {players.map((player) => (
            <li key={player.id} className={styles.player}>
              <span className={styles.name}>{player.name}</span>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <button type="button" className={buttonClass('secondary')} onClick={onClose}>
          {t('results.close')}
        </button>
      </div>
    </div>
  )
}
