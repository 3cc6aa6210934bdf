import { formatCheckInCode } from '@questboard/domain/event-day/check-in-code'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { qrPath } from '../lib/qr-code'
import styles from './check-in-code.module.css'

/**
 * The player's check-in code (issue 14 §1): its QR code, which the organizer's console scans, and the short code
 * to read out or type. `compact` for a card of My events.
 */
export function CheckInCode({ code, compact = false }: { code: string; compact?: boolean }) {
  const { t } = useTranslation()
  const { size, path } = useMemo(() => qrPath(code), [code])
  const shown = formatCheckInCode(code)
  return (
    <figure className={compact ? `${styles.code} ${styles.compact}` : styles.code}>
      <svg
        className={styles.qr}
        viewBox={`0 0 ${size} ${size}`}
        role="img"
        aria-label={t('checkInCode.qr', { code: shown })}
        shapeRendering="crispEdges"
      >
        <rect width={size} height={size} fill="#fff" />
        <path d={path} fill="#000" />
      </svg>
      <figcaption className={styles.caption}>
        <span className={styles.label}>{t('checkInCode.label')}</span>
        <strong className={styles.value}>{shown}</strong>
        {!compact && <span className={styles.hint}>{t('checkInCode.hint')}</span>}
      </figcaption>
    </figure>
  )
}
