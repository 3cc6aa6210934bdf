import type { EventDayTable } from '@questboard/domain/event-day/event-day-api.schema'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../lib/api'
import { eventDayKeys } from '../../../lib/query-keys'
import { buttonClass } from '../../../ui/button'
import { idempotencyKey, isElimination, scoreText, send, useRounds } from '../../event-day'
import styles from './my-match.module.css'

/** How often a player's page asks for the round once the day has rounds, until the live view pushes it. */
const POLL_MS = 20_000

type Mine = { me: 1 | 2; table: EventDayTable }

/** The player's own games first: "2–1" is the player's two wins. */
const fromMySide = (me: 1 | 2, mine: number, theirs: number, draws: number) =>
  me === 1
    ? { player1_wins: mine, player2_wins: theirs, draws }
    : { player1_wins: theirs, player2_wins: mine, draws }

/**
 * The player's match of the current round (issue 14 §3): the table and the opponent, and the result to report;
 * the opponent reporting the same confirms it, a different report is a dispute the organizer settles. Shown on
 * the event page to a player seated in the current round. Every report goes through event day's `send`, with its
 * Idempotency-Key.
 */
export function MyMatch({
  eventId,
  userId,
  className,
}: {
  eventId: string
  /** The player's Event API user id. */
  userId: string
  className?: string
}) {
  const { t } = useTranslation()
  const rounds = useRounds(eventId, { pollMs: POLL_MS })
  const titleId = useId()
  const current = rounds.data?.at(-1)
  const mine: Mine | undefined = current?.tables.flatMap((table): Mine[] =>
    String(table.player1.user_id) === userId
      ? [{ me: 1, table }]
      : String(table.player2?.user_id) === userId
        ? [{ me: 2, table }]
        : [],
  )[0]
  if (!current || !mine) return null
  const { table, me } = mine
  const opponent = (me === 1 ? table.player2 : table.player1)?.nickname ?? ''

  return (
    <section className={`${styles.myMatch} ${className ?? ''}`} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('myMatch.title')}</h2>
      <p className={styles.where}>{t('myMatch.where', { round: current.number, table: table.table })}</p>
      {table.player2 === null ? (
        <p>{t('myMatch.bye')}</p>
      ) : (
        <>
          <p className={styles.opponent}>{t('myMatch.opponent', { name: opponent })}</p>
          <MatchState
            eventId={eventId}
            mine={mine}
            opponent={opponent}
            elimination={isElimination(current.format)}
          />
        </>
      )}
    </section>
  )
}

function MatchState({
  eventId,
  mine: { me, table },
  opponent,
  elimination,
}: {
  eventId: string
  mine: Mine
  opponent: string
  elimination: boolean
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string>()
  const [changing, setChanging] = useState(false)
  const myId = me === 1 ? table.player1.id : table.player2?.id
  const mineWins = (me === 1 ? table.player1_wins : table.player2_wins) ?? 0
  const theirWins = (me === 1 ? table.player2_wins : table.player1_wins) ?? 0
  const score = scoreText({ player1_wins: mineWins, player2_wins: theirWins, draws: table.draws ?? 0 })

  async function report(result: { player1_wins: number; player2_wins: number; draws: number }) {
    setBusy(true)
    setProblem(undefined)
    try {
      await send(eventId, idempotencyKey(), { kind: 'result', matchId: table.match_id, body: result })
      setChanging(false)
    } catch (error) {
      setProblem(
        error instanceof ApiError && error.status === 409 ? t('myMatch.changed') : t('myMatch.failed'),
      )
    } finally {
      setBusy(false)
      await queryClient.invalidateQueries({ queryKey: eventDayKeys.rounds(eventId) })
    }
  }

  const options = [[2, 0, 0], [2, 1, 0], ...(elimination ? [] : [[1, 1, 1]]), [1, 2, 0], [0, 2, 0]] as const
  const form = (
    <fieldset className={styles.quick}>
      <legend className="visually-hidden">{t('myMatch.reportLabel', { name: opponent })}</legend>
      {options.map(([mineCount, theirs, draws]) => (
        <button
          key={`${mineCount}-${theirs}-${draws}`}
          type="button"
          className={`${buttonClass('secondary')} ${styles.quickButton}`}
          disabled={busy}
          onClick={() => void report(fromMySide(me, mineCount, theirs, draws))}
        >
          {t(mineCount > theirs ? 'myMatch.won' : mineCount < theirs ? 'myMatch.lost' : 'myMatch.drew', {
            score: scoreText({ player1_wins: mineCount, player2_wins: theirs, draws }),
          })}
        </button>
      ))}
    </fieldset>
  )

  let status: string
  let showForm = false
  let confirm = false
  switch (table.status) {
    case 'confirmed':
      status = t('myMatch.confirmed', { score })
      break
    case 'disputed':
      status = t('myMatch.disputed')
      break
    case 'reported':
      if (table.reported_by === myId) {
        status = t('myMatch.reportedByMe', { score, name: opponent })
        showForm = changing
      } else {
        status = t('myMatch.reportedByOpponent', { score, name: opponent })
        confirm = true
        showForm = changing
      }
      break
    default:
      status = t('myMatch.pending')
      showForm = true
  }

  return (
    <>
      <p role="status">{status}</p>
      {confirm && !changing && (
        <div className={styles.actions}>
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={busy}
            onClick={() =>
              void report({
                player1_wins: table.player1_wins ?? 0,
                player2_wins: table.player2_wins ?? 0,
                draws: table.draws ?? 0,
              })
            }
          >
            {t('myMatch.confirm', { score })}
          </button>
          <button type="button" className={buttonClass('secondary')} onClick={() => setChanging(true)}>
            {t('myMatch.disagree')}
          </button>
        </div>
      )}
      {table.status === 'reported' && table.reported_by === myId && !changing && (
        <button type="button" className={buttonClass('secondary')} onClick={() => setChanging(true)}>
          {t('myMatch.change')}
        </button>
      )}
      {showForm && form}
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
    </>
  )
}
