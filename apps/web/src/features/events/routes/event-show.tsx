import type { EventDetail } from '@questboard/domain/event-api.schema'
import { Suspense, useDeferredValue, useId, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useLocale } from '../../../i18n/use-locale'
import { ApiError } from '../../../lib/api'
import { formatCalendarDate, formatEventDateTime, formatEventSpan, formatPrice } from '../../../lib/format'
import { PageTitle } from '../../../ui/page-title'
import { RouteLink } from '../../../ui/route-link'
import { EventResultsPanel, useCanSubmitResults } from '../../results'
import { useEvent } from '../api/get-event'
import { DeckPhotoUpload } from '../components/deck-photo-upload'
import { EventBadges } from '../components/event-badges'
import { EventPractical } from '../components/event-practical'
import { calendarLink, EventSchedule } from '../components/event-schedule'
import styles from '../components/event-show.module.css'
import { EventVenue } from '../components/event-venue'
import { PlayersList } from '../components/players-list'
import { RegistrationPanel } from '../components/registration-panel'
import { readEventInfo } from '../lib/event-info'
import { notFoundResponse } from '../lib/not-found'

export default function EventShowRoute() {
  const { id = '' } = useParams()
  const { t } = useTranslation()
  const event = useEvent(id)
  // The page renders at transition priority when the event arrives: in slices, not one long task.
  const data = useDeferredValue(event.data)

  if (event.isError) {
    // Spec §8: a 404 raises no alert (the not-found page shows); any other failure is the critical page.
    if (event.error instanceof ApiError && event.error.status === 404) throw notFoundResponse()
    throw event.error
  }
  if (!data) {
    return (
      <div className={`container ${styles.pending}`} aria-busy="true">
        <PageTitle>{t('routes.event-show.title')}</PageTitle>
        <p className={styles.loading} role="status">
          {t('eventShow.loading')}
        </p>
      </div>
    )
  }
  return <EventPage event={data} />
}

function EventPage({ event }: { event: EventDetail }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const info = useMemo(() => readEventInfo(event.additional_info), [event.additional_info])
  const playersTitle = useId()
  const calendar = useMemo(() => calendarLink(event), [event])
  const price = formatPrice(info.price, info.currency, locale)
  const full = event.event_type === 'Full'
  // A light event has a day, not a time: its "start" and "end" are the day's first and last minutes.
  const lightDay = !full && event.light_date ? event.light_date : null
  const showDeck = full && event.is_registered && !info.deckDayOfRegistration && event.time_state !== 'past'
  // Results are saved once a published event has ended, by its organizer or an admin (spec §4, §6).
  const showResults =
    useCanSubmitResults(event) && event.status === 'published' && event.time_state === 'past'

  return (
    <div className="container">
      <PageTitle>{event.name}</PageTitle>
      <nav className={styles.back} aria-label={t('eventShow.breadcrumb')}>
        <RouteLink name="event-list">{t('eventShow.backToList')}</RouteLink>
      </nav>
      <header className={styles.header}>
        <EventBadges
          subtype={event.event_subtype}
          kind={event.event_type}
          format={full ? info.format : null}
          labels={event.lifecycle_labels}
        />
        <h1 className={styles.title}>{event.name}</h1>
        <p className={styles.game}>{event.game_name}</p>
        <p className={styles.when}>
          <time dateTime={event.starts_at}>
            {lightDay
              ? formatCalendarDate(lightDay, locale, true)
              : formatEventSpan(event.starts_at, event.ends_at, event.timezone, locale)}
          </time>
        </p>
      </header>

      <div className={styles.layout}>
        <div className={styles.main}>
          {info.description && (
            <section className={styles.section} aria-labelledby="event-about">
              <h2 id="event-about">{t('eventShow.about')}</h2>
              <p className={styles.prose}>{info.description}</p>
            </section>
          )}
          {!lightDay && <EventSchedule event={event} info={info} calendar={calendar} />}
          <EventPractical info={info} />
          {info.prizeDescription && (
            <section className={styles.section} aria-labelledby="event-prize">
              <h2 id="event-prize">{t('eventShow.prize')}</h2>
              <p className={styles.prose}>{info.prizeDescription}</p>
            </section>
          )}
          <section className={styles.section} aria-labelledby={playersTitle}>
            <h2 id={playersTitle}>
              {t('eventShow.players')}{' '}
              <span className={styles.muted}>
                {event.players_count}
                {info.maxPlayers !== null && info.maxPlayers > 0 ? ` / ${info.maxPlayers}` : ''}
              </span>
            </h2>
            <PlayersList eventId={String(event.id)} titleId={playersTitle} />
          </section>
        </div>

        <aside className={styles.aside} aria-label={t('eventShow.summary')}>
          <section className={styles.card} aria-labelledby="event-registration">
            <h2 id="event-registration">{t('eventShow.registration')}</h2>
            <dl className={styles.facts}>
              <div>
                <dt>{t('events.fee')}</dt>
                <dd>{price ?? t('events.free')}</dd>
              </div>
              {full && event.seats_left !== null && (
                <div>
                  <dt>{t('events.seats')}</dt>
                  <dd>{t('events.seatsLeft', { count: event.seats_left })}</dd>
                </div>
              )}
              {full && info.minPlayers !== null && info.minPlayers > 0 && (
                <div>
                  <dt>{t('eventShow.minPlayers')}</dt>
                  <dd>{t('eventShow.minPlayersValue', { count: info.minPlayers })}</dd>
                </div>
              )}
              {full && event.registration_deadline && (
                <div>
                  <dt>{t('eventShow.deadline')}</dt>
                  <dd>{formatEventDateTime(event.registration_deadline, event.timezone, locale)}</dd>
                </div>
              )}
            </dl>
            <RegistrationPanel
              event={event}
              externalUrl={info.url}
              calendar={lightDay ? undefined : calendar}
            />
          </section>
          {showResults && (
            <div className={styles.card}>
              <Suspense fallback={<p>{t('app.loading')}</p>}>
                <EventResultsPanel event={event} />
              </Suspense>
            </div>
          )}
          <EventVenue event={event} />
          {showDeck && (
            <section className={styles.card} aria-labelledby="event-deck">
              <h2 id="event-deck">{t('eventShow.deck')}</h2>
              <DeckPhotoUpload
                eventId={String(event.id)}
                deadline={info.deckRegistrationDeadline}
                timeZone={event.timezone}
              />
            </section>
          )}
        </aside>
      </div>
    </div>
  )
}
