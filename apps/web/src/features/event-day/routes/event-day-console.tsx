import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { ApiError } from '../../../lib/api'
import { Alert } from '../../../ui/alert'
import { buttonClass } from '../../../ui/button'
import { PageTitle } from '../../../ui/page-title'
import { useViewerKey } from '../../identity'
import { useCheckIns, useConsoleEvent, useRounds, useRoundTimer } from '../api/event-day'
import { ConsoleWritesProvider } from '../components/console-writes'
import styles from '../components/event-day.module.css'
import { EventDayConsole } from '../components/event-day-console'
import type { ServerDay } from '../lib/changes'

/** Players report from their phones: the console picks their reports up without a reload. */
const POLL_MS = 15_000

/** The event-day console of one event (`/profile/event/day/:id`), for its organizer or an admin. */
export default function EventDayConsoleRoute() {
  const { t } = useTranslation()
  const { id = '' } = useParams()
  const viewer = useViewerKey()
  const event = useConsoleEvent(id)
  const checkIns = useCheckIns(id)
  const rounds = useRounds(id, { pollMs: POLL_MS })
  const timer = useRoundTimer(id, rounds.data?.at(-1)?.number, { pollMs: POLL_MS })
  const error = event.error ?? checkIns.error ?? rounds.error
  const server = useMemo<ServerDay | undefined>(
    () =>
      checkIns.data && rounds.data
        ? { checkIns: checkIns.data, rounds: rounds.data, timer: timer.data ?? null }
        : undefined,
    [checkIns.data, rounds.data, timer.data],
  )

  if (event.data && server) {
    if (event.data.event_type !== 'Full' || event.data.status !== 'published') {
      return (
        <div className="container">
          <PageTitle>{t('routes.event-day.title')}</PageTitle>
          <h1 className={styles.title}>{event.data.name}</h1>
          <p>{t(event.data.status === 'cancelled' ? 'eventDay.cancelled' : 'eventDay.notRunnable')}</p>
        </div>
      )
    }
    return (
      <ConsoleWritesProvider
        key={`${viewer}:${id}`}
        eventId={id}
        additionalInfo={event.data.additional_info as Record<string, unknown>}
        server={server}
      >
        <EventDayConsole event={event.data} />
      </ConsoleWritesProvider>
    )
  }
  return (
    <div className="container">
      <PageTitle>{t('routes.event-day.title')}</PageTitle>
      <h1 className={styles.title}>{t('routes.event-day.title')}</h1>
      {error ? (
        <Alert status="danger">
          <p>{error instanceof ApiError ? t('eventDay.loadRefused') : t('eventDay.loadFailed')}</p>
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => {
              void event.refetch()
              void checkIns.refetch()
              void rounds.refetch()
            }}
          >
            {t('eventDay.retry')}
          </button>
        </Alert>
      ) : (
        <p role="status" aria-busy="true">
          {t('app.loading')}
        </p>
      )}
    </div>
  )
}
