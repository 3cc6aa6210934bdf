import { useTranslation } from 'react-i18next'
import type { LiveConnection } from '../lib/use-live-stream'
import styles from './live.module.css'

/** Whether the view is live: announced politely when it changes (a screen reader hears "Reconnecting…"). */
export function ConnectionBadge({ connection }: { connection: LiveConnection }) {
  const { t } = useTranslation()
  return (
    <p className={styles.connection} data-connection={connection} role="status">
      <span className={styles.dot} aria-hidden="true" />
      {t(`live.connection.${connection}`)}
    </p>
  )
}
