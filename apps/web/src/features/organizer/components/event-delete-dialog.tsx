import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useLocalizedPath } from '../../../lib/use-localized-path'
import { buttonClass } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { deleteEvent } from '../api/events'
import { clearEventDraft } from './event-draft'
import styles from './organizer.module.css'
import { failureDetail } from './use-form-feedback'

/** The event-deletion modal: a 204 closes it and goes to my events (spec §4). */
export function EventDeleteButton({ eventId, eventName }: { eventId: string; eventName: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const path = useLocalizedPath()
  const [open, setOpen] = useState(false)
  const remove = useMutation({
    // The dialog shows its own failure message: no generic "api" alert on top.
    meta: { alert: false },
    mutationFn: () => deleteEvent(eventId),
    onSuccess: () => {
      clearEventDraft()
      setOpen(false)
      navigate(path({ name: 'event-user' }))
    },
  })

  return (
    <>
      <button type="button" className={`${styles.linkButton} ${styles.danger}`} onClick={() => setOpen(true)}>
        {t('eventForm.delete')}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('eventForm.deleteTitle')}>
        <div className={styles.stack}>
          <p>{t('eventForm.deleteText', { name: eventName })}</p>
          {remove.isError && (
            <p className={styles.fieldError} role="alert">
              {failureDetail(remove.error, t) ?? t('eventForm.deleteFailed')}
            </p>
          )}
          <div className={styles.actions}>
            <button
              type="button"
              className={buttonClass('primary')}
              disabled={remove.isPending}
              onClick={() => remove.mutate()}
            >
              {remove.isPending ? t('eventForm.deleting') : t('eventForm.deleteConfirm')}
            </button>
            <button type="button" className={buttonClass('secondary')} onClick={() => setOpen(false)}>
              {t('eventForm.cancel')}
            </button>
          </div>
        </div>
      </Dialog>
    </>
  )
}
