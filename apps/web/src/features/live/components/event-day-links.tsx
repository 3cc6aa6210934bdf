import type { EventDetail } from '@questboard/domain/event-api.schema'
import { useTranslation } from 'react-i18next'
import { RouteLink } from '../../../ui/route-link'
import styles from './live.module.css'

/**
 * On the event page while the event is under way (issue 14 §5): the registered player's way to their table and
 * time left, and the big-screen view (public: the store opens it on its TV).
 */
export function EventDayLinks({ event }: { event: EventDetail }) {
  const { t } = useTranslation()
  if (event.status !== 'published' || event.time_state !== 'started') return null
  return (
    <section className={styles.links} aria-labelledby="event-day-links">
      <h2 id="event-day-links">{t('live.links.title')}</h2>
      <ul>
        {event.is_registered && (
          <li>
            <RouteLink name="event-live" params={{ id: event.id }} className={styles.primaryLink}>
              {t('live.links.myTable')}
            </RouteLink>
          </li>
        )}
        <li>
          <RouteLink name="event-screen" params={{ id: event.id }}>
            {t('live.links.screen')}
          </RouteLink>
        </li>
      </ul>
    </section>
  )
}
