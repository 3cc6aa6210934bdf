import type { EventDetail } from '@questboard/domain/event-api.schema'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useSearchParams } from 'react-router'
import { PageTitle } from '../../../ui/page-title'
import { RouteLink } from '../../../ui/route-link'
import { type ConsolePhase, type ConsoleState, consoleState } from '../lib/console-state'
import { CheckInPanel } from './check-in-panel'
import { Conflicts, ConnectionStatus } from './connection-status'
import { useConsoleWrites } from './console-writes'
import styles from './event-day.module.css'
import { FinalRanking } from './final-ranking'
import { RoundPanel } from './round-panel'
import { StandingsPanel } from './standings-panel'

const VIEWS = ['check-in', 'round', 'standings', 'results'] as const
export type ConsoleView = (typeof VIEWS)[number]

const DEFAULT_VIEW: Record<ConsolePhase, ConsoleView> = {
  'check-in': 'check-in',
  playing: 'round',
  ready: 'round',
  finished: 'results',
}

/**
 * The organizer's event-day console (issue 14, decision 032), made for a phone in a store: check-in, the rounds
 * and their results, the standings, and the final ranking. Each view has its own address (`?view=`), so a reload
 * or the back button keeps it. Everything shown is computed on the device from the API's answers and the changes
 * it keeps until the server has them (decision 035): the console runs offline alike.
 */
export function EventDayConsole({ event }: { event: EventDetail }) {
  const { t } = useTranslation()
  const [query] = useSearchParams()
  const { pathname } = useLocation()
  const { day, additionalInfo } = useConsoleWrites()
  const { checkIns, rounds } = day
  const state = useMemo(
    () => consoleState(additionalInfo, checkIns, rounds),
    [additionalInfo, checkIns, rounds],
  )
  const asked = query.get('view') as ConsoleView | null
  const views = VIEWS.filter((view) => view !== 'results' || state.phase === 'finished')
  const view = asked && views.includes(asked) ? asked : DEFAULT_VIEW[state.phase]
  const hrefOf = (target: ConsoleView) => `${pathname}?view=${target}`
  const absent = checkIns.filter((entry) => entry.registered && !entry.checked_in).length
  const here = checkIns.filter((entry) => entry.checked_in && !entry.dropped).length

  return (
    <div className={`container ${styles.console}`}>
      <PageTitle>{`${t('routes.event-day.title')} · ${event.name}`}</PageTitle>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('routes.event-day.title')}</p>
        <h1 className={styles.title}>{event.name}</h1>
        <PhaseLine state={state} here={here} />
        <ConnectionStatus />
      </header>
      <Conflicts />
      <nav className={styles.views} aria-label={t('eventDay.views.label')}>
        {views.map((target) => (
          <Link
            key={target}
            to={hrefOf(target)}
            className={styles.view}
            aria-current={target === view ? 'page' : undefined}
            preventScrollReset
          >
            {t(`eventDay.views.${target}`)}
            {target === 'check-in' && <span className={styles.badge}>{here}</span>}
          </Link>
        ))}
      </nav>
      {view === 'check-in' && <CheckInPanel checkIns={checkIns} phase={state.phase} />}
      {view === 'round' && <RoundPanel state={state} absent={absent} resultsHref={hrefOf('results')} />}
      {view === 'standings' && <StandingsPanel state={state} />}
      {view === 'results' && <FinalRanking event={event} standings={state.standings} />}
      <p className={styles.footerLinks}>
        <RouteLink name="event-show" params={{ id: event.id }}>
          {t('eventDay.eventPage')}
        </RouteLink>
        <RouteLink name="organizer-dashboard">{t('account.dashboard')}</RouteLink>
      </p>
    </div>
  )
}

/** Where the day stands, in one line under the event's name. */
function PhaseLine({ state, here }: { state: ConsoleState; here: number }) {
  const { t } = useTranslation()
  const { current, currentInStage, phase } = state
  let text: string
  if (phase === 'finished') text = t('eventDay.phase.finished')
  else if (!current || !currentInStage) text = t('eventDay.phase.checkIn', { count: here })
  else {
    const format = t(`events.format.${current.format}`)
    const base =
      currentInStage.planned !== null
        ? t('eventDay.phase.roundOfStage', {
            number: current.number,
            format,
            index: currentInStage.index,
            planned: currentInStage.planned,
          })
        : t('eventDay.phase.round', { number: current.number, format })
    text = phase === 'ready' ? `${base} · ${t('eventDay.phase.over')}` : base
  }
  return (
    <p className={styles.phase} aria-live="polite">
      {text}
    </p>
  )
}
