import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ROUTES } from '../lib/routes'
import { usePageName } from '../lib/use-page-name'
import { buttonClass } from '../ui/button'
import { Dialog } from '../ui/dialog'
import { useOnline } from './connection'
import styles from './offline-modal.module.css'

const reload = () => window.location.reload()
const stay = () => {}

/**
 * The offline notice of spec §2: shown while the browser is offline (at start too), with a reload button;
 * the page reloads by itself when the connection returns, so what failed to load meanwhile loads then. A page
 * that works offline (the event-day console) gets neither: it says itself whether it is live.
 */
export function OfflineModal() {
  const { t } = useTranslation()
  const page = usePageName()
  const worksOffline = page !== undefined && page !== 'not-found' && 'worksOffline' in ROUTES[page]
  const online = useOnline(worksOffline ? stay : reload)
  // Closed with Escape it stays closed until the connection drops again.
  const [dismissed, setDismissed] = useState(false)
  useEffect(() => {
    if (online) setDismissed(false)
  }, [online])

  return (
    <Dialog
      open={!online && !dismissed && !worksOffline}
      onClose={() => setDismissed(true)}
      title={t('offline.title')}
    >
      <p className={styles.text}>{t('offline.text')}</p>
      <button type="button" className={buttonClass('primary')} onClick={reload}>
        {t('offline.reload')}
      </button>
    </Dialog>
  )
}
