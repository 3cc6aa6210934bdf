import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useIdentity } from '../../identity'
import { type StoreSummary, useFavoriteStore, useStoreSearch } from '../api/stores'
import styles from './filters.module.css'

/** The typing pause before a store search is sent. */
const SEARCH_DELAY_MS = 250

/**
 * The shop filter: a search over public stores; choosing one filters the events by it (`owner`). Signed-in
 * players can star stores here, for the favourites filter.
 */
export function ShopFilter({
  owner,
  shopName,
  onChange,
}: {
  owner?: number
  shopName?: string
  onChange: (owner?: number) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [text, setText] = useState('')
  const [search, setSearch] = useState('')
  const [chosenName, setChosenName] = useState<string>()
  const stores = useStoreSearch(search)
  const connected = useIdentity().status === 'connected'

  useEffect(() => {
    const timer = setTimeout(() => setSearch(text), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text])

  if (owner !== undefined) {
    return (
      <div className={styles.field}>
        <span className={styles.fieldLabel}>{t('filters.shop')}</span>
        <p className={styles.chip}>
          <span>{shopName ?? chosenName ?? t('filters.shopSelected')}</span>
          <button
            type="button"
            className={styles.chipRemove}
            aria-label={t('filters.removeShop')}
            onClick={() => onChange(undefined)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </p>
      </div>
    )
  }

  const results = search.trim() ? (stores.data?.results ?? []) : []
  function choose(store: StoreSummary) {
    setChosenName(store.name)
    setText('')
    setSearch('')
    onChange(store.id)
  }

  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-search`}>{t('filters.shop')}</label>
      <input
        id={`${id}-search`}
        type="search"
        value={text}
        placeholder={t('filters.shopPlaceholder')}
        autoComplete="off"
        aria-describedby={`${id}-status`}
        onChange={(event) => setText(event.target.value)}
      />
      <p id={`${id}-status`} className={styles.hint} aria-live="polite">
        {search.trim() && stores.isFetching
          ? t('filters.shopSearching')
          : search.trim() && stores.data
            ? t('filters.shopResults', { count: results.length })
            : ''}
      </p>
      {results.length > 0 && (
        <ul className={styles.storeList}>
          {results.map((store) => (
            <li key={store.id} className={styles.store}>
              <button type="button" className={styles.storeChoose} onClick={() => choose(store)}>
                <span className={styles.storeName}>{store.name}</span>
                {store.address?.city && <span className={styles.hint}>{store.address.city}</span>}
              </button>
              {connected && <FavoriteButton store={store} />}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** A star toggling a store in the player's favourites. */
function FavoriteButton({ store }: { store: Pick<StoreSummary, 'id' | 'name' | 'is_favorite'> }) {
  const { t } = useTranslation()
  const favorite = useFavoriteStore()
  const pressed = favorite.isPending ? (favorite.variables?.favorite ?? store.is_favorite) : store.is_favorite
  return (
    <button
      type="button"
      className={styles.star}
      aria-pressed={pressed}
      aria-label={t('filters.favoriteStore', { store: store.name })}
      disabled={favorite.isPending}
      onClick={() => favorite.mutate({ id: store.id, favorite: !store.is_favorite })}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" width="20" height="20">
        <path
          fill={pressed ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
          d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z"
        />
      </svg>
    </button>
  )
}
