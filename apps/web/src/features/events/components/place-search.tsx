import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { countryName } from '../../../i18n/country-names'
import { useLocale } from '../../../i18n/use-locale'
import { Combobox } from '../../../ui/combobox'
import { type PlaceSuggestion, usePlaceSuggestions } from '../api/get-places'
import styles from './filters.module.css'

/** The typing pause before the suggestions are asked for. */
const SUGGEST_DELAY_MS = 200

/**
 * How a chosen place is named in the search: a town with its state or province where one name is many towns;
 * a postcode as typed (with its state in the United States), its town shown beside it among the suggestions.
 */
export const placeLabel = (place: PlaceSuggestion) =>
  place.region ? `${place.name}, ${place.region}` : place.name

/**
 * "Near a place": a town or a postcode typed and chosen among the suggestions of the Event API's gazetteer
 * (towns in any language GeoNames knows them in; the postcodes of the countries it ships, docs/decisions/026).
 * The chosen place's name stays in the field.
 */
export function PlaceSearch({
  place,
  onChoose,
  onClear,
}: {
  /** The name of the place the search is about, if any. */
  place?: string
  onChoose: (place: { name: string; lat: number; lng: number }) => void
  onClear: () => void
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const id = useId()
  const [text, setText] = useState(place ?? '')
  const [typed, setTyped] = useState('')
  // Another place chosen elsewhere (the map's area, near me, a reset) shows here.
  useEffect(() => setText(place ?? ''), [place])
  useEffect(() => {
    const timer = setTimeout(() => setTyped(text), SUGGEST_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text])
  const searching = typed.trim() !== '' && typed !== place
  const suggestions = usePlaceSuggestions(searching ? typed : '')
  const options = searching ? (suggestions.data ?? []) : []

  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-place`}>{t('place.label')}</label>
      <div className={styles.placeRow}>
        <Combobox
          id={`${id}-place`}
          type="text"
          value={text}
          onTextChange={setText}
          placeholder={t('place.placeholder')}
          aria-describedby={`${id}-status`}
          listLabel={t('place.suggestions')}
          options={options}
          optionKey={(option) => `${option.country}:${option.lat}:${option.lng}`}
          renderOption={(option) => (
            <>
              <span className={styles.storeName}>
                {placeLabel(option)}
                {option.local_name && ` (${option.local_name})`}
              </span>{' '}
              <span className={styles.hint}>{countryName(option.country, locale)}</span>
            </>
          )}
          onChoose={(option) => {
            const name = placeLabel(option)
            setText(name)
            onChoose({ name, lat: option.lat, lng: option.lng })
          }}
        />
        {place && (
          <button type="button" className={styles.chipRemove} aria-label={t('place.clear')} onClick={onClear}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      <p id={`${id}-status`} className={styles.hint} aria-live="polite">
        {searching && suggestions.isSuccess
          ? options.length
            ? t('place.found', { count: options.length })
            : t('place.none')
          : ''}
      </p>
    </div>
  )
}
