import type { EventDetail } from '@questboard/domain/event-api.schema'
import { Suspense, useDeferredValue, useId, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { countryName } from '../../../i18n/country-names'
import { useLocale } from '../../../i18n/use-locale'
import { ApiError } from '../../../lib/api'
import {
  formatCalendarDate,
  formatEventDateTime,
  formatEventSpan,
  formatPrice,
  formatWallTime,
} from '../../../lib/format'
import { PageTitle } from '../../../ui/page-title'
import { RouteLink } from '../../../ui/route-link'
import { EventResultsPanel, useCanSubmitResults } from '../../results'
import { useEvent } from '../api/get-event'
import { DeckPhotoUpload } from '../components/deck-photo-upload'
import { EventBadges } from '../components/event-badges'
import styles from '../components/event-show.module.css'
import { PlayersList } from '../components/players-list'
import { RegistrationPanel } from '../components/registration-panel'
import { type EventInfo, mapLink, readEventInfo, safeUrl } from '../lib/event-info'
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
          {!lightDay && <Schedule event={event} info={info} calendar={calendar} />}
          <Practical info={info} />
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
          <Venue event={event} />
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

/**
 * The event's calendar file ("add to calendar"), made by the Event API: the same entry (UID) as the file of the
 * confirmation mail and the calendar feeds, so a calendar holding it from several of them shows it once.
 */
function calendarLink(event: EventDetail) {
  return { href: `/api/events/${event.id}/calendar.ics`, fileName: `questboard-event-${event.id}.ics` }
}

type CalendarLink = ReturnType<typeof calendarLink>

function Schedule({
  event,
  info,
  calendar,
}: {
  event: EventDetail
  info: EventInfo
  calendar: CalendarLink
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const zoneName = useMemo(() => timeZoneName(event.timezone, locale, event.starts_at), [event, locale])
  return (
    <section className={styles.section} aria-labelledby="event-schedule">
      <h2 id="event-schedule">{t('eventShow.schedule')}</h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('eventShow.starts')}</dt>
          <dd>{formatEventDateTime(event.starts_at, event.timezone, locale)}</dd>
        </div>
        {event.ends_at !== event.starts_at && (
          <div>
            <dt>{t('eventShow.ends')}</dt>
            <dd>{formatEventDateTime(event.ends_at, event.timezone, locale)}</dd>
          </div>
        )}
        <div>
          <dt>{t('eventShow.timeZone')}</dt>
          <dd>{zoneName}</dd>
        </div>
      </dl>
      <a href={calendar.href} download={calendar.fileName} className={styles.calendar}>
        {t('eventShow.addToCalendar')}
      </a>
      {info.dailySchedules.length > 0 && (
        <ul className={styles.days}>
          {info.dailySchedules.map((day) => (
            <li key={day.day}>
              <span className={styles.day}>{formatCalendarDate(day.day, locale, true)}</span>
              {day.startTime && day.endTime && (
                <span>
                  {formatWallTime(day.startTime, locale)} – {formatWallTime(day.endTime, locale)}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {info.stages.length > 0 && (
        <>
          <h3 className={styles.subTitle}>{t('eventShow.stages')}</h3>
          <ol className={styles.stages}>
            {info.stages.map((stage, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: stages are ordered and have no id of their own
              <li key={index}>
                <span className={styles.day}>{t(`events.format.${stage.format}`)}</span>
                {stage.playersMin !== null && stage.playersMax !== null && (
                  <span>{t('eventShow.stagePlayers', { min: stage.playersMin, max: stage.playersMax })}</span>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  )
}

function Practical({ info }: { info: EventInfo }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const language = info.language ? languageName(info.language, locale) : undefined
  const yesNo = (value: boolean) => (value ? t('eventShow.yes') : t('eventShow.no'))
  return (
    <section className={styles.section} aria-labelledby="event-practical">
      <h2 id="event-practical">{t('eventShow.practical')}</h2>
      <dl className={styles.facts}>
        {language && (
          <div>
            <dt>{t('eventShow.language')}</dt>
            <dd>{language}</dd>
          </div>
        )}
        <div>
          <dt>{t('eventShow.accessibility')}</dt>
          <dd>{info.accessibleLocation ? t('eventShow.accessible') : t('eventShow.notAccessible')}</dd>
        </div>
        <div>
          <dt>{t('eventShow.parking')}</dt>
          <dd>{yesNo(info.parkingAvailable)}</dd>
        </div>
        <div>
          <dt>{t('eventShow.wifi')}</dt>
          <dd>{yesNo(info.wifiAvailable)}</dd>
        </div>
        {info.transportationOptions && (
          <div>
            <dt>{t('eventShow.transport')}</dt>
            <dd className={styles.prose}>{info.transportationOptions}</dd>
          </div>
        )}
        {info.materialsRequired && (
          <div>
            <dt>{t('eventShow.materials')}</dt>
            <dd className={styles.prose}>{info.materialsRequired}</dd>
          </div>
        )}
        {info.officialEvent && (
          <div>
            <dt>{t('eventShow.official')}</dt>
            <dd>{t('eventShow.officialValue')}</dd>
          </div>
        )}
        {info.isBga && (
          <div>
            <dt>{t('eventShow.bga')}</dt>
            <dd>{t('eventShow.yes')}</dd>
          </div>
        )}
      </dl>
    </section>
  )
}

function Venue({ event }: { event: EventDetail }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const address = event.use_my_address && event.user_address ? event.user_address : event.address
  const country = address.country ? countryName(address.country, locale) : null
  const lines = [
    address.street,
    address.street_2,
    [address.postcode, address.city].filter(Boolean).join(' '),
    address.region,
    country,
  ].filter((line): line is string => Boolean(line))
  const map = mapLink([address.street, address.postcode, address.city, country])
  const store = event.store
  const website = safeUrl(store?.website)
  const logo = safeUrl(store?.logo_url) ?? (store?.logo_url?.startsWith('/') ? store.logo_url : null)
  return (
    <section className={styles.card} aria-labelledby="event-venue">
      <h2 id="event-venue">{t('eventShow.venue')}</h2>
      {store && (
        <div className={styles.store}>
          {logo && <img src={logo} alt="" className={styles.logo} width="56" height="56" />}
          <div>
            <p className={styles.storeName}>{store.name}</p>
            {website && (
              <a href={website} target="_blank" rel="noopener noreferrer">
                {t('eventShow.website')}
                <span className="visually-hidden"> {t('eventShow.newWindow')}</span>
              </a>
            )}
          </div>
        </div>
      )}
      <address className={styles.address}>
        {[...new Set(lines)].map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      {map && (
        <a href={map} target="_blank" rel="noopener noreferrer">
          {t('eventShow.openMap')}
          <span className="visually-hidden"> {t('eventShow.newWindow')}</span>
        </a>
      )}
    </section>
  )
}

function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code
  } catch {
    return code
  }
}

/** `Central European Summer Time (Europe/Paris)`: the venue's zone, named for the reader. */
function timeZoneName(timeZone: string, locale: string, at: string): string {
  try {
    const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'long' })
      .formatToParts(new Date(at))
      .find((item) => item.type === 'timeZoneName')
    return part ? `${part.value} (${timeZone})` : timeZone
  } catch {
    return timeZone
  }
}
