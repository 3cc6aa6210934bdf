import type { EventKind, EventLifecycleLabel, EventSubtype } from '@questboard/domain/constants'
import { useTranslation } from 'react-i18next'
import styles from './events.module.css'

const LIFECYCLE_TONE: Record<EventLifecycleLabel, string | undefined> = {
  registered: styles.badgeSuccess,
  cancelled: styles.badgeDanger,
  in_progress: styles.badgeInfo,
  completed: styles.badgeMuted,
  sold_out: styles.badgeWarning,
}

/** Type, kind and lifecycle labels of an event (spec §4), in one row. */
export function EventBadges({
  subtype,
  kind,
  format,
  labels,
  showFullKind = true,
}: {
  subtype: EventSubtype
  kind: EventKind
  format?: string | null
  labels: readonly EventLifecycleLabel[]
  /** Lists default to full events: there only the exception (a light event) is worth a badge. */
  showFullKind?: boolean
}) {
  const { t } = useTranslation()
  return (
    <ul className={styles.badges} aria-label={t('events.labelsName')}>
      {labels.map((label) => (
        <li key={label} className={`${styles.badge} ${LIFECYCLE_TONE[label] ?? ''}`}>
          {t(`events.lifecycle.${label}`)}
        </li>
      ))}
      <li className={`${styles.badge} ${styles.badgeType}`}>{t(`eventSubtype.${subtype}`)}</li>
      {format && (
        <li className={styles.badge}>{t(`events.format.${format as 'SW'}`, { defaultValue: format })}</li>
      )}
      {(showFullKind || kind !== 'Full') && <li className={styles.badge}>{t(`events.kind.${kind}`)}</li>}
    </ul>
  )
}
