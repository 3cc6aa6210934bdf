import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { ApiError } from '../../../lib/api'
import { PageTitle } from '../../../ui/page-title'
import { RouteLink } from '../../../ui/route-link'
import { useViewerKey } from '../../identity'
import { useLiveEvent } from '../api/event-day'
import { ConnectionBadge } from '../components/connection-badge'
import styles from '../components/live.module.css'
import { PlayerTable } from '../components/player-table'
import { RoundClock } from '../components/round-clock'
import { mine } from '../lib/pairings-by-name'
import { useLiveDay } from '../lib/use-live-day'

const notFound = () => ({ status: 404, statusText: 'Not Found', internal: false, data: null })

/**
 * The player's phone on event day (issue 14 §5): my table, my opponent, the time left and my record, kept up to
 * date by the live stream without a reload.
 */
export default function EventLiveRoute() {
  const { id = '' } = useParams()
  const { t } = useTranslation()
  const viewer = useViewerKey()
  const event = useLiveEvent(id, viewer)
  const day = useLiveDay(id)
  if (event.error instanceof ApiError && event.error.status === 404) throw notFound()
  const me = mine(day.round.data, day.standings.data, viewer === null ? null : Number(viewer))
  return (
    <div className={`container ${styles.page}`}>
      <PageTitle>{`${t('routes.event-live.title')} · ${event.data?.name ?? ''}`}</PageTitle>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('routes.event-live.title')}</p>
        <h1 className={styles.title}>{event.data?.name ?? t('live.loading')}</h1>
        <ConnectionBadge connection={day.connection} />
      </header>
      {!day.known && day.connection !== 'offline' ? (
        <p className={styles.muted} aria-busy="true">
          {t('live.loading')}
        </p>
      ) : (
        <>
          <section className={styles.card} aria-labelledby="live-round">
            <h2 id="live-round">
              {day.roundNumber === null ? t('live.noRound') : t('live.round', { number: day.roundNumber })}
            </h2>
            <RoundClock timer={day.timer} receivedAt={day.receivedAt} />
          </section>
          <PlayerTable round={day.roundNumber} mine={me} />
        </>
      )}
      <p className={styles.screenLink}>
        <RouteLink name="event-screen" params={{ id }}>
          {t('live.player.allPairings')}
        </RouteLink>
        {' · '}
        <RouteLink name="event-show" params={{ id }}>
          {t('live.player.eventPage')}
        </RouteLink>
      </p>
    </div>
  )
}
