import { type CountryCode, normalizeCountry } from '@questboard/domain/countries'
import { type ReactNode, useId, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { cityName } from '../../../i18n/city-names'
import { compareCountries, countryName } from '../../../i18n/country-names'
import { useLocale } from '../../../i18n/use-locale'
import { gameName } from '../../../lib/game-name'
import { useGames, useLocations } from '../../../lib/reference-data'
import type { EventFilters } from '../lib/event-filters'
import styles from './filters.module.css'

/** A labelled filter field: the label names the control that `children` renders with the given id. */
export function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId()
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  )
}

export function GameSelect({ value, onChange }: { value?: number; onChange: (game?: number) => void }) {
  const { t } = useTranslation()
  const games = useGames()
  return (
    <Field label={t('filters.game')}>
      {(fieldId) => (
        <select
          id={fieldId}
          value={value ?? ''}
          aria-busy={games.isPending}
          onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
        >
          <option value="">{t('filters.allGames')}</option>
          {/* The game of the URL stays selectable while the list loads. */}
          {!games.data && value !== undefined && <option value={value}>{t('filters.game')}</option>}
          {games.data?.map((game) => (
            <option key={game.id} value={game.id}>
              {gameName(t, game.id, game.name)}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

/** Country, then the preset cities grouped by country (only the chosen country's once one is chosen). */
export function PlaceSelects({
  filters,
  onChange,
}: {
  filters: EventFilters
  onChange: (filters: EventFilters) => void
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const locations = useLocations()
  const countries = useMemo(() => {
    const compare = compareCountries(locale)
    return (locations.data ?? [])
      .map((country) => ({ ...country, label: countryName(country.code, locale) }))
      .sort((a, b) => compare(a.code, b.code))
  }, [locations.data, locale])
  const shownCountries = filters.country
    ? countries.filter((country) => country.code === filters.country)
    : countries

  function changeCountry(value: string) {
    const country = normalizeCountry(value) as CountryCode | undefined
    const cityStays = countries.some(
      (entry) => entry.code === country && entry.cities.some((city) => city.id === filters.city),
    )
    onChange({ ...filters, country, city: cityStays ? filters.city : undefined, localize: false })
  }

  function changeCity(value: string) {
    const cityId = value ? Number(value) : undefined
    const country = countries.find((entry) => entry.cities.some((city) => city.id === cityId))
    onChange({
      ...filters,
      city: cityId,
      country: (country?.code as CountryCode | undefined) ?? filters.country,
    })
  }

  return (
    <>
      <Field label={t('filters.country')}>
        {(fieldId) => (
          <select
            id={fieldId}
            value={filters.country ?? ''}
            aria-busy={locations.isPending}
            onChange={(event) => changeCountry(event.target.value)}
          >
            <option value="">{t('filters.allCountries')}</option>
            {!locations.data && filters.country && (
              <option value={filters.country}>{countryName(filters.country, locale)}</option>
            )}
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('filters.city')}>
        {(fieldId) => (
          <select
            id={fieldId}
            value={filters.city ?? ''}
            onChange={(event) => changeCity(event.target.value)}
          >
            <option value="">{t('filters.allCities')}</option>
            {!locations.data && filters.city !== undefined && (
              <option value={filters.city}>{t('filters.city')}</option>
            )}
            {shownCountries.map((country) => (
              <optgroup key={country.code} label={country.label}>
                {country.cities.map((city) => (
                  <option key={city.id} value={city.id}>
                    {cityName(city.id, locale, city.name)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </Field>
    </>
  )
}
