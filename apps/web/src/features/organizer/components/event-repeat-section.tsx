import { WEEKDAYS } from '@questboard/domain/constants'
import { REPEAT_FREQUENCIES, SERIES_MAX_EVENTS, WEEKS_OF_MONTH } from '@questboard/domain/series'
import { useEffect, useRef } from 'react'
import { get, useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../i18n/use-locale'
import { fieldId, formClasses, useErrorText } from '../../../ui/form-field'
import type { EventFormValues } from '../api/event-form'
import { newRepeatValues, repeatPreview, startDateOf, weekdayOf } from '../api/repeat-form'
import { formatWallClock, weekdayName } from './display-names'
import { CheckField, SelectField, TextField } from './event-fields'
import styles from './organizer.module.css'

/**
 * Repeat (issue 15 §4): off by default; on, the new event becomes a series of events, one per date, each with
 * its own registrations. The preview lists the dates as the API will make them.
 */
export function EventRepeatSection() {
  const { t } = useTranslation()
  const { control, getValues, setValue } = useFormContext<EventFormValues>()
  const repeat = useWatch({ control, name: 'repeat' }) ?? newRepeatValues()
  const [eventType, start, lightDate] = useWatch({
    control,
    name: ['event_type', 'event_start_date', 'light_date'],
  })
  const startDate = startDateOf({ event_type: eventType, event_start_date: start, light_date: lightDate })

  // Turning Repeat on proposes the start's weekday, so the preview has dates at once.
  const wasEnabled = useRef(repeat.enabled)
  useEffect(() => {
    const day = startDate && weekdayOf(startDate)
    if (repeat.enabled && !wasEnabled.current && getValues('repeat.weekdays')?.length === 0 && day) {
      setValue('repeat.weekdays', [day])
    }
    wasEnabled.current = repeat.enabled
  }, [repeat.enabled, startDate, getValues, setValue])

  return (
    <fieldset className={styles.section} id="repeat">
      <legend className={styles.legend}>{t('eventForm.repeat.title')}</legend>
      <div className={styles.stack}>
        <CheckField
          name="repeat.enabled"
          label={t('eventForm.repeat.enabled')}
          hint={t('eventForm.repeat.hint')}
        />
        {repeat.enabled && (
          <>
            <div className={styles.grid}>
              <SelectField
                name="repeat.frequency"
                label={t('eventForm.repeat.frequency')}
                required
                options={REPEAT_FREQUENCIES.map((value) => ({
                  value,
                  label: t(`eventForm.repeat.frequencies.${value}`),
                }))}
              />
              {repeat.frequency === 'monthly' && (
                <SelectField
                  name="repeat.week_of_month"
                  label={t('eventForm.repeat.weekOfMonth')}
                  required
                  options={WEEKS_OF_MONTH.map((week) => ({
                    value: String(week),
                    label: t(`eventForm.repeat.weeks.${week === -1 ? 'last' : week}`),
                  }))}
                />
              )}
            </div>
            <Weekdays />
            <Ends />
            <Preview startDate={startDate} time={eventType === 'Light' ? undefined : start.slice(11, 16)} />
          </>
        )}
      </div>
    </fieldset>
  )
}

function Weekdays() {
  const { t } = useTranslation()
  const locale = useLocale()
  const { register, formState } = useFormContext<EventFormValues>()
  const error = useErrorText(get(formState.errors, 'repeat.weekdays'))
  const id = fieldId('repeat.weekdays')
  return (
    <fieldset className={styles.day} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.dayLegend}>
        {t('eventForm.repeat.weekdays')}
        <span aria-hidden="true"> *</span>
      </legend>
      <div className={styles.dayFlags}>
        {WEEKDAYS.map((day, index) => (
          <label key={day} className={styles.radio}>
            <input
              {...register('repeat.weekdays')}
              id={index === 0 ? id : undefined}
              type="checkbox"
              value={day}
              className={formClasses.checkboxInput}
            />
            {weekdayName(day, locale)}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </fieldset>
  )
}

/** After a number of events, or on a date: one of the two. */
function Ends() {
  const { t } = useTranslation()
  const { register, control } = useFormContext<EventFormValues>()
  const ends = useWatch({ control, name: 'repeat.ends' })
  return (
    <fieldset className={styles.day}>
      <legend className={styles.dayLegend}>{t('eventForm.repeat.ends')}</legend>
      <div className={styles.stack}>
        <div className={styles.dayFlags}>
          {(['count', 'until'] as const).map((value) => (
            <label key={value} className={styles.radio}>
              <input
                {...register('repeat.ends')}
                type="radio"
                value={value}
                className={formClasses.checkboxInput}
              />
              {t(`eventForm.repeat.endsBy.${value}`)}
            </label>
          ))}
        </div>
        <div className={styles.grid}>
          {ends === 'until' ? (
            <TextField name="repeat.until" type="date" label={t('eventForm.repeat.until')} required />
          ) : (
            <TextField
              name="repeat.count"
              type="number"
              inputMode="numeric"
              min={1}
              label={t('eventForm.repeat.count')}
              hint={t('eventForm.repeat.countHint', { max: SERIES_MAX_EVENTS })}
              required
            />
          )}
        </div>
      </div>
    </fieldset>
  )
}

/** The dates the series will take, as they read at the venue; announced politely as they change. */
function Preview({ startDate, time }: { startDate: string | undefined; time: string | undefined }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { control } = useFormContext<EventFormValues>()
  const repeat = useWatch({ control, name: 'repeat' }) ?? newRepeatValues()
  const preview = repeatPreview(startDate, repeat)
  return (
    <section className={styles.note} aria-labelledby="repeat-preview-title" aria-live="polite">
      <h3 id="repeat-preview-title" className={styles.dayLegend}>
        {t('eventForm.repeat.previewTitle')}
      </h3>
      {preview.kind === 'dates' ? (
        <>
          <p>{t('eventForm.repeat.previewCount', { count: preview.dates.length })}</p>
          <ol className={styles.previewDates}>
            {preview.dates.map((date) => (
              <li key={date}>{formatWallClock(time ? `${date}T${time}` : date, locale)}</li>
            ))}
          </ol>
        </>
      ) : (
        <p>{t(`eventForm.repeat.preview.${preview.kind}`, { max: SERIES_MAX_EVENTS })}</p>
      )}
    </section>
  )
}
