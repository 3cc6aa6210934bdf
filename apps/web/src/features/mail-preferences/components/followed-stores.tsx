import type { StoreSummary } from '@questboard/domain/event-api.schema'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonClass } from '../../../ui/button'
import { RouteLink } from '../../../ui/route-link'
import { useFollowStore } from '../../follows'
import styles from './mail-preferences.module.css'

/** The stores the player follows, each with its page and a button to stop following it. */
export function FollowedStores({ stores }: { stores: StoreSummary[] }) {
  const { t } = useTranslation()
  const titleId = useId()
  const follow = useFollowStore()
  const [unfollowed, setUnfollowed] = useState<string | null>(null)
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('mailPreferences.storesTitle')}</h2>
      {stores.length === 0 ? (
        <p>{t('mailPreferences.noStores')}</p>
      ) : (
        <ul className={styles.items}>
          {stores.map((store) => (
            <li key={store.id} className={styles.item}>
              <div>
                <RouteLink name="store-show" params={{ id: store.id }} className={styles.itemName}>
                  {store.name}
                </RouteLink>
                {store.address?.city && <p className={styles.hint}>{store.address.city}</p>}
              </div>
              <button
                type="button"
                className={buttonClass('secondary')}
                aria-label={t('mailPreferences.unfollowStore', { store: store.name })}
                disabled={follow.isPending && follow.variables?.id === store.id}
                onClick={() =>
                  follow.mutate(
                    { id: store.id, follow: false },
                    { onSuccess: () => setUnfollowed(store.name) },
                  )
                }
              >
                {t('mailPreferences.unfollow')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className={styles.hint}>
        {unfollowed && t('mailPreferences.unfollowed', { store: unfollowed })}
      </p>
    </section>
  )
}
