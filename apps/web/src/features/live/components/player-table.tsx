import type { EventDayTable } from '@questboard/domain/event-day/event-day-api.schema'
import { useTranslation } from 'react-i18next'
import type { mine } from '../lib/pairings-by-name'
import styles from './live.module.css'

type Mine = ReturnType<typeof mine>

/**
 * "My table, my opponent" and "my record" on the player's phone. The table is a polite live region: a new
 * pairing or a result is read out when it arrives, without taking the focus.
 */
export function PlayerTable({ round, mine }: { round: number | null; mine: Mine }) {
  const { t } = useTranslation()
  const { line, status, standing } = mine
  return (
    <>
      <section className={styles.card} aria-labelledby="live-my-table" aria-live="polite">
        <h2 id="live-my-table">{t('live.player.myTable')}</h2>
        {round === null ? (
          <p>{t('live.waiting')}</p>
        ) : standing?.dropped ? (
          <p>{t('live.player.dropped')}</p>
        ) : !line ? (
          <p>{t('live.player.notPaired')}</p>
        ) : line.opponent === null ? (
          <p className={styles.bye}>{t('live.player.bye')}</p>
        ) : (
          <>
            <p className={styles.tableNumber}>{t('live.player.table', { table: line.table })}</p>
            <p className={styles.opponent}>
              <span className={styles.muted}>{t('live.player.opponent')}</span>{' '}
              <strong>{line.opponent.nickname ?? t('live.unnamed')}</strong>
            </p>
            {status && <ResultText status={status} score={line.score} />}
          </>
        )}
      </section>
      <section className={styles.card} aria-labelledby="live-my-record">
        <h2 id="live-my-record">{t('live.player.record')}</h2>
        {standing ? (
          <dl className={styles.record}>
            <div>
              <dt>{t('live.player.wld')}</dt>
              <dd>{`${standing.wins}–${standing.losses}–${standing.draws}`}</dd>
            </div>
            <div>
              <dt>{t('live.player.points')}</dt>
              <dd>{standing.points}</dd>
            </div>
            <div>
              <dt>{t('live.player.rank')}</dt>
              <dd>{standing.rank}</dd>
            </div>
          </dl>
        ) : (
          <p>{t('live.player.noRecord')}</p>
        )}
      </section>
    </>
  )
}

/** The games as the player reads them, their own first: `2–1`, `1–1–1` with draws. */
const gamesOf = (score: [number, number, number] | null) =>
  score ? `${score[0]}–${score[1]}${score[2] ? `–${score[2]}` : ''}` : ''

function ResultText({
  status,
  score,
}: {
  status: EventDayTable['status']
  score: [number, number, number] | null
}) {
  const { t } = useTranslation()
  const key = `live.player.status.${status}` as const
  return <p className={styles.result}>{t(key, { score: gamesOf(score) })}</p>
}
