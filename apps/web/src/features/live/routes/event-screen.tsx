import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { ApiError } from '../../../lib/api'
import { PageTitle } from '../../../ui/page-title'
import { useViewerKey } from '../../identity'
import { useLiveEvent } from '../api/event-day'
import { ConnectionBadge } from '../components/connection-badge'
import { RoundClock } from '../components/round-clock'
import styles from '../components/screen.module.css'
import { ScreenBoard } from '../components/screen-board'
import { useLiveDay } from '../lib/use-live-day'

const notFound = () => ({ status: 404, statusText: 'Not Found', internal: false, data: null })

/**
 * The big screen for the store's TV (issue 14 §5): the round, its clock, the pairings by name and the
 * standings in large type, scrolling themselves. Public by link: no sign-in.
 */
export default function EventScreenRoute() {
  const { id = '' } = useParams()
  const { t } = useTranslation()
  const event = useLiveEvent(id, useViewerKey())
  const day = useLiveDay(id)
  if (event.error instanceof ApiError && event.error.status === 404) throw notFound()
  const title = event.data?.name ?? t('routes.event-screen.title')
  return (
    <div className={styles.screen}>
      <PageTitle>{`${t('routes.event-screen.title')} · ${title}`}</PageTitle>
      <header className={styles.top}>
        <div className={styles.heading}>
          <h1 className={styles.eventName}>{title}</h1>
          <p className={styles.round}>
            {day.roundNumber === null ? t('live.noRound') : t('live.round', { number: day.roundNumber })}
          </p>
          <ConnectionBadge connection={day.connection} />
        </div>
        <RoundClock timer={day.timer} receivedAt={day.receivedAt} size="huge" />
      </header>
      {!day.known && day.connection !== 'offline' ? (
        <p className={styles.empty} aria-busy="true">
          {t('live.loading')}
        </p>
      ) : (
        <ScreenBoard round={day.round.data} standings={day.standings.data} />
      )}
    </div>
  )
}
