import type { FormAlertState } from '../../../lib/use-form-feedback'
import { Alert } from '../../../ui/alert'
import styles from './organizer.module.css'

/**
 * The outcome of a form, in the bottom corner so it stays in view wherever the page has moved to and never
 * covers the header; a success closes by itself (ui/alert). Always in the page, so a screen reader hears it.
 */
export function FormAlert({ alert, onClose }: { alert: FormAlertState | null; onClose: () => void }) {
  return (
    <div className={styles.toasts} aria-live="polite">
      {alert && (
        <Alert status={alert.status} onClose={onClose}>
          <p>{alert.message}</p>
          {alert.detail && <p>{alert.detail}</p>}
        </Alert>
      )}
    </div>
  )
}
