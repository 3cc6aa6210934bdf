import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../i18n/use-locale'
import { intlLocale } from '../../../lib/format'
import { buttonClass } from '../../../ui/button'
import { useIdentity } from '../../identity'
import type { OrganizerRequest } from '../api/organizer-request'
import styles from './organizer-request.module.css'

/** Where the latest request stands; an approval shows only in a new token, hence "sign in again". */
export function RequestStatus({ request }: { request: OrganizerRequest }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { signIn } = useIdentity()
  const sent = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long' }).format(
    new Date(request.created_at),
  )
  return (
    <section className={styles.card} aria-labelledby="organizer-request-status">
      <h2 id="organizer-request-status" className={styles.statusTitle}>
        {t('organizerRequest.statusTitle')}
      </h2>
      <p>
        <span className={styles.status}>{t(`admin.status.${request.status}`)}</span>
      </p>
      <p role="status">{t(`organizerRequest.${request.status}`)}</p>
      {request.status === 'rejected' && request.reason && (
        <p>{t('organizerRequest.reason', { reason: request.reason })}</p>
      )}
      <p className={styles.lead}>{t('organizerRequest.sentOn', { date: sent })}</p>
      {request.status === 'approved' && (
        <button type="button" className={buttonClass('primary')} onClick={() => void signIn()}>
          {t('organizerRequest.signInAgain')}
        </button>
      )}
      {request.status === 'rejected' && <p>{t('organizerRequest.askAgain')}</p>}
    </section>
  )
}
