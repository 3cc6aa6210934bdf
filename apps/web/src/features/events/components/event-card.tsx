import type { EventSummary } from '@questboard/domain/event-api.schema'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../i18n/use-locale'
import { formatCalendarDate, formatDistance, formatEventDateTime, formatPrice } from '../../../lib/format'
import { gameName } from '../../../lib/game-name'
import { PictureFrame } from '../../../ui/picture'
import { RouteLink } from '../../../ui/route-link'
import { EventBadges } from './event-badges'
import styles from './events.module.css'

/**
 * How wide a card's picture shows: the grid's columns (at least 17rem, three on a wide screen), the page's
 * width less its margins on a phone.
 */
export const CARD_PICTURE_SIZES = '(min-width: 40rem) 24rem, calc(100vw - 2rem)'

/**
 * One event of a list: what a player needs to decide whether to open it. Its picture (the cover, else the
 * game's art, else the placeholder) only decorates: the title says what the card is (alt="").
 */
export function EventCard({
  event,
  relation,
  children,
}: {
  event: EventSummary
  relation?: 'player' | 'owner'
  /** What the list adds below the facts (My events: the player's check-in code). */
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const price = formatPrice(event.event_price, event.event_currency, locale)
  const place = [event.address.city, event.store?.name].filter(Boolean).join(' · ')
  return (
    <article className={styles.card}>
      <PictureFrame
        picture={event.picture}
        sizes={CARD_PICTURE_SIZES}
        alt=""
        className={styles.cardPicture}
      />
      <EventBadges
        subtype={event.event_subtype}
        kind={event.event_type}
        labels={event.lifecycle_labels}
        showFullKind={false}
      />
      <h3 className={styles.cardTitle}>
        <RouteLink name="event-show" params={{ id: event.id }} className={styles.cardLink}>
          {event.name}
        </RouteLink>
      </h3>
      <p className={styles.cardGame}>{gameName(t, event.game, event.game_name)}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('events.when')}</dt>
          <dd>
            <time dateTime={event.starts_at}>
              {/* A light event has a day, not a time. */}
              {event.event_type === 'Light' && event.light_date
                ? formatCalendarDate(event.light_date, locale)
                : formatEventDateTime(event.starts_at, event.timezone, locale)}
            </time>
          </dd>
        </div>
        {place && (
          <div>
            <dt>{t('events.where')}</dt>
            <dd>
              {place}
              {event.distance_km !== null && (
                <span className={styles.muted}> · {formatDistance(event.distance_km, locale)}</span>
              )}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('events.fee')}</dt>
          <dd>{price ?? t('events.free')}</dd>
        </div>
        {event.seats_left !== null && event.event_type === 'Full' && (
          <div>
            <dt>{t('events.seats')}</dt>
            <dd>{t('events.seatsLeft', { count: event.seats_left })}</dd>
          </div>
        )}
      </dl>
      {children}
      {relation && (
        <p className={`${styles.relation} ${relation === 'owner' ? styles.relationOwner : ''}`}>
          {t(`myEvents.relation.${relation}`)}
        </p>
      )}
    </article>
  )
}

/** A grey card of the same size while the list loads. */
export function EventCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
      <span className={`${styles.cardPicture} ${styles.skeletonPicture}`} />
      <span className={styles.skeletonLine} style={{ inlineSize: '40%' }} />
      <span className={styles.skeletonLine} style={{ inlineSize: '85%', blockSize: '1.4rem' }} />
      <span className={styles.skeletonLine} style={{ inlineSize: '55%' }} />
      <span className={styles.skeletonLine} style={{ inlineSize: '70%' }} />
      <span className={styles.skeletonLine} style={{ inlineSize: '60%' }} />
    </div>
  )
}
