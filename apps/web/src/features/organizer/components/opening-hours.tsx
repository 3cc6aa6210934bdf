import { WEEKDAYS, type Weekday } from '@questboard/domain/constants'
import { Controller, get, useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../i18n/use-locale'
import { DateInput } from '../../../ui/date-input'
import { CheckboxField, Field, formClasses } from '../../../ui/form-field'
import type { ProfileFormValues } from '../api/profile-form'
import { weekdayName } from './display-names'
import styles from './organizer.module.css'

type Slot = 'first_open' | 'first_close' | 'second_open' | 'second_close'

/**
 * Each weekday in its own fieldset: a "closed" box (the form's `is_<day>` flag, inverted: the flag says the
 * store is open), a "break" box that adds the second slot, and the times of the slots in use.
 */
export function OpeningHours() {
  return (
    <div className={styles.stack}>
      {WEEKDAYS.map((day) => (
        <OpeningDay key={day} day={day} />
      ))}
    </div>
  )
}

function OpeningDay({ day }: { day: Weekday }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { control, register, formState } = useFormContext<ProfileFormValues>()
  const open = useWatch({ control, name: `is_${day}` })
  const hasBreak = useWatch({ control, name: `break_${day}` })
  const slot = (name: Slot, label: string) => {
    const path = `store_information.schedule.${day}.${name}` as const
    return (
      <Field name={path} label={label} required error={get(formState.errors, path)}>
        {(aria) => (
          <Controller
            control={control}
            name={path}
            render={({ field }) => (
              <DateInput
                {...aria}
                kind="time"
                className={formClasses.input}
                name={field.name}
                value={String(field.value ?? '')}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
              />
            )}
          />
        )}
      </Field>
    )
  }

  return (
    <fieldset className={styles.day}>
      <legend className={styles.dayLegend}>{weekdayName(day, locale)}</legend>
      <div className={styles.dayFlags}>
        <Controller
          control={control}
          name={`is_${day}`}
          render={({ field }) => (
            <CheckboxField name={field.name} label={t('profile.closed')}>
              {(aria) => (
                <input
                  {...aria}
                  ref={field.ref}
                  name={field.name}
                  type="checkbox"
                  className={formClasses.checkboxInput}
                  checked={!field.value}
                  onChange={(event) => field.onChange(!event.target.checked)}
                  onBlur={field.onBlur}
                />
              )}
            </CheckboxField>
          )}
        />
        <CheckboxField name={`break_${day}`} label={t('profile.break')}>
          {(aria) => (
            <input
              {...aria}
              {...register(`break_${day}`)}
              type="checkbox"
              className={formClasses.checkboxInput}
              disabled={!open}
            />
          )}
        </CheckboxField>
      </div>
      {open ? (
        <div className={styles.slots}>
          {slot('first_open', t('profile.firstOpen'))}
          {slot('first_close', t('profile.firstClose'))}
          {hasBreak && slot('second_open', t('profile.secondOpen'))}
          {hasBreak && slot('second_close', t('profile.secondClose'))}
        </div>
      ) : (
        <p className={styles.sectionLead}>{t('profile.closedAllDay')}</p>
      )}
    </fieldset>
  )
}
