import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../lib/api'
import { buttonClass } from '../../../ui/button'
import styles from './organizer.module.css'

export function LoadingState() {
  const { t } = useTranslation()
  return (
    <div className={styles.state} role="status" aria-busy="true">
      <p>{t('app.loading')}</p>
    </div>
  )
}

/** A load that failed: what happened and a way to try again (a missing event gets no retry). */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation()
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 403)
  return (
    <div className={styles.state} role="alert">
      <p>{missing ? t('organizer.notFound') : t('organizer.loadError')}</p>
      {!missing && (
        <button type="button" className={buttonClass('secondary')} onClick={onRetry}>
          {t('organizer.retry')}
        </button>
      )}
    </div>
  )
}
