import type { EventDetail } from '@questboard/domain/event-api.schema'
import type { Registrant } from '@questboard/domain/organizer-events.schema'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useLocale } from '../../../i18n/use-locale'
import { downloadCsv, toCsv } from '../../../lib/csv'
import { formatCalendarDate, formatEventDateTime } from '../../../lib/format'
import { buttonClass } from '../../../ui/button'
import { RouteIntro } from '../../../ui/route-intro'
import { RouteLink } from '../../../ui/route-link'
import { TableScroller } from '../../../ui/table-scroller'
import { useOrganizerEvent } from '../api/events'
import { useRegistrants } from '../api/organized-events'
import { LoadError, LoadingState } from '../components/page-state'
import styles from '../components/registrants.module.css'
import { WaitlistLine } from '../components/waitlist-line'

/**
 * An event's registered players for its organizer: a list to print (check-in) and a CSV download; below it the
 * waitlist, in line order.
 */
export default function EventRegistrantsRoute() {
  const { id = '' } = useParams()
  const event = useOrganizerEvent(id)
  const registrants = useRegistrants(id)
  const error = event.error ?? registrants.error
  return (
    <div className="container">
      <RouteIntro page="event-registrants" />
      {event.isPending || registrants.isPending ? (
        <LoadingState />
      ) : error || !event.data || !registrants.data ? (
        <LoadError
          error={error}
          onRetry={() => {
            void event.refetch()
            void registrants.refetch()
          }}
        />
      ) : (
        <RegistrantsSheet event={event.data} registrants={registrants.data} />
      )}
    </div>
  )
}

function RegistrantsSheet({ event, registrants }: { event: EventDetail; registrants: Registrant[] }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const when =
    event.event_type === 'Light' && event.light_date
      ? formatCalendarDate(event.light_date, locale, true)
      : formatEventDateTime(event.starts_at, event.timezone, locale)
  const registeredAt = (registrant: Registrant) =>
    formatEventDateTime(registrant.registered_at, event.timezone, locale)
  const header = [
    t('registrants.position'),
    t('profile.nickname'),
    t('registrants.registeredAt'),
    t('registrants.deckPhoto'),
  ]
  const deckPhoto = (registrant: Registrant) =>
    registrant.deck_photo ? t('registrants.sent') : t('registrants.notSent')

  const download = () =>
    downloadCsv(
      `questboard-event-${event.id}-players.csv`,
      toCsv([
        header,
        ...registrants.map((registrant, index) => [
          index + 1,
          registrant.nickname,
          registeredAt(registrant),
          deckPhoto(registrant),
        ]),
      ]),
    )

  return (
    <div className={styles.sheet}>
      <h2 className={styles.event}>{event.name}</h2>
      <p className={styles.meta}>
        {when} · {t('dashboard.players', { count: registrants.length })}
      </p>
      <div className={styles.toolbar}>
        {registrants.length > 0 && (
          <>
            <button type="button" className={buttonClass('primary')} onClick={() => window.print()}>
              {t('registrants.print')}
            </button>
            <button type="button" className={buttonClass('secondary')} onClick={download}>
              {t('registrants.download')}
            </button>
          </>
        )}
        <RouteLink name="organizer-dashboard">{t('account.dashboard')}</RouteLink>
      </div>
      {event.event_type === 'Light' ? (
        <p className={styles.empty}>{t('registrants.light')}</p>
      ) : registrants.length === 0 ? (
        <p className={styles.empty}>{t('registrants.empty')}</p>
      ) : (
        <TableScroller labelledBy="registrants-caption">
          <table className={styles.table}>
            <caption id="registrants-caption">{t('routes.event-registrants.title')}</caption>
            <thead>
              <tr>
                {header.map((label) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ))}
                <th scope="col">{t('registrants.present')}</th>
              </tr>
            </thead>
            <tbody>
              {registrants.map((registrant, index) => (
                <tr key={registrant.id}>
                  <td>{index + 1}</td>
                  <th scope="row">{registrant.nickname}</th>
                  <td>{registeredAt(registrant)}</td>
                  <td>{deckPhoto(registrant)}</td>
                  <td>
                    <span className={styles.box} aria-hidden="true" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
      {event.event_type === 'Full' && <WaitlistLine event={event} />}
    </div>
  )
}
