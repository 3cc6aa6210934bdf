import { MINIMUM_AGE } from '@questboard/domain/constants'
import { useTranslation } from 'react-i18next'
import styles from './identity.module.css'

/** Shown instead of register / join for a signed-in user under the minimum age (spec §1, §6). */
export function NotAuthorizedToParticipate() {
  const { t } = useTranslation()
  return (
    <div className={styles.notice} role="note">
      <p className={styles.noticeTitle}>{t('messages.notAuthorized')}</p>
      <p>{t('account.minimumAge', { age: MINIMUM_AGE })}</p>
    </div>
  )
}
