import { VISIBILITIES } from '@questboard/domain/constants'
import { Controller, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { EventFormValues } from '../api/event-form'
import { CheckField, SelectField } from './event-fields'
import styles from './organizer.module.css'
import { OwnerCombobox } from './owner-combobox'

/** Administrator management (spec §2: admins only). */
export function EventAdminSection() {
  const { t } = useTranslation()
  const { control } = useFormContext<EventFormValues>()
  return (
    <fieldset className={styles.section} id="administrator">
      <legend className={styles.legend}>{t('eventForm.adminTitle')}</legend>
      <div className={styles.grid}>
        <CheckField name="additional_info.official_event" label={t('eventForm.official')} />
        <CheckField name="additional_info.is_bga" label={t('eventForm.bga')} />
        <SelectField
          name="event_visibility"
          label={t('eventForm.visibility')}
          hint={t('eventForm.visibilityHint')}
          options={VISIBILITIES.map((value) => ({ value, label: t(`eventForm.visibilities.${value}`) }))}
        />
        <Controller
          control={control}
          name="owner"
          render={({ field }) => (
            <OwnerCombobox name={field.name} value={field.value} onChange={field.onChange} />
          )}
        />
      </div>
    </fieldset>
  )
}
