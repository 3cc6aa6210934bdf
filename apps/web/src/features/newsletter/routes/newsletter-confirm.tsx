import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { ApiError } from '../../../lib/api'
import { Alert } from '../../../ui/alert'
import { RouteIntro } from '../../../ui/route-intro'
import { RouteLink } from '../../../ui/route-link'
import { useNewsletterConfirmation } from '../api/newsletter'
import styles from './newsletter-page.module.css'

/** Where the double opt-in mail's link lands (`newsletter/confirm?token=…`). */
export default function NewsletterConfirmRoute() {
  const { t } = useTranslation()
  const [search] = useSearchParams()
  const token = search.get('token')?.trim() ?? ''
  const confirmation = useNewsletterConfirmation(token)
  const status = confirmation.error instanceof ApiError ? confirmation.error.status : undefined

  return (
    <div className={`container ${styles.page}`}>
      <RouteIntro page="newsletter-confirm" />
      <div aria-live="polite">
        {token === '' && <Alert status="danger">{t('newsletter.invalidLink')}</Alert>}
        {confirmation.isPending && token !== '' && (
          <p className={styles.text}>{t('newsletter.confirming')}</p>
        )}
        {confirmation.isSuccess && <Alert status="success">{t('messages.newsletterConfirmed')}</Alert>}
        {confirmation.isError && (
          <Alert status="danger">
            {status === 410
              ? t('newsletter.expiredLink')
              : status === 404 || status === 400
                ? t('newsletter.invalidLink')
                : t('newsletter.linkFailed')}
          </Alert>
        )}
      </div>
      <p>
        <RouteLink name="home">{t('newsletter.backHome')}</RouteLink>
      </p>
    </div>
  )
}
