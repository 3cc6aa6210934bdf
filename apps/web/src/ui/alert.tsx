import { type FocusEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './alert.module.css'

export type AlertStatus = 'success' | 'info' | 'warning' | 'danger'

/** How long an alert that closes by itself stays (issue 13: a success, 5 s). */
export const AUTO_CLOSE_MS = 5000

/**
 * An alert message (spec §3 "alert message", §8 titles): "Well done!" for a success, "Ooooh!" otherwise,
 * unless a title is given (the §8 "api" alert). Problems are announced at once (role alert), successes
 * politely (role status). With `autoClose` (a closable success's default) it closes itself after AUTO_CLOSE_MS, counted again from the
 * start whenever the pointer or the focus leaves it (WCAG 2.2.1: a reader who stops on it keeps it).
 */
export function Alert({
  status,
  title,
  children,
  onClose,
  autoClose = status === 'success',
}: {
  status: AlertStatus
  title?: ReactNode
  children: ReactNode
  onClose?: () => void
  autoClose?: boolean
}) {
  const { t } = useTranslation()
  const heading = title ?? (status === 'success' ? t('alerts.success') : t('alerts.error'))
  const urgent = status === 'danger' || status === 'warning'
  const pause = useAutoClose(autoClose ? onClose : undefined)
  return (
    <div className={`${styles.alert} ${styles[status]}`} role={urgent ? 'alert' : 'status'} {...pause}>
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

/** Calls `onClose` after AUTO_CLOSE_MS unless paused; the handlers pause it while pointed at or focused. */
function useAutoClose(onClose: (() => void) | undefined) {
  const [pointed, setPointed] = useState(false)
  const [focused, setFocused] = useState(false)
  const close = useRef(onClose)
  close.current = onClose
  const enabled = onClose !== undefined
  useEffect(() => {
    if (!enabled || pointed || focused) return
    const timer = setTimeout(() => close.current?.(), AUTO_CLOSE_MS)
    return () => clearTimeout(timer)
  }, [enabled, pointed, focused])
  return {
    onPointerEnter: () => setPointed(true),
    onPointerLeave: () => setPointed(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
    },
  }
}
