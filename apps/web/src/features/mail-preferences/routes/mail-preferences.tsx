import { useTranslation } from 'react-i18next'
import { Alert } from '../../../ui/alert'
import { buttonClass } from '../../../ui/button'
import { RouteIntro } from '../../../ui/route-intro'
import { useMailPreferences } from '../api/mail-preferences'
import { AlertList } from '../components/alert-list'
import { DigestSwitch } from '../components/digest-switch'
import { FollowedStores } from '../components/followed-stores'
import styles from '../components/mail-preferences.module.css'

/**
 * The mail preferences on one page (issue 15 §2, decision 037): the daily digests on or off, the stores followed
 * (to unfollow), the alerts (to change or delete; new ones come from the event list's search).
 */
export default function MailPreferencesRoute() {
  const { t } = useTranslation()
  const preferences = useMailPreferences()

  return (
    <div className={`container ${styles.page}`}>
      <RouteIntro page="mail-preferences" />
      {preferences.isPending ? (
        <p role="status" aria-busy="true">
          {t('mailPreferences.loading')}
        </p>
      ) : preferences.isError ? (
        <div className={styles.card}>
          <Alert status="danger">
            <p>{t('mailPreferences.loadFailed')}</p>
          </Alert>
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => void preferences.refetch()}
          >
            {t('mailPreferences.retry')}
          </button>
        </div>
      ) : (
        <>
          <DigestSwitch on={preferences.data.daily_digest} />
          <FollowedStores stores={preferences.data.followed_stores} />
          <AlertList />
        </>
      )}
    </div>
  )
}
