import type { EventSummary } from '@questboard/domain/event-api.schema'
import type { DashboardSection as SectionName } from '@questboard/domain/organizer-events.schema'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../i18n/use-locale'
import { formatCalendarDate, formatEventDateTime } from '../../../lib/format'
import { gameName } from '../../../lib/game-name'
import { RouteLink } from '../../../ui/route-link'
import styles from './dashboard.module.css'

/** One section of the organizer's dashboard: its events with what the organizer does with each. */
export function DashboardSection({
  name,
  events,
  total,
}: {
  name: SectionName
  events: readonly EventSummary[]
  total: number
}) {
  const { t } = useTranslation()
  const titleId = `dashboard-${name}`
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t(`dashboard.sections.${name}`)} <span className={styles.muted}>({total})</span>
      </h2>
      {events.length === 0 ? (
        <p className={styles.empty}>{t(`dashboard.empty.${name}`)}</p>
      ) : (
        <ul className={styles.list}>
          {events.map((event) => (
            <li key={event.id}>
              <DashboardEvent event={event} section={name} />
            </li>
          ))}
        </ul>
      )}
      {total > events.length && (
        <p className={styles.empty}>{t('dashboard.partial', { shown: events.length, total })}</p>
      )}
    </section>
  )
}

function DashboardEvent({ event, section }: { event: EventSummary; section: SectionName }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const full = event.event_type === 'Full'
  const when =
    event.event_type === 'Light' && event.light_date
      ? formatCalendarDate(event.light_date, locale)
      : formatEventDateTime(event.starts_at, event.timezone, locale)
  const meta = [
    when,
    gameName(t, event.game, event.game_name),
    t(`events.kind.${event.event_type}`),
    full ? t('dashboard.players', { count: event.players_count }) : null,
  ].filter(Boolean)
  const titleId = `dashboard-event-${event.id}`
  return (
    <article className={styles.row} aria-labelledby={titleId}>
      <div>
        <h3 id={titleId} className={styles.rowTitle}>
          <RouteLink name="event-show" params={{ id: event.id }}>
            {event.name}
          </RouteLink>
        </h3>
        <p className={styles.meta}>
          {section === 'draft' && <strong>{t('dashboard.status.draft')} · </strong>}
          {meta.join(' · ')}
        </p>
      </div>
      <ul className={styles.actions} aria-label={t('dashboard.actionsFor', { name: event.name })}>
        {section === 'to_result' && (
          <li>
            <RouteLink name="event-show" params={{ id: event.id }}>
              {t('dashboard.results')}
            </RouteLink>
          </li>
        )}
        {section !== 'to_result' && (
          <li>
            <RouteLink name="event-edit" params={{ id: event.id }}>
              {t('dashboard.edit')}
            </RouteLink>
          </li>
        )}
        {full && section !== 'draft' && (
          <li>
            <RouteLink name="event-day" params={{ id: event.id }}>
              {t('dashboard.eventDay')}
            </RouteLink>
          </li>
        )}
        {full && (
          <li>
            <RouteLink name="event-registrants" params={{ id: event.id }}>
              {t('routes.event-registrants.title')}
            </RouteLink>
          </li>
        )}
        <li>
          <RouteLink name="event-new" query={{ from: event.id }}>
            {t('dashboard.duplicate')}
          </RouteLink>
        </li>
      </ul>
    </article>
  )
}
