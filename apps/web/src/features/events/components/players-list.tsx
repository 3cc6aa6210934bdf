import { useTranslation } from 'react-i18next'
import { usePlayers } from '../api/get-event'
import styles from './event-show.module.css'

/** The registered players' nicknames (`GET /api/events/{id}/players/`). */
export function PlayersList({ eventId, titleId }: { eventId: string; titleId: string }) {
  const { t } = useTranslation()
  const players = usePlayers(eventId)
  if (players.isPending) {
    return (
      <p aria-busy="true" className={styles.muted}>
        {t('eventShow.playersLoading')}
      </p>
    )
  }
  if (players.isError) {
    return (
      <p role="alert">
        {t('eventShow.playersError')}{' '}
        <button type="button" className={styles.linkButton} onClick={() => void players.refetch()}>
          {t('eventList.retry')}
        </button>
      </p>
    )
  }
  if (players.data.length === 0) return <p className={styles.muted}>{t('eventShow.noPlayers')}</p>
  return (
    <ol className={styles.players} aria-labelledby={titleId} aria-busy={players.isFetching}>
      {players.data.map((player) => (
        <li key={player.id}>{player.nickname}</li>
      ))}
    </ol>
  )
}
