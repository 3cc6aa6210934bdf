import { NO_SHOW_RULES, NO_SHOW_THRESHOLD, NO_SHOW_WINDOW_DAYS } from '@questboard/domain/no-shows'
import { get, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { fieldId, formClasses, useErrorText } from '../../../ui/form-field'
import type { ProfileFormValues } from '../api/profile-form'
import styles from './organizer.module.css'

/**
 * The store's rule about players who missed events (issue 15 §5): off by default; or such players register
 * for its events only in the last 48 hours, or not at all. Shown on each of its events' pages.
 */
export function NoShowRuleField() {
  const { t } = useTranslation()
  const { register, formState } = useFormContext<ProfileFormValues>()
  const error = useErrorText(get(formState.errors, 'no_show_rule'))
  const id = fieldId('no_show_rule')
  return (
    <fieldset className={styles.section} id="no-shows" aria-describedby={`${id}-hint`}>
      <legend className={styles.legend}>{t('profile.noShows.title')}</legend>
      <p id={`${id}-hint`} className={styles.sectionLead}>
        {t('profile.noShows.hint', { count: NO_SHOW_THRESHOLD, days: NO_SHOW_WINDOW_DAYS })}
      </p>
      <div className={styles.stack}>
        {NO_SHOW_RULES.map((rule, index) => (
          <label key={rule} className={styles.radio}>
            <input
              {...register('no_show_rule')}
              id={index === 0 ? id : undefined}
              type="radio"
              value={rule}
              className={formClasses.checkboxInput}
            />
            {t(`profile.noShows.rules.${rule}`)}
          </label>
        ))}
      </div>
      {error && <p className={styles.fieldError}>{error}</p>}
    </fieldset>
  )
}
