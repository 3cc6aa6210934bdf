import { type FormEvent, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useLocale } from '../../../i18n/use-locale'
import { compareText } from '../../../lib/format'
import { gameName } from '../../../lib/game-name'
import { useGames } from '../../../lib/reference-data'
import { useLocalizedPath } from '../../../lib/use-localized-path'
import { buttonClass } from '../../../ui/button'
import { RouteLink } from '../../../ui/route-link'
import { DEFAULT_FILTERS, filtersToQuery, nearPlace, PlaceSearch } from '../../events'
import styles from '../routes/home.module.css'

/**
 * The home page's search entry: what (a game) and where (a town, from the place search), then the event
 * list with those filters in its URL, written by the list's own serializer.
 */
export function EventSearch() {
  const { t } = useTranslation()
  const locale = useLocale()
  const path = useLocalizedPath()
  const navigate = useNavigate()
  const id = useId()
  const games = useGames()
  const [place, setPlace] = useState<{ name: string; lat: number; lng: number }>()
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
    const search = { ...DEFAULT_FILTERS, game: number('game') }
    const query = filtersToQuery(place ? nearPlace(search, place) : search)
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
        <PlaceSearch place={place?.name} onChoose={setPlace} onClear={() => setPlace(undefined)} />
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
