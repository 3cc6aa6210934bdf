import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FollowButton } from '../../follows'
import { useIdentity } from '../../identity'
import { type StoreSummary, useStoreSearch } from '../api/stores'
import styles from './filters.module.css'

/** The typing pause before a store search is sent. */
const SEARCH_DELAY_MS = 250

/**
 * The shop filter: a search over public stores; choosing one filters the events by it (`owner`). Signed-in
 * players can follow stores here (decision 037), for the "stores I follow" filter and their daily digests.
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
              {connected && <FollowButton store={store} compact />}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
