import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { eventKeys } from '../../../lib/query-keys'
import { failureDetail } from '../../../lib/use-form-feedback'
import { useLocalizedPath } from '../../../lib/use-localized-path'
import { buttonClass } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { deleteEvent } from '../api/events'
import { cancelSeries } from '../api/series'
import { clearEventDraft } from './event-draft'
import styles from './organizer.module.css'

/**
 * The event-deletion modal: a 204 closes it and goes to my events (spec §4). With `series`, the event and the
 * following events of its series go (issue 15 §4).
 */
export function EventDeleteButton({
  eventId,
  eventName,
  series = null,
}: {
  eventId: string
  eventName: string
  series?: { id: number; date: string } | null
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const path = useLocalizedPath()
  const [open, setOpen] = useState(false)
  const remove = useMutation({
    // The dialog shows its own failure message: no generic "api" alert on top.
    meta: { alert: false },
    mutationFn: () => (series ? cancelSeries(series.id, series.date) : deleteEvent(eventId)),
    onSuccess: () => {
      // The event leaves every list, map and page it was on: each refetches when next shown (not now, when this
      // page's own copy would be asked again and answer 404 before the navigation).
      void queryClient.invalidateQueries({ queryKey: eventKeys.all, refetchType: 'none' })
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
          <p>{t(series ? 'eventForm.deleteSeriesText' : 'eventForm.deleteText', { name: eventName })}</p>
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
