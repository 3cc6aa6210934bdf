import { CURRENCIES, DEFAULT_STAGE_FORMAT, LOCALES, STAGE_FORMATS } from '@questboard/domain/constants'
import { useFieldArray, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../i18n/use-locale'
import { buttonClass } from '../../../ui/button'
import type { EventFormValues } from '../api/event-form'
import { currencyName, languageName } from './display-names'
import { CheckField, SelectField, TextAreaField, TextField } from './event-fields'
import styles from './organizer.module.css'

export function EventPracticalSection() {
  const { t } = useTranslation()
  const locale = useLocale()
  const formats = STAGE_FORMATS.map((format) => ({ value: format, label: t(`eventForm.formats.${format}`) }))

  return (
    <fieldset className={styles.section} id="practical-info">
      <legend className={styles.legend}>{t('eventForm.practicalTitle')}</legend>
      <div className={styles.stack}>
        <div className={styles.grid}>
          <SelectField
            name="additional_info.language"
            label={t('eventForm.language')}
            required
            placeholder={t('eventForm.chooseLanguage')}
            options={LOCALES.map((code) => ({ value: code, label: languageName(code, locale) }))}
          />
          <SelectField name="additional_info.event_type" label={t('eventForm.format')} options={formats} />
          <TextField
            name="additional_info.min_players"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            label={t('eventForm.minPlayers')}
            hint={t('eventForm.minPlayersHint')}
            required
          />
          <TextField
            name="additional_info.max_players"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            label={t('eventForm.maxPlayers')}
            required
          />
          <TextField
            name="additional_info.event_price"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            label={t('eventForm.price')}
            hint={t('eventForm.priceHint')}
          />
          <SelectField
            name="additional_info.event_currency"
            label={t('eventForm.currency')}
            hint={t('eventForm.currencyHint')}
            placeholder={t('eventForm.chooseCurrency')}
            options={CURRENCIES.map((code) => ({ value: code, label: currencyName(code, locale) }))}
          />
        </div>
        <Stages formats={formats} />
        <div className={styles.grid}>
          <CheckField name="additional_info.parking_available" label={t('eventForm.parking')} />
          <CheckField name="additional_info.wifi_available" label={t('eventForm.wifi')} />
          <CheckField name="additional_info.accessible_location" label={t('eventForm.accessible')} />
          <CheckField
            name="additional_info.send_notifications"
            label={t('eventForm.sendNotifications')}
            hint={t('eventForm.sendNotificationsHint')}
          />
        </div>
        <TextAreaField
          name="additional_info.transportation_options"
          label={t('eventForm.transport')}
          hint={t('eventForm.transportHint')}
          rows={3}
        />
        <TextAreaField name="additional_info.materials_required" label={t('eventForm.materials')} rows={3} />
        <TextAreaField
          name="additional_info.prize_description"
          label={t('eventForm.prize')}
          hint={t('eventForm.prizeHint')}
          rows={3}
        />
      </div>
    </fieldset>
  )
}

/** The rounds of the event, in the order they are played. */
function Stages({ formats }: { formats: { value: string; label: string }[] }) {
  const { t } = useTranslation()
  const { control } = useFormContext<EventFormValues>()
  const { fields, append, remove } = useFieldArray({ control, name: 'additional_info.stages' })

  return (
    <fieldset className={styles.day}>
      <legend className={styles.dayLegend}>{t('eventForm.stages')}</legend>
      <p className={styles.sectionLead}>{t('eventForm.stagesHint')}</p>
      <ol className={`${styles.stack} ${styles.plainList}`}>
        {fields.map((field, index) => (
          <li key={field.id}>
            <fieldset className={styles.row}>
              <legend className={styles.dayLegend}>
                {t('eventForm.stageNumber', { number: index + 1 })}
              </legend>
              <SelectField
                name={`additional_info.stages.${index}.format`}
                label={t('eventForm.format')}
                options={formats}
              />
              <TextField
                name={`additional_info.stages.${index}.players_min`}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                label={t('eventForm.stagePlayersMin')}
              />
              <TextField
                name={`additional_info.stages.${index}.players_max`}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                label={t('eventForm.stagePlayersMax')}
              />
              <button type="button" className={styles.linkButton} onClick={() => remove(index)}>
                {t('eventForm.removeStage', { number: index + 1 })}
              </button>
            </fieldset>
          </li>
        ))}
      </ol>
      <div>
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() =>
            append({ format: DEFAULT_STAGE_FORMAT, players_min: '', players_max: '', order_index: '' })
          }
        >
          {t('eventForm.addStage')}
        </button>
      </div>
    </fieldset>
  )
}
