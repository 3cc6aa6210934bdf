import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { ApiError } from '../../../lib/api'
import { Alert } from '../../../ui/alert'
import { buttonClass } from '../../../ui/button'
import { RouteIntro } from '../../../ui/route-intro'
import { RouteLink } from '../../../ui/route-link'
import { useNewsletterUnsubscribe } from '../api/newsletter'
import styles from './newsletter-page.module.css'

/** Where the unsubscribe link of every newsletter mail lands (`newsletter/unsubscribe?token=…`). */
export default function NewsletterUnsubscribeRoute() {
  const { t } = useTranslation()
  const [search] = useSearchParams()
  const token = search.get('token')?.trim() ?? ''
  const unsubscribe = useNewsletterUnsubscribe()
  const status = unsubscribe.error instanceof ApiError ? unsubscribe.error.status : undefined

  return (
    <div className={`container ${styles.page}`}>
      <RouteIntro page="newsletter-unsubscribe" />
      {token === '' ? (
        <Alert status="danger">{t('newsletter.invalidLink')}</Alert>
      ) : unsubscribe.isSuccess ? (
        <Alert status="success">{t('newsletter.unsubscribed')}</Alert>
      ) : (
        <p>
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate(token)}
          >
            {unsubscribe.isPending ? t('newsletter.unsubscribing') : t('newsletter.unsubscribe')}
          </button>
        </p>
      )}
      <div aria-live="polite">
        {unsubscribe.isError && (
          <Alert status="danger">
            {status === 404 || status === 400 ? t('newsletter.invalidLink') : t('newsletter.linkFailed')}
          </Alert>
        )}
      </div>
      <p>
        <RouteLink name="home">{t('newsletter.backHome')}</RouteLink>
      </p>
    </div>
  )
}
