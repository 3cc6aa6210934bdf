import { REGISTRATION_DEADLINES } from '@questboard/domain/constants'
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { buttonClass } from '../../../ui/button'
import type { EventFormValues } from '../api/event-form'
import { CheckField, SelectField, TextField } from './event-fields'
import styles from './organizer.module.css'

/** The start and the end of a full event; the hint on how to fill each in is left out once they are locked. */
const PERIOD_FIELDS = [
  { name: 'event_start_date', label: 'eventForm.start', hint: 'eventForm.startHint' },
  { name: 'additional_info.event_end_date', label: 'eventForm.end', hint: 'eventForm.endHint' },
] as const

/** When: a light event has a day and a registration link; a full event a start, an end and its daily hours. */
export function EventDateSection({ locked }: { locked: boolean }) {
  const { t } = useTranslation()
  const { control } = useFormContext<EventFormValues>()
  const light = useWatch({ control, name: 'event_type' }) === 'Light'
  const timezone = useWatch({ control, name: 'timezone' })
  const deckAtVenue = useWatch({ control, name: 'additional_info.deck_day_of_registration' })

  return (
    <fieldset className={styles.section} id="date">
      <legend className={styles.legend}>{t('eventForm.dateTitle')}</legend>
      <div className={styles.stack}>
        {locked && <p className={styles.note}>{t('eventForm.lockedNote')}</p>}
        {timezone && <p className={styles.sectionLead}>{t('eventForm.timezoneNote', { zone: timezone })}</p>}
        {light ? (
          <div className={styles.grid}>
            <TextField
              name="light_date"
              type="date"
              label={t('eventForm.lightDate')}
              required
              locked={locked}
            />
            <TextField
              name="additional_info.url"
              type="url"
              label={t('eventForm.url')}
              hint={t('eventForm.urlHint')}
              required
            />
          </div>
        ) : (
          <>
            <div className={styles.grid}>
              {PERIOD_FIELDS.map(({ name, label, hint }) => (
                <TextField
                  key={name}
                  name={name}
                  type="datetime-local"
                  label={t(label)}
                  hint={locked ? undefined : t(hint)}
                  required
                  locked={locked}
                />
              ))}
            </div>
            <DailySchedules locked={locked} />
            <div className={styles.grid}>
              <SelectField
                name="additional_info.registration_date"
                label={t('eventForm.registrationDeadline')}
                hint={t('eventForm.registrationDeadlineHint')}
                placeholder={t('eventForm.noDeadline')}
                options={REGISTRATION_DEADLINES.map((option) => ({
                  value: option,
                  label: t(`eventForm.deadlines.${option}`),
                }))}
              />
              <div className={styles.stack}>
                <CheckField
                  name="additional_info.deck_day_of_registration"
                  label={t('eventForm.deckAtVenue')}
                  hint={t('eventForm.deckAtVenueHint')}
                />
                {!deckAtVenue && (
                  <TextField
                    name="additional_info.deck_registration_deadline"
                    type="datetime-local"
                    label={t('eventForm.deckDeadline')}
                    hint={t('eventForm.deckDeadlineHint')}
                  />
                )}
              </div>
            </div>
          </>
        )}
      </div>
    </fieldset>
  )
}

/** The inputs of one day of the event, in order: its date, then its opening and closing times. */
const SCHEDULE_FIELDS = [
  { part: 'day', type: 'date', label: 'eventForm.day' },
  { part: 'start_time', type: 'time', label: 'eventForm.startTime' },
  { part: 'end_time', type: 'time', label: 'eventForm.endTime' },
] as const

/** The hours of each day of the event (several days for a weekend event). */
function DailySchedules({ locked }: { locked: boolean }) {
  const { t } = useTranslation()
  const { control } = useFormContext<EventFormValues>()
  const { fields, append, remove } = useFieldArray({ control, name: 'additional_info.daily_schedules' })

  return (
    <fieldset className={styles.day}>
      <legend className={styles.dayLegend}>{t('eventForm.dailySchedules')}</legend>
      <p className={styles.sectionLead}>{t('eventForm.dailySchedulesHint')}</p>
      <div className={styles.stack}>
        {fields.map((field, index) => (
          <fieldset key={field.id} className={styles.row}>
            <legend className="visually-hidden">{t('eventForm.dayNumber', { number: index + 1 })}</legend>
            {SCHEDULE_FIELDS.map(({ part, type, label }) => (
              <TextField
                key={part}
                name={`additional_info.daily_schedules.${index}.${part}`}
                type={type}
                label={t(label)}
                required
                locked={locked}
              />
            ))}
            {!locked && (
              <button type="button" className={styles.linkButton} onClick={() => remove(index)}>
                {t('eventForm.removeDay', { number: index + 1 })}
              </button>
            )}
          </fieldset>
        ))}
        {!locked && (
          <div>
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() => append({ day: '', start_time: '', end_time: '' })}
            >
              {t('eventForm.addDay')}
            </button>
          </div>
        )}
      </div>
    </fieldset>
  )
}
