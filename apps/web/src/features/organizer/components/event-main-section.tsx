import { EVENT_KINDS, EVENT_SUBTYPES } from '@questboard/domain/constants'
import { get, useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { gameName } from '../../../lib/game-name'
import type { Game } from '../../../lib/reference-data'
import { fieldId, formClasses, useErrorText } from '../../../ui/form-field'
import type { EventFormValues } from '../api/event-form'
import { SelectField, TextField } from './event-fields'
import styles from './organizer.module.css'

export function EventMainSection({ games, locked }: { games: readonly Game[]; locked: boolean }) {
  const { t } = useTranslation()
  return (
    <fieldset className={styles.section} id="main-information">
      <legend className={styles.legend}>{t('eventForm.mainTitle')}</legend>
      <div className={styles.grid}>
        {locked && <p className={`${styles.note} ${styles.wide}`}>{t('eventForm.lockedNote')}</p>}
        <TextField className={styles.wide} name="name" label={t('eventForm.name')} required />
        <SelectField
          name="game"
          label={t('eventForm.game')}
          required
          locked={locked}
          placeholder={t('eventForm.chooseGame')}
          options={games.map((game) => ({ value: String(game.id), label: gameName(t, game.id, game.name) }))}
        />
        <SelectField
          name="event_subtype"
          label={t('eventForm.subtype')}
          required
          placeholder={t('eventForm.chooseSubtype')}
          options={EVENT_SUBTYPES.map((subtype) => ({ value: subtype, label: t(`eventSubtype.${subtype}`) }))}
        />
        <EventKindField locked={locked} />
      </div>
    </fieldset>
  )
}

/** Full or light (spec §4): a light event has a date and a registration link instead of the full details. */
function EventKindField({ locked }: { locked: boolean }) {
  const { t } = useTranslation()
  const { register, control, formState } = useFormContext<EventFormValues>()
  const error = useErrorText(get(formState.errors, 'event_type'))
  const current = useWatch({ control, name: 'event_type' })
  return (
    <fieldset className={`${styles.wide} ${styles.day}`} aria-describedby={`${fieldId('event_type')}-hint`}>
      <legend className={styles.dayLegend}>{t('eventForm.kind')}</legend>
      <p id={`${fieldId('event_type')}-hint`} className={styles.sectionLead}>
        {locked ? t('eventForm.kindLocked') : t('eventForm.kindHint')}
      </p>
      <div className={styles.dayFlags}>
        {EVENT_KINDS.map((kind) => (
          <label key={kind} className={styles.radio}>
            <input
              {...(locked
                ? { checked: current === kind, readOnly: true, disabled: current !== kind }
                : register('event_type'))}
              id={kind === 'Full' ? fieldId('event_type') : undefined}
              type="radio"
              value={kind}
              className={formClasses.checkboxInput}
            />
            {t(`eventForm.kinds.${kind}`)}
          </label>
        ))}
      </div>
      {error && <p className={styles.fieldError}>{error}</p>}
    </fieldset>
  )
}
