import type { FormAlertState } from '../../../lib/use-form-feedback'
import { Alert } from '../../../ui/alert'
import styles from './organizer.module.css'

/** The outcome of a form, shown in a corner so it stays in view wherever the page has moved to. */
export function FormAlert({ alert, onClose }: { alert: FormAlertState | null; onClose: () => void }) {
  return (
    <div className={styles.toasts}>
      {alert && (
        <Alert status={alert.status} onClose={onClose}>
          <p>{alert.message}</p>
          {alert.detail && <p>{alert.detail}</p>}
        </Alert>
      )}
    </div>
  )
}
