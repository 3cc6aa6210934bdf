import type { EventDetail } from '@questboard/domain/event-api.schema'
import { Suspense, useId, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../i18n/use-locale'
import { formatCalendarDate, formatEventDateTime, formatEventSpan, formatPrice } from '../../../lib/format'
import { gameName } from '../../../lib/game-name'
import { localizedPath } from '../../../lib/routes'
import { PageTitle } from '../../../ui/page-title'
import { PictureFrame } from '../../../ui/picture'
import { RouteLink } from '../../../ui/route-link'
import { ShareButton } from '../../../ui/share-button'
import { CheckInCode } from '../../event-day'
import { useIdentity } from '../../identity'
import { EventDayLinks } from '../../live'
import { EventResultsPanel, useCanSubmitResults } from '../../results'
import { readEventInfo } from '../lib/event-info'
import { DeckPhotoUpload } from './deck-photo-upload'
import { EventBadges } from './event-badges'
import { Practical, Venue } from './event-facts'
import { calendarLink, Schedule } from './event-schedule'
import styles from './event-show.module.css'
import { MyMatch } from './my-match'
import { NoShowRuleNote } from './no-show-rule'
import { PlayersList } from './players-list'
import { RegistrationPanel } from './registration-panel'

/** The picture beside the title on a wide screen (the registration column's width), across the page on a phone. */
const EVENT_PICTURE_SIZES = '(min-width: 60rem) 22rem, calc(100vw - 2rem)'

/**
 * An event's page as players see it (spec §4). With `preview`, the organizer's unsaved form drawn as that
 * same page (issue 13): nothing on it acts — no registration, results or deck photo — and an event with no
 * players yet asks for no list. `starts_at` is blank while the form has no date.
 */
export function EventPage({ event, preview = false }: { event: EventDetail; preview?: boolean }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const info = useMemo(() => readEventInfo(event.additional_info), [event.additional_info])
  const playersTitle = useId()
  const dated = event.starts_at !== ''
  // A preview has no calendar file yet: the Event API makes it for a published event.
  const calendar = useMemo(
    () => (dated && !preview ? calendarLink(event) : undefined),
    [event, dated, preview],
  )
  const price = formatPrice(info.price, info.currency, locale)
  const full = event.event_type === 'Full'
  // A light event has a day, not a time: its "start" and "end" are the day's first and last minutes.
  const lightDay = !full && event.light_date ? event.light_date : null
  const showDeck =
    !preview && full && event.is_registered && !info.deckDayOfRegistration && event.time_state !== 'past'
  // Results are saved once a published event has ended, by its organizer or an admin (spec §4, §6).
  const canRun = useCanSubmitResults(event)
  const showResults = canRun && !preview && event.status === 'published' && event.time_state === 'past'
  // Event day (issue 14): the player's check-in code until the event is over, their match while rounds run.
  const { user } = useIdentity()
  const live = !preview && full && event.status === 'published' && event.time_state !== 'past'
  const checkInCode = live ? event.check_in_code : null
  const player = live && user?.optoolUserId && (event.is_registered || event.time_state === 'started')
  const picture = event.picture

  return (
    <div className="container">
      <PageTitle>{event.name}</PageTitle>
      {!preview && (
        <nav className={styles.back} aria-label={t('eventShow.breadcrumb')}>
          <RouteLink name="event-list">{t('eventShow.backToList')}</RouteLink>
        </nav>
      )}
      <header className={`${styles.header} ${picture ? styles.headerWithPicture : ''}`}>
        <div className={styles.headerText}>
          <EventBadges
            subtype={event.event_subtype}
            kind={event.event_type}
            format={full ? info.format : null}
            labels={event.lifecycle_labels}
          />
          <h1 className={styles.title}>{event.name}</h1>
          <p className={styles.game}>{gameName(t, event.game, event.game_name)}</p>
          {(lightDay || dated) && (
            <p className={styles.when}>
              <time dateTime={lightDay ?? event.starts_at}>
                {lightDay
                  ? formatCalendarDate(lightDay, locale, true)
                  : formatEventSpan(event.starts_at, event.ends_at, event.timezone, locale)}
              </time>
            </p>
          )}
          {!preview && (
            <ShareButton
              url={
                new URL(
                  localizedPath(locale, { name: 'event-show', params: { id: event.id } }),
                  window.location.origin,
                ).href
              }
              title={event.name}
              text={[
                event.name,
                dated ? formatEventDateTime(event.starts_at, event.timezone, locale) : null,
                event.store?.name ?? event.address.city,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          )}
        </div>
        {picture && (
          <PictureFrame
            picture={picture}
            sizes={EVENT_PICTURE_SIZES}
            alt={
              picture.source === 'cover'
                ? t('eventShow.coverAlt', { event: event.name })
                : t('eventShow.gameArtAlt', { game: gameName(t, event.game, event.game_name) })
            }
            className={styles.picture}
            priority
          />
        )}
      </header>

      <div className={styles.layout}>
        <div className={styles.main}>
          {info.description && (
            <section className={styles.section} aria-labelledby="event-about">
              <h2 id="event-about">{t('eventShow.about')}</h2>
              <p className={styles.prose}>{info.description}</p>
            </section>
          )}
          {!lightDay && dated && <Schedule event={event} info={info} calendar={calendar} />}
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
            {/* A preview with no players yet asks for none: a new event or a draft (whose list is not public). */}
            {preview && event.players_count === 0 ? (
              <p className={styles.muted}>{t('eventShow.noPlayers')}</p>
            ) : (
              <PlayersList eventId={String(event.id)} titleId={playersTitle} />
            )}
          </section>
        </div>

        <aside className={styles.aside} aria-label={t('eventShow.summary')}>
          {!preview && <EventDayLinks event={event} />}
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
            <NoShowRuleNote event={event} />
            <RegistrationPanel
              event={event}
              externalUrl={info.url}
              calendar={lightDay ? undefined : calendar}
              preview={preview}
            />
          </section>
          {checkInCode && (
            <section className={styles.card} aria-labelledby="event-check-in">
              <h2 id="event-check-in">{t('checkInCode.title')}</h2>
              <Suspense fallback={<p>{t('app.loading')}</p>}>
                <CheckInCode code={checkInCode} />
              </Suspense>
            </section>
          )}
          {player && user?.optoolUserId && (
            <MyMatch eventId={String(event.id)} userId={user.optoolUserId} className={styles.card} />
          )}
          {canRun && live && (
            <p className={styles.card}>
              <RouteLink name="event-day" params={{ id: event.id }}>
                {t('checkInCode.console')}
              </RouteLink>
            </p>
          )}
          {showResults && (
            <div className={styles.card}>
              <Suspense fallback={<p>{t('app.loading')}</p>}>
                <EventResultsPanel event={event} />
              </Suspense>
            </div>
          )}
          <Venue event={event} linkStore={!preview} />
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
