import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { clearAlerts, dismissAlert, useAlerts } from '../../lib/alerts'
import { Alert } from '../../ui/alert'
import styles from './layout.module.css'

/**
 * The app-wide alerts (spec §8's "api" alerts, and successes), stacked over the page's bottom edge, never over
 * the header. A success closes by itself after 5 s (not while pointed at or focused); a problem stays until
 * dismissed. The list is always in the page, so a screen reader hears what arrives in it. A page's alerts say
 * nothing about the next page: moving elsewhere clears them.
 */
export function AlertOutlet() {
  const { t } = useTranslation()
  const alerts = useAlerts()
  const { pathname } = useLocation()
  const shownOn = useRef(pathname)

  useEffect(() => {
    if (shownOn.current === pathname) return
    shownOn.current = pathname
    clearAlerts()
  }, [pathname])

  return (
    <div className={styles.alerts} aria-live="polite">
      {alerts.map((alert) => (
        <Alert
          key={alert.id}
          status={alert.status}
          title={t(`alerts.${alert.title}`)}
          onClose={() => dismissAlert(alert.id)}
        >
          <p>{alert.message ?? t('alerts.apiFailed', { status: alert.object?.httpStatus })}</p>
        </Alert>
      ))}
    </div>
  )
}
