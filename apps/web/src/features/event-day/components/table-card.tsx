import type { StageFormat } from '@questboard/domain/constants'
import type { EventDayRound, EventDayTable } from '@questboard/domain/event-day/event-day-api.schema'
import { MAX_GAMES } from '@questboard/domain/event-day/event-day-api.schema'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonClass } from '../../../ui/button'
import { formClasses } from '../../../ui/form-field'
import { type Games, isElimination, scoreText } from '../lib/score'
import { useConsoleWrites } from './console-writes'
import styles from './event-day.module.css'

/** The results a store enters most, one tap each (best of three). */
const QUICK: readonly Games[] = [
  { player1_wins: 2, player2_wins: 0, draws: 0 },
  { player1_wins: 2, player2_wins: 1, draws: 0 },
  { player1_wins: 1, player2_wins: 1, draws: 1 },
  { player1_wins: 1, player2_wins: 2, draws: 0 },
  { player1_wins: 0, player2_wins: 2, draws: 0 },
]

const resultOf = (table: EventDayTable): Games | null =>
  table.player1_wins === null || table.player2_wins === null
    ? null
    : { player1_wins: table.player1_wins, player2_wins: table.player2_wins, draws: table.draws ?? 0 }

/**
 * One table of the current round: who plays whom (or the bye), where its result stands (a player's report, a
 * dispute, confirmed) and, while the round is current, the organizer's entry: a tap for the usual results, or
 * the games each won and the drawn games. An elimination match needs a winner.
 */
export function TableCard({
  table,
  round,
  format,
  editable,
}: {
  table: EventDayTable
  /** The round: a result names its match by round, seed and table (the match may not be on the server yet). */
  round: Pick<EventDayRound, 'number' | 'seed'>
  format: StageFormat
  editable: boolean
}) {
  const { t } = useTranslation()
  const [editing, setEditing] = useState(false)
  const titleId = useId()
  const p1 = table.player1.nickname ?? ''
  const p2 = table.player2?.nickname ?? ''
  const result = resultOf(table)
  const reporter =
    table.reported_by === table.player1.id ? p1 : table.reported_by === table.player2?.id ? p2 : null

  if (table.player2 === null) {
    return (
      <article className={`${styles.table} ${styles.bye}`} aria-labelledby={titleId}>
        <h4 id={titleId} className={styles.tableTitle}>
          {t('eventDay.table.number', { number: table.table })}
        </h4>
        <p>{t('eventDay.table.bye', { name: p1 })}</p>
      </article>
    )
  }

  const showEntry = editable && (table.status !== 'confirmed' || editing)
  return (
    <article className={`${styles.table} ${styles[`table-${table.status}`]}`} aria-labelledby={titleId}>
      <h4 id={titleId} className={styles.tableTitle}>
        {t('eventDay.table.number', { number: table.table })}
        <span className={`${styles.status} ${styles[`match-${table.status}`]}`}>
          {t(`eventDay.table.status.${table.status}`)}
        </span>
      </h4>
      <p className={styles.pairing}>
        <span className={styles.playerName}>{p1}</span>
        <span className={styles.versus}>{result ? scoreText(result) : t('eventDay.table.versus')}</span>
        <span className={styles.playerName}>{p2}</span>
      </p>
      {table.status === 'reported' && reporter && result && (
        <p className={styles.note}>
          {t('eventDay.table.reported', { name: reporter, score: scoreText(result) })}
        </p>
      )}
      {table.status === 'disputed' && <p className={styles.warning}>{t('eventDay.table.disputed')}</p>}
      {showEntry ? (
        <ResultEntry
          table={table}
          round={round}
          elimination={isElimination(format)}
          confirmable={table.status === 'reported' ? result : null}
          onDone={() => setEditing(false)}
        />
      ) : (
        editable && (
          <button
            type="button"
            className={`${buttonClass('secondary')} ${styles.compact}`}
            onClick={() => setEditing(true)}
          >
            {t('eventDay.table.correct')}
            <span className="visually-hidden"> {t('eventDay.table.number', { number: table.table })}</span>
          </button>
        )
      )}
    </article>
  )
}

function ResultEntry({
  table,
  round,
  elimination,
  confirmable,
  onDone,
}: {
  table: EventDayTable
  round: Pick<EventDayRound, 'number' | 'seed'>
  elimination: boolean
  /** A player's report the organizer may confirm as it is. */
  confirmable: Games | null
  onDone: () => void
}) {
  const { t } = useTranslation()
  const { write } = useConsoleWrites()
  const [problem, setProblem] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [games, setGames] = useState<Games>(confirmable ?? { player1_wins: 0, player2_wins: 0, draws: 0 })
  const formId = useId()
  const p1 = table.player1.nickname ?? ''
  const p2 = table.player2?.nickname ?? ''

  async function save(result: Games) {
    const counts = [result.player1_wins, result.player2_wins, result.draws]
    if (counts.some((count) => !Number.isInteger(count) || count < 0 || count > MAX_GAMES)) {
      setProblem(t('eventDay.table.badGames', { max: MAX_GAMES }))
      return
    }
    if (elimination && result.player1_wins === result.player2_wins) {
      setProblem(t('eventDay.table.needsWinner'))
      return
    }
    if (table.player2 === null) return
    setBusy(true)
    setProblem(undefined)
    try {
      await write({
        kind: 'result',
        round: round.number,
        seed: round.seed,
        table: table.table,
        players: [table.player1.id, table.player2.id],
        games: result,
      })
      onDone()
    } finally {
      setBusy(false)
    }
  }

  const quick = QUICK.filter((games) => !elimination || games.player1_wins !== games.player2_wins)
  return (
    <div className={styles.entry}>
      {confirmable && (
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={busy}
          onClick={() => void save(confirmable)}
        >
          {t('eventDay.table.confirm', { score: scoreText(confirmable) })}
        </button>
      )}
      <fieldset className={styles.quick}>
        <legend className="visually-hidden">{t('eventDay.table.quickLabel', { p1, p2 })}</legend>
        {quick.map((option) => (
          <button
            key={scoreText(option)}
            type="button"
            className={`${buttonClass('secondary')} ${styles.quickButton}`}
            disabled={busy}
            onClick={() => void save(option)}
          >
            {scoreText(option)}
            <span className="visually-hidden">
              {' ('}
              {t('eventDay.table.quickOption', {
                p1,
                p2,
                wins1: option.player1_wins,
                wins2: option.player2_wins,
                draws: option.draws,
              })}
              {')'}
            </span>
          </button>
        ))}
      </fieldset>
      <details className={styles.other}>
        <summary>{t('eventDay.table.other')}</summary>
        <form
          className={styles.games}
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void save(games)
          }}
        >
          {(
            [
              ['player1_wins', t('eventDay.table.wins', { name: p1 })],
              ['player2_wins', t('eventDay.table.wins', { name: p2 })],
              ['draws', t('eventDay.table.draws')],
            ] as const
          ).map(([field, label]) => (
            <div key={field} className={styles.gamesField}>
              <label htmlFor={`${formId}-${field}`} className={styles.label}>
                {label}
              </label>
              <input
                id={`${formId}-${field}`}
                className={formClasses.input}
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_GAMES}
                value={Number.isNaN(games[field]) ? '' : games[field]}
                onChange={(event) => setGames({ ...games, [field]: event.target.valueAsNumber })}
              />
            </div>
          ))}
          <button type="submit" className={buttonClass('primary')} disabled={busy}>
            {t('eventDay.table.save')}
          </button>
        </form>
      </details>
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
    </div>
  )
}
