import { EVENT_KINDS, EVENT_SUBTYPES, MAX_SEARCH_RADIUS_KM } from '@questboard/domain/constants'
import {
  ALERT_FREQUENCIES,
  type AlertBody,
  alertBodySchema,
  MAX_ALERTS,
} from '@questboard/domain/mail-news.schema'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../lib/api'
import { domainResolver } from '../../../lib/form-errors'
import { gameName } from '../../../lib/game-name'
import { useGames } from '../../../lib/reference-data'
import { applyServerErrors, useFormFeedback } from '../../../lib/use-form-feedback'
import { Alert } from '../../../ui/alert'
import { buttonClass } from '../../../ui/button'
import { Field, FormError, formClasses } from '../../../ui/form-field'
import { type Alert as SavedAlert, useSaveAlert } from '../api/mail-preferences'
import styles from './mail-preferences.module.css'

/** The form's values: the selects and the radius as the inputs hold them, the place as the alert has it. */
interface Values {
  label: string
  latitude: number
  longitude: number
  radius: string
  game: string
  event_type: string
  event_subtype: string
  frequency: string
}

const resolver = domainResolver<Values, AlertBody>(alertBodySchema)

const toValues = (alert: AlertBody): Values => ({
  label: alert.label,
  latitude: alert.latitude,
  longitude: alert.longitude,
  radius: String(alert.radius),
  game: alert.game === null ? '' : String(alert.game),
  event_type: alert.event_type ?? '',
  event_subtype: alert.event_subtype ?? '',
  frequency: alert.frequency,
})

/**
 * An alert's search and how often it mails (decision 037): saving a new one (`id` undefined, from the event list's
 * search) or changing one. The place stays where it was chosen; a refusal shows at its field.
 */
export function AlertForm({
  alert,
  id,
  onSaved,
  onCancel,
}: {
  alert: AlertBody
  id?: number
  onSaved: (saved: SavedAlert) => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const formId = useId()
  const games = useGames().data ?? []
  const save = useSaveAlert()
  const feedback = useFormFeedback()
  const [place] = useState(alert.label)
  const { register, handleSubmit, setError, watch, formState } = useForm<Values, unknown, AlertBody>({
    resolver,
    defaultValues: toValues(alert),
  })
  const radius = watch('radius')

  return (
    <form
      ref={feedback.formRef}
      className={styles.alertForm}
      noValidate
      aria-labelledby={`${formId}-title`}
      onSubmit={handleSubmit(
        (body) => {
          feedback.closeAlert()
          save.mutate(
            { id, body },
            {
              onSuccess: onSaved,
              onError: (error) => {
                if (applyServerErrors(error, setError)) return feedback.moveToFirstError()
                const tooMany = error instanceof ApiError && error.status === 409
                feedback.setAlert({
                  status: 'danger',
                  message: tooMany
                    ? t('mailPreferences.tooMany', { max: MAX_ALERTS })
                    : t('mailPreferences.saveFailed'),
                })
              },
            },
          )
        },
        () => feedback.moveToFirstError(),
      )}
    >
      <p id={`${formId}-title`} className={styles.alertPlace}>
        {t('mailPreferences.around', { radius: Number(radius) || radius, place })}
      </p>
      {feedback.alert && (
        <Alert status={feedback.alert.status} onClose={feedback.closeAlert}>
          <p>{feedback.alert.message}</p>
        </Alert>
      )}
      <FormError error={formState.errors.root?.server} />
      <div className={styles.alertFields}>
        <Field name="label" label={t('mailPreferences.label')} error={formState.errors.label} required>
          {(control) => (
            <input {...control} {...register('label')} className={formClasses.input} maxLength={100} />
          )}
        </Field>
        <Field name="radius" label={t('mailPreferences.radius')} error={formState.errors.radius} required>
          {(control) => (
            <input
              {...control}
              {...register('radius')}
              className={formClasses.input}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_SEARCH_RADIUS_KM}
            />
          )}
        </Field>
        <Field name="game" label={t('mailPreferences.game')} error={formState.errors.game}>
          {(control) => (
            <select {...control} {...register('game')} className={formClasses.select}>
              <option value="">{t('mailPreferences.allGames')}</option>
              {games.map((game) => (
                <option key={game.id} value={String(game.id)}>
                  {gameName(t, game.id, game.name)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="event_type" label={t('mailPreferences.kind')} error={formState.errors.event_type}>
          {(control) => (
            <select {...control} {...register('event_type')} className={formClasses.select}>
              <option value="">{t('mailPreferences.allKinds')}</option>
              {EVENT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`filters.kinds.${kind}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          name="event_subtype"
          label={t('mailPreferences.subtype')}
          error={formState.errors.event_subtype}
        >
          {(control) => (
            <select {...control} {...register('event_subtype')} className={formClasses.select}>
              <option value="">{t('mailPreferences.allSubtypes')}</option>
              {EVENT_SUBTYPES.map((subtype) => (
                <option key={subtype} value={subtype}>
                  {t(`eventSubtype.${subtype}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <fieldset className={styles.frequency} aria-describedby={`${formId}-frequency-hint`}>
        <legend>{t('mailPreferences.frequency')}</legend>
        {ALERT_FREQUENCIES.map((frequency) => (
          <label key={frequency} className={styles.choice}>
            <input type="radio" value={frequency} {...register('frequency')} />
            {t(`mailPreferences.${frequency}`)}
          </label>
        ))}
        <p id={`${formId}-frequency-hint`} className={styles.hint}>
          {t('mailPreferences.saveSearchHint')}
        </p>
      </fieldset>
      <div className={styles.actions}>
        <button type="submit" className={buttonClass('primary')} disabled={save.isPending}>
          {save.isPending ? t('mailPreferences.saving') : t('mailPreferences.save')}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
          {t('mailPreferences.cancel')}
        </button>
      </div>
    </form>
  )
}
