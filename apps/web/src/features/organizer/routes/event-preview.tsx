import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useGames } from '../../../lib/reference-data'
import { useLocalizedPath } from '../../../lib/use-localized-path'
import { buttonClass } from '../../../ui/button'
import { RouteIntro } from '../../../ui/route-intro'
import { RouteLink } from '../../../ui/route-link'
import { readEventDraft } from '../components/event-draft'
import { EventPreview } from '../components/event-preview'
import styles from '../components/organizer.module.css'

export default function EventPreviewRoute() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const path = useLocalizedPath()
  const games = useGames()
  const [draft] = useState(() => readEventDraft())

  const backToForm = () =>
    navigate(
      draft?.eventId
        ? path({ name: 'event-edit', params: { id: draft.eventId } })
        : path({ name: 'event-new' }),
      { state: { fromPreview: true } },
    )

  return (
    <div className={`container ${styles.form}`}>
      <RouteIntro page="event-preview" />
      {draft ? (
        <>
          <p className={styles.note}>{t('eventForm.previewNote')}</p>
          <EventPreview values={draft.values} games={games.data ?? []} />
          <div className={styles.actions}>
            <button type="button" className={buttonClass('primary')} onClick={backToForm}>
              {t('eventForm.backToEdit')}
            </button>
          </div>
        </>
      ) : (
        <div className={styles.state}>
          <p>{t('eventForm.nothingToPreview')}</p>
          <RouteLink name="event-new" className={buttonClass('primary')}>
            {t('eventForm.createEvent')}
          </RouteLink>
        </div>
      )}
    </div>
  )
}
