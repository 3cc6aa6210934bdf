import { useTranslation } from 'react-i18next'
import { useIdentity } from '../use-identity'
import styles from './identity.module.css'

/** After the Event API refused the session's token: says so and offers to sign in again. */
export function SessionEndedNotice() {
  const { t } = useTranslation()
  const { sessionEnded, status, signIn } = useIdentity()
  if (!sessionEnded || status === 'connected') return null
  return (
    <div className={styles.sessionEnded} role="status">
      <div className={`container ${styles.sessionEndedInner}`}>
        <span>{t('account.sessionEnded')}</span>
        <button type="button" className={styles.textButton} onClick={() => signIn()}>
          {t('account.signIn')}
        </button>
      </div>
    </div>
  )
}
