import type { StoreSummary } from '@questboard/domain/event-api.schema'
import { useTranslation } from 'react-i18next'
import { buttonClass } from '../../../ui/button'
import { useIdentity } from '../../identity'
import { useFollowStore } from '../api/follow-store'
import styles from './follows.module.css'

/**
 * Following a store (decision 037, DESIGN.md's favourite): a toggle button (`aria-pressed`) named after the store.
 * Its visible words say the state ("Follow" / "Following") and begin its name, so speech input finds it; `compact`
 * shows the icon alone, where a list names the store beside it. A signed-out visitor is taken to sign in first.
 */
export function FollowButton({
  store,
  compact = false,
}: {
  store: Pick<StoreSummary, 'id' | 'name' | 'is_favorite'>
  compact?: boolean
}) {
  const { t } = useTranslation()
  const { status, signIn } = useIdentity()
  const follow = useFollowStore()
  // The answer comes with the store read again; meanwhile the button shows what was asked.
  const following = follow.isPending ? (follow.variables?.follow ?? store.is_favorite) : store.is_favorite
  if (status === 'loading') return null
  return (
    <button
      type="button"
      className={
        compact ? styles.followIcon : `${buttonClass(following ? 'primary' : 'secondary')} ${styles.follow}`
      }
      aria-pressed={following}
      aria-busy={follow.isPending}
      aria-label={t(following ? 'follows.followingStore' : 'follows.followStore', { store: store.name })}
      onClick={() => {
        if (status !== 'connected') void signIn()
        else if (!follow.isPending) follow.mutate({ id: store.id, follow: !following })
      }}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" width="20" height="20">
        <path
          d={following ? 'm5 12.5 4.5 4.5L19 7.5' : 'M12 5v14M5 12h14'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {!compact && <span>{t(following ? 'follows.following' : 'follows.follow')}</span>}
    </button>
  )
}
