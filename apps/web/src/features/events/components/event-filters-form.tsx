import { FILTER_EVENT_SUBTYPES, TIME_SLICES, type TimeSlice } from '@questboard/domain/constants'
import { memo, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useWideScreen } from '../../../lib/use-wide-screen'
import { DateInput } from '../../../ui/date-input'
import { useIdentity } from '../../identity'
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  type EventFilters,
  FLAG_FILTERS,
  KIND_FILTERS,
  type KindFilter,
} from '../lib/event-filters'
import { Field, GameSelect, PlaceSelects } from './filter-fields'
import styles from './filters.module.css'

const isCalendarDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value)

import { NearMeButton } from './near-me-button'
import { PlaceFields } from './place-fields'
import { ShopFilter } from './shop-filter'

/**
 * The filters of the event list and the locator (spec §2): every change applies at once and lands in the
 * URL. On phones the form folds behind a button so the results come first. Memoized: the page re-renders
 * when its results arrive, the filters have not changed.
 */
export const EventFiltersForm = memo(function EventFiltersForm({
  filters,
  onChange,
  shopName,
}: {
  filters: EventFilters
  onChange: (filters: EventFilters) => void
  /** The selected store's name, when the results tell it. */
  shopName?: string
}) {
  const { t } = useTranslation()
  const { status } = useIdentity()
  const [open, setOpen] = useState(false)
  // Folded on a phone, the panel's fields are not drawn at all (date fields, selects): less work before the list.
  const wide = useWideScreen()
  const shown = open || wide
  const id = useId()
  const active = activeFilterCount(filters)
  const set = <K extends keyof EventFilters>(name: K, value: EventFilters[K]) =>
    onChange({ ...filters, [name]: value })
  // A date applies once typed in full (or cleared); a text on its way to one keeps the last date.
  const setDate = (name: 'start_date' | 'end_date', value: string) => {
    if (value === '') set(name, undefined)
    else if (isCalendarDate(value)) set(name, value)
  }

  return (
    <search className={styles.filters} aria-labelledby={`${id}-title`}>
      <div className={styles.head}>
        <h2 id={`${id}-title`} className={styles.title}>
          {t('filters.title')}
        </h2>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen(!open)}
        >
          {open ? t('filters.hide') : t('filters.show', { count: active })}
        </button>
      </div>
      <PlaceFields filters={filters} onChange={onChange} />
      <form
        id={`${id}-panel`}
        className={`${styles.panel} ${open ? styles.panelOpen : ''}`}
        onSubmit={(event) => event.preventDefault()}
      >
        {shown && (
          <>
            <fieldset className={styles.group}>
              <legend>{t('filters.what')}</legend>
              <GameSelect value={filters.game} onChange={(game) => set('game', game)} />
              <Field label={t('filters.eventType')}>
                {(fieldId) => (
                  <select
                    id={fieldId}
                    value={filters.event_subtype}
                    onChange={(event) =>
                      set('event_subtype', event.target.value as EventFilters['event_subtype'])
                    }
                  >
                    {FILTER_EVENT_SUBTYPES.map((subtype) => (
                      <option key={subtype} value={subtype}>
                        {subtype === 'all' ? t('filters.allTypes') : t(`eventSubtype.${subtype}`)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <fieldset className={styles.radios}>
                <legend>{t('filters.kind')}</legend>
                {KIND_FILTERS.map((kind) => (
                  <label key={kind} className={styles.choice}>
                    <input
                      type="radio"
                      name={`${id}-kind`}
                      value={kind}
                      checked={filters.event_type === kind}
                      onChange={() => set('event_type', kind as KindFilter)}
                    />
                    {t(`filters.kinds.${kind}`)}
                  </label>
                ))}
              </fieldset>
            </fieldset>

            <fieldset className={styles.group}>
              <legend>{t('filters.where')}</legend>
              <NearMeButton filters={filters} onChange={onChange} />
              <PlaceSelects filters={filters} onChange={onChange} />
              <ShopFilter
                owner={filters.owner}
                shopName={shopName}
                onChange={(owner) => set('owner', owner)}
              />
              {status === 'connected' && (
                <label className={styles.choice}>
                  <input
                    type="checkbox"
                    checked={filters.favorites}
                    onChange={(event) => set('favorites', event.target.checked)}
                  />
                  {t('filters.favorites')}
                </label>
              )}
            </fieldset>

            <fieldset className={styles.group}>
              <legend>{t('filters.when')}</legend>
              <div className={styles.dates}>
                <Field label={t('filters.startDate')}>
                  {(fieldId) => (
                    <DateInput
                      id={fieldId}
                      kind="date"
                      value={filters.start_date ?? ''}
                      max={filters.end_date}
                      onChange={(value) => setDate('start_date', value)}
                    />
                  )}
                </Field>
                <Field label={t('filters.endDate')}>
                  {(fieldId) => (
                    <DateInput
                      id={fieldId}
                      kind="date"
                      value={filters.end_date ?? ''}
                      min={filters.start_date}
                      onChange={(value) => setDate('end_date', value)}
                    />
                  )}
                </Field>
              </div>
              <Field label={t('filters.timeSlice')}>
                {(fieldId) => (
                  <select
                    id={fieldId}
                    value={filters.time_slice ?? ''}
                    onChange={(event) => set('time_slice', (event.target.value || undefined) as TimeSlice)}
                  >
                    <option value="">{t('filters.anyTime')}</option>
                    {TIME_SLICES.map((slice) => (
                      <option key={slice} value={slice}>
                        {t(`filters.timeSlices.${slice}`)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </fieldset>

            <fieldset className={styles.group}>
              <legend>{t('filters.options')}</legend>
              {FLAG_FILTERS.map((name) => (
                <label key={name} className={styles.choice}>
                  <input
                    type="checkbox"
                    checked={filters[name]}
                    onChange={(event) => set(name, event.target.checked)}
                  />
                  {t(`filters.flags.${name}`)}
                </label>
              ))}
            </fieldset>

            {active > 0 && (
              <button type="button" className={styles.reset} onClick={() => onChange(DEFAULT_FILTERS)}>
                {t('filters.reset')}
              </button>
            )}
          </>
        )}
      </form>
    </search>
  )
})
