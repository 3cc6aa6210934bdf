import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { ApiError } from '../../../lib/api'
import { Alert } from '../../../ui/alert'
import { buttonClass } from '../../../ui/button'
import { RouteIntro } from '../../../ui/route-intro'
import { RouteLink } from '../../../ui/route-link'
import { useUnsubscribe, useUnsubscribeLink } from '../api/mail-preferences'
import styles from '../components/mail-preferences.module.css'

/**
 * Where every morning mail's unsubscribe link lands (`mail/unsubscribe?token=…`, decision 037), signed in or not:
 * it says what the link stops, stops it with one button (a link opened by a mail scanner stops nothing), and says
 * what was stopped.
 */
export default function MailUnsubscribeRoute() {
  const { t } = useTranslation()
  const [search] = useSearchParams()
  const token = search.get('token')?.trim() ?? ''
  const link = useUnsubscribeLink(token)
  const stop = useUnsubscribe(token)
  const invalid = token === '' || (link.error instanceof ApiError && [400, 404].includes(link.error.status))

  return (
    <div className={`container ${styles.page}`}>
      <RouteIntro page="mail-unsubscribe" />
      {invalid ? (
        <Alert status="danger">
          <p>{t('mailUnsubscribe.invalid')}</p>
        </Alert>
      ) : link.isPending ? (
        <p role="status" aria-busy="true">
          {t('mailUnsubscribe.checking')}
        </p>
      ) : link.isError ? (
        <div className={styles.card}>
          <Alert status="danger">
            <p>{t('mailUnsubscribe.failed')}</p>
          </Alert>
          <button type="button" className={buttonClass('secondary')} onClick={() => void link.refetch()}>
            {t('mailPreferences.retry')}
          </button>
        </div>
      ) : stop.isSuccess ? (
        <Alert status="success" autoClose={false}>
          <p>
            {stop.data.list === 'digest'
              ? t('mailUnsubscribe.digestStopped')
              : stop.data.label === null
                ? t('mailUnsubscribe.alertGone')
                : t('mailUnsubscribe.alertStopped', { alert: stop.data.label })}
          </p>
        </Alert>
      ) : !link.data.active ? (
        <Alert status="info" autoClose={false}>
          <p>
            {link.data.list === 'alert' && link.data.label === null
              ? t('mailUnsubscribe.alertGone')
              : t('mailUnsubscribe.alreadyStopped')}
          </p>
        </Alert>
      ) : (
        <div className={styles.card}>
          <p>
            {link.data.list === 'digest'
              ? t('mailUnsubscribe.digestWhat')
              : t('mailUnsubscribe.alertWhat', { alert: link.data.label ?? '' })}
          </p>
          <p>
            <button
              type="button"
              className={buttonClass('primary')}
              disabled={stop.isPending}
              onClick={() => stop.mutate()}
            >
              {stop.isPending ? t('mailUnsubscribe.stopping') : t('mailUnsubscribe.stop')}
            </button>
          </p>
          {stop.isError && (
            <Alert status="danger">
              <p>{t('mailUnsubscribe.stopFailed')}</p>
            </Alert>
          )}
        </div>
      )}
      <p>
        <RouteLink name="mail-preferences">{t('mailPreferences.manage')}</RouteLink>
      </p>
    </div>
  )
}
