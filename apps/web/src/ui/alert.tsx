import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './alert.module.css'

export type AlertStatus = 'success' | 'info' | 'warning' | 'danger'

/**
 * An alert message (spec §3 "alert message", §8 titles): "Well done!" for a success, "Ooooh!" otherwise,
 * unless a title is given (the §8 "api" alert). Problems are announced at once (role alert), successes
 * politely (role status).
 */
export function Alert({
  status,
  title,
  children,
  onClose,
}: {
  status: AlertStatus
  title?: ReactNode
  children: ReactNode
  onClose?: () => void
}) {
  const { t } = useTranslation()
  const heading = title ?? (status === 'success' ? t('alerts.success') : t('alerts.error'))
  const urgent = status === 'danger' || status === 'warning'
  return (
    <div className={`${styles.alert} ${styles[status]}`} role={urgent ? 'alert' : 'status'}>
      <div className={styles.body}>
        <p className={styles.title}>{heading}</p>
        <div className={styles.message}>{children}</div>
      </div>
      {onClose && (
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('alerts.close')}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  )
}
