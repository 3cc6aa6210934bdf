import { useTranslation } from 'react-i18next'
import { buttonClass } from '../../../ui/button'
import { RouteIntro } from '../../../ui/route-intro'
import { RouteLink } from '../../../ui/route-link'
import { useEventPreview } from '../../organizer'
import { EventPage } from '../components/event-page'
import styles from '../components/event-preview.module.css'

/**
 * The organizer's preview (issue 13): the event form's unsaved values drawn as the real event page, under a
 * bar that says so and leads back to the form. Here, with the page it draws; the form's side is the organizer
 * feature's (`useEventPreview`).
 */
export default function EventPreviewRoute() {
  const { t } = useTranslation()
  const { event, backToForm } = useEventPreview(t('eventForm.untitled'))

  if (!event) {
    return (
      <div className="container">
        <RouteIntro page="event-preview" />
        <div className={styles.state}>
          <p>{t('eventForm.nothingToPreview')}</p>
          <RouteLink name="event-new" className={buttonClass('primary')}>
            {t('account.createEvent')}
          </RouteLink>
        </div>
      </div>
    )
  }
  return (
    <>
      <div className="container">
        <section className={styles.bar} aria-label={t('routes.event-preview.title')}>
          <p>{t('eventForm.previewNote')}</p>
          <button type="button" className={buttonClass('primary')} onClick={backToForm}>
            {t('eventForm.backToEdit')}
          </button>
        </section>
      </div>
      <EventPage event={event} preview />
    </>
  )
}
