import type { ResultCategory } from '@questboard/domain/constants'
import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../lib/api'
import { emitSignal } from '../../../lib/signals'
import { Alert } from '../../../ui/alert'
import { buttonClass } from '../../../ui/button'
import { formClasses } from '../../../ui/form-field'
import { type ResultPlayer, submitResults } from '../api/award-xp'
import { buildResultForm, type Entry, type EntryError, initialEntries } from './result-entries'
import styles from './results.module.css'

/**
 * The results modal's form (spec §4 Results): a position, "attended" or "absent" per registered player in the
 * competitive modal, a tick per player in the non-competitive one. Checked by the domain's result schema
 * before it is sent; a refusal is shown in the modal, which stays open.
 */
export function ResultEntriesForm({
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
