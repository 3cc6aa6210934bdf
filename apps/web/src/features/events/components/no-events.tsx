import { useTranslation } from 'react-i18next'
import { buttonClass } from '../../../ui/button'
import styles from './events.module.css'

/** The empty state of a filtered list: say so, and offer the way back to every event. */
export function NoEvents({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation()
  return (
    <>
      <p className={styles.stateTitle}>{t('eventList.emptyTitle')}</p>
      <p>{t('eventList.emptyText')}</p>
      <button type="button" className={buttonClass('primary')} onClick={onReset}>
        {t('eventList.resetFilters')}
      </button>
    </>
  )
}
