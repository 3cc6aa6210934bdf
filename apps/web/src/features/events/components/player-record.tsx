import { NO_SHOW_WINDOW_DAYS } from '@questboard/domain/no-shows'
import { useTranslation } from 'react-i18next'
import { usePlayerRecord } from '../api/player-record'
import styles from './player-record.module.css'

/** The player's record on their events page (issue 15 §5): events attended and missed. */
export function PlayerRecordSummary() {
  const { t } = useTranslation()
  const record = usePlayerRecord()
  return (
    <section className={styles.record} aria-labelledby="player-record">
      <h2 id="player-record">{t('myEvents.record.title')}</h2>
      {record.isPending ? (
        <p>{t('app.loading')}</p>
      ) : record.isError ? (
        <p>{t('myEvents.record.failed')}</p>
      ) : (
        <>
          <dl className={styles.recordFigures}>
            <div>
              <dt>{t('myEvents.record.attended')}</dt>
              <dd>{record.data.attended}</dd>
            </div>
            <div>
              <dt>{t('myEvents.record.missed')}</dt>
              <dd>{record.data.missed}</dd>
            </div>
            <div>
              <dt>{t('myEvents.record.missedRecently', { days: NO_SHOW_WINDOW_DAYS })}</dt>
              <dd>{record.data.missed_recently}</dd>
            </div>
          </dl>
          <p className={styles.recordHint}>
            {t('myEvents.record.hint', { count: record.data.threshold, days: record.data.window_days })}
          </p>
        </>
      )}
    </section>
  )
}
