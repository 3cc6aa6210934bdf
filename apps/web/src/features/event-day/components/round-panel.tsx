import { MAX_SWISS_ROUNDS } from '@questboard/domain/event-day/event-day-api.schema'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClass } from '../../../ui/button'
import { formClasses } from '../../../ui/form-field'
import { type ConsoleState, previewNext } from '../lib/console-state'
import { pairChange, rePairChange } from '../lib/make-changes'
import { useConsoleWrites } from './console-writes'
import styles from './event-day.module.css'
import { RoundTimer } from './round-timer'
import { TableCard } from './table-card'

/**
 * The rounds (issue 14 §2–3): pair the next round (the number of Swiss rounds suggested and changeable), the
 * current round's tables with their results, a re-pair before any result, and the next stage when one ends.
 */
export function RoundPanel({
  state,
  absent,
  resultsHref,
}: {
  state: ConsoleState
  /** Registered players not checked in: no-shows once round 1 is paired. */
  absent: number
  /** The final ranking's view, once the last round is over. */
  resultsHref: string
}) {
  const { t } = useTranslation()
  const { current, phase } = state
  return (
    <section className={styles.panel} aria-labelledby="round-title">
      <h2 id="round-title" className={styles.panelTitle}>
        {current ? t('eventDay.round.title', { number: current.number }) : t('eventDay.round.none')}
      </h2>
      {current && phase !== 'finished' && <RoundTimer round={current} />}
      {phase === 'finished' && (
        <div className={styles.callout}>
          <p>{t('eventDay.round.finished')}</p>
          <Link to={resultsHref} className={buttonClass('primary')}>
            {t('eventDay.round.toResults')}
          </Link>
        </div>
      )}
      {(phase === 'check-in' || phase === 'ready') && <PairNext state={state} absent={absent} />}
      {phase === 'playing' && state.canRePair && current && <RePair round={current.number} />}
      {current && (
        <>
          {phase === 'playing' && (
            <p className={styles.muted}>
              {t('eventDay.round.waiting', {
                count: current.tables.filter((table) => table.status !== 'confirmed').length,
              })}
            </p>
          )}
          <div className={styles.tables}>
            {current.tables.map((table) => (
              <TableCard
                key={table.match_id}
                table={table}
                round={current}
                format={current.format}
                editable
              />
            ))}
          </div>
        </>
      )}
    </section>
  )
}

/** The next round, as the engine on this device previews it; the Swiss's rounds may be changed before. */
function PairNext({ state, absent }: { state: ConsoleState; absent: number }) {
  const { t } = useTranslation()
  const { write, day, additionalInfo } = useConsoleWrites()
  const roundsId = useId()
  const { current, stages } = state
  const currentStage = stages.find((stage) => stage.orderIndex === current?.stage)
  const swissGoesOn = current !== undefined && currentStage?.format === 'SW'
  const played = current ? state.day.rounds.filter((round) => round.stage === current.stage).length : 0
  const initial =
    state.next?.stage.format === 'SW' && state.next.startsStage ? state.next.plannedRounds : null
  const [rounds, setRounds] = useState<number | null>(
    swissGoesOn ? (current?.planned_rounds ?? null) : initial,
  )
  const [problem, setProblem] = useState<string>()
  const [busy, setBusy] = useState(false)
  const validRounds =
    rounds !== null && Number.isInteger(rounds) && rounds >= Math.max(1, played) && rounds <= MAX_SWISS_ROUNDS
  const askRounds = swissGoesOn || initial !== null
  const preview = previewNext(
    state.day,
    current,
    askRounds && validRounds ? (rounds ?? undefined) : undefined,
  )

  if ('refused' in preview) {
    return preview.refused === 'too-few-players' ? (
      <p className={styles.note}>{t('eventDay.round.tooFew')}</p>
    ) : null
  }

  async function pair() {
    if (askRounds && !validRounds) {
      setProblem(t('eventDay.round.badRounds', { min: Math.max(1, played), max: MAX_SWISS_ROUNDS }))
      return
    }
    setBusy(true)
    setProblem(undefined)
    try {
      // Paired here, by the engine the server runs; the server pairs again from the same seed and compares.
      const change = pairChange(additionalInfo, day, askRounds ? (rounds ?? undefined) : undefined)
      if ('refused' in change) setProblem(t('eventDay.conflict'))
      else await write(change)
    } finally {
      setBusy(false)
    }
  }

  const format = t(`events.format.${preview.stage.format}`)
  return (
    <div className={styles.callout}>
      <p>
        {preview.startsStage && current
          ? t('eventDay.round.nextStage', { format, count: preview.players })
          : t('eventDay.round.next', { number: preview.number, format, count: preview.players })}
      </p>
      {!current && absent > 0 && (
        <p className={styles.muted}>{t('eventDay.round.noShows', { count: absent })}</p>
      )}
      {askRounds && (
        <div className={styles.roundsField}>
          <label htmlFor={roundsId} className={styles.label}>
            {t('eventDay.round.swissRounds')}
          </label>
          <input
            id={roundsId}
            className={`${formClasses.input} ${styles.narrow}`}
            type="number"
            inputMode="numeric"
            min={Math.max(1, played)}
            max={MAX_SWISS_ROUNDS}
            value={rounds ?? ''}
            onChange={(event) =>
              setRounds(Number.isNaN(event.target.valueAsNumber) ? null : event.target.valueAsNumber)
            }
            aria-describedby={`${roundsId}-hint`}
          />
          <p id={`${roundsId}-hint`} className={styles.hint}>
            {t('eventDay.round.swissHint', { count: preview.players })}
          </p>
        </div>
      )}
      <button type="button" className={buttonClass('primary')} disabled={busy} onClick={() => void pair()}>
        {preview.startsStage && current
          ? t('eventDay.round.startStage', { format })
          : t('eventDay.round.pair', { number: preview.number })}
      </button>
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
    </div>
  )
}

/** Pairs the current round again (a late arrival, a drop, a wrong table), before any result; logged. */
function RePair({ round }: { round: number }) {
  const { t } = useTranslation()
  const { write, day, additionalInfo } = useConsoleWrites()
  const [asking, setAsking] = useState(false)
  const [problem, setProblem] = useState<string>()
  const yes = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (asking) yes.current?.focus()
  }, [asking])
  if (!asking)
    return (
      <button
        type="button"
        className={`${buttonClass('secondary')} ${styles.compact}`}
        onClick={() => setAsking(true)}
      >
        {t('eventDay.round.rePair')}
      </button>
    )
  return (
    <div className={styles.confirm}>
      <p>{t('eventDay.round.rePairConfirm')}</p>
      <button
        ref={yes}
        type="button"
        className={`${buttonClass('primary')} ${styles.compact}`}
        onClick={async () => {
          const change = rePairChange(additionalInfo, day, round)
          if ('refused' in change) return setProblem(t('eventDay.conflict'))
          await write(change)
          setAsking(false)
        }}
      >
        {t('eventDay.round.rePairYes')}
      </button>
      <button
        type="button"
        className={`${buttonClass('secondary')} ${styles.compact}`}
        onClick={() => setAsking(false)}
      >
        {t('eventDay.round.rePairNo')}
      </button>
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
    </div>
  )
}
