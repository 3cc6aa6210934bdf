import type { ResultCategory } from '@questboard/domain/constants'
import type { EventDetail } from '@questboard/domain/event-api.schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../lib/api'
import { eventKeys } from '../../../lib/query-keys'
import { emitSignal } from '../../../lib/signals'
import { Alert } from '../../../ui/alert'
import { buttonClass } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { formClasses } from '../../../ui/form-field'
import { type ResultPlayer, submitResults, useResultPlayers } from '../api/award-xp'
import { buildResultForm, type Entry, type EntryError, initialEntries } from './result-entries'
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
      <div className={styles.actions}>
        <button type="button" className={buttonClass('primary')} onClick={() => setOpen('competitive')}>
          {t('results.openCompetitive')}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={() => setOpen('non-competitive')}>
          {t('results.openAttendance')}
        </button>
      </div>
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        returnFocusRef={panel}
        title={open === 'non-competitive' ? t('results.attendanceTitle') : t('results.competitiveTitle')}
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
    <EntriesForm
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

function EntriesForm({
  eventId,
  category,
  players,
  onSaved,
  onCancel,
  onAlreadySaved,
}: {
  eventId: string
  category: ResultCategory
  players: ResultPlayer[]
  onSaved: () => void
  onCancel: () => void
  onAlreadySaved: () => void
}) {
  const { t } = useTranslation()
  const [entries, setEntries] = useState<Record<number, Entry>>(() => initialEntries(players))
  const [errors, setErrors] = useState<Record<string, EntryError>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const competitive = category === 'competitive'

  const save = useMutation({
    mutationFn: (body: NonNullable<ReturnType<typeof buildResultForm>['form']>) =>
      submitResults(eventId, body),
    onSuccess: () => {
      emitSignal('event-result-form-success')
      onSaved()
    },
    onError: (error) => {
      // Spec §8: any failure, a 409 "already saved" included (no XP was awarded by this submission).
      emitSignal('event-result-form-error')
      setFailure(error instanceof ApiError ? (error.detail ?? null) : null)
      if (error instanceof ApiError && error.status === 409) onAlreadySaved()
    },
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
    const checked = buildResultForm(category, players, entries)
    setErrors(checked.errors)
    if (!checked.form) {
      emitSignal('event-result-form-error')
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      )
      return
    }
    save.mutate(checked.form)
  }

  const set = (id: number, entry: Entry) => setEntries((current) => ({ ...current, [id]: entry }))
  const errorText = (error: EntryError | undefined) => (error ? t(error.key, error.params) : undefined)
  const formError = errorText(errors.form)

  return (
    <form ref={formRef} className={styles.panel} onSubmit={submit} noValidate>
      <p className={styles.lead}>
        {competitive ? t('results.competitiveLead') : t('results.attendanceLead')}
      </p>
      {save.isError && (
        <Alert status="danger">
          <p>{t('messages.resultsSaveFailed')}</p>
          {failure && <p>{failure}</p>}
        </Alert>
      )}
      {formError && (
        <p className={styles.error} role="alert">
          {formError}
        </p>
      )}
      <ul className={styles.players}>
        {players.map((player) => {
          const id = `result-${category}-${player.id}`
          const error = errorText(errors[String(player.id)])
          const entry = entries[player.id] ?? 'attended'
          return (
            <li key={player.id} className={styles.player}>
              <label htmlFor={id} className={styles.name}>
                {player.name}
              </label>
              {competitive ? (
                <select
                  id={id}
                  className={formClasses.select}
                  value={String(entry)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(change) => {
                    const value = change.target.value
                    set(player.id, value === 'absent' || value === 'attended' ? value : Number(value))
                  }}
                >
                  <option value="attended">{t('results.unranked')}</option>
                  {players.map((_, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: positions are numbers, the index is the rank
                    <option key={index} value={index + 1}>
                      {t('results.position', { position: index + 1 })}
                    </option>
                  ))}
                  <option value="absent">{t('results.absent')}</option>
                </select>
              ) : (
                <span className={styles.check}>
                  <input
                    id={id}
                    type="checkbox"
                    className={formClasses.checkboxInput}
                    checked={entry !== 'absent'}
                    onChange={(change) => set(player.id, change.target.checked ? 'attended' : 'absent')}
                  />
                  <label htmlFor={id}>{t('results.attended')}</label>
                </span>
              )}
              {error && (
                <p id={`${id}-error`} className={styles.error}>
                  {error}
                </p>
              )}
            </li>
          )
        })}
      </ul>
      <div className={styles.actions}>
        <button type="submit" className={buttonClass('primary')} disabled={save.isPending}>
          {save.isPending ? t('results.saving') : t('results.save')}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
          {t('results.cancel')}
        </button>
      </div>
    </form>
  )
}
