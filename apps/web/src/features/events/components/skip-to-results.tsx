import { useTranslation } from 'react-i18next'
import styles from './skip-to-results.module.css'

/** The id of the results' wrapper, which the skip link moves the focus to. */
export const RESULTS_ID = 'results'

/** "Skip to results": past the search and its filters, first in the page's content (issue 13 §3). */
export function SkipToResults() {
  const { t } = useTranslation()
  return (
    <a className={styles.skip} href={`#${RESULTS_ID}`}>
      {t('filters.skipToResults')}
    </a>
  )
}
