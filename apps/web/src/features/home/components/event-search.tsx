import { type CountryCode, findCountry } from '@questboard/domain/countries'
import { type FormEvent, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { cityName } from '../../../i18n/city-names'
import { countriesByName, countryName } from '../../../i18n/country-names'
import { useLocale } from '../../../i18n/use-locale'
import { compareText } from '../../../lib/format'
import { gameName } from '../../../lib/game-name'
import { useGames } from '../../../lib/reference-data'
import { useLocalizedPath } from '../../../lib/use-localized-path'
import { buttonClass } from '../../../ui/button'
import { RouteLink } from '../../../ui/route-link'
import { DEFAULT_FILTERS, filtersToQuery } from '../../events'
import styles from '../routes/home.module.css'

/**
 * The home page's search entry: what (a game) and where (a country, then one of its cities), then the
 * event list with those filters in its URL, written by the list's own serializer.
 */
export function EventSearch() {
  const { t } = useTranslation()
  const locale = useLocale()
  const path = useLocalizedPath()
  const navigate = useNavigate()
  const id = useId()
  const games = useGames()
  const [country, setCountry] = useState<CountryCode | ''>('')
  const countries = useMemo(
    () => countriesByName(locale).map((code) => ({ code, name: countryName(code, locale) })),
    [locale],
  )
  const cities = useMemo(() => {
    const compare = compareText(locale)
    return (findCountry(country)?.cities ?? [])
      .map((city) => ({ id: city.id, name: cityName(city.id, locale) }))
      .sort((a, b) => compare(a.name, b.name))
  }, [country, locale])
  const sortedGames = useMemo(() => {
    const compare = compareText(locale)
    return (games.data ?? [])
      .map((game) => ({ id: game.id, name: gameName(t, game.id, game.name) }))
      .sort((a, b) => compare(a.name, b.name))
  }, [games.data, locale, t])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const number = (name: string) => Number(form.get(name)) || undefined
    const query = filtersToQuery({
      ...DEFAULT_FILTERS,
      game: number('game'),
      country: country || undefined,
      city: number('city'),
    })
    navigate(path({ name: 'event-list', query }))
  }

  return (
    <search className={styles.search} aria-labelledby={`${id}-title`}>
      <form className={styles.searchForm} onSubmit={submit}>
        <h2 id={`${id}-title`} className={styles.searchTitle}>
          {t('home.searchTitle')}
        </h2>
        <div className={styles.field}>
          <label htmlFor={`${id}-game`}>{t('home.game')}</label>
          {/* Until the games arrive the list only offers "all games": searching still works. */}
          <select id={`${id}-game`} name="game" defaultValue="" aria-busy={games.isPending}>
            <option value="">{t('home.anyGame')}</option>
            {sortedGames.map((game) => (
              <option key={game.id} value={game.id}>
                {game.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.fieldPair}>
          <div className={styles.field}>
            <label htmlFor={`${id}-country`}>{t('home.country')}</label>
            <select
              id={`${id}-country`}
              value={country}
              onChange={(event) => setCountry(event.target.value as CountryCode | '')}
            >
              <option value="">{t('home.anyCountry')}</option>
              {countries.map(({ code, name }) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-city`}>{t('home.city')}</label>
            {/* The cities are the chosen country's: a new country starts again from "all cities". */}
            <select id={`${id}-city`} name="city" key={country} defaultValue="" disabled={!country}>
              <option value="">{t('home.anyCity')}</option>
              {cities.map((city) => (
                <option key={city.id} value={city.id}>
                  {city.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <button type="submit" className={buttonClass('primary')}>
          {t('home.search')}
        </button>
        <RouteLink name="event-locator" className={styles.mapLink}>
          {t('home.openMap')}
        </RouteLink>
      </form>
    </search>
  )
}
