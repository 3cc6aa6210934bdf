import { Alert, type AlertStatus } from '../../../ui/alert'
import styles from './organizer.module.css'

export interface FormAlertState {
  status: AlertStatus
  message: string
  detail?: string
}

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
