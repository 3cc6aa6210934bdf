import { useTranslation } from 'react-i18next'
import type { PageName } from '../lib/routes'
import { PageTitle } from './page-title'
import styles from './route-intro.module.css'

/** A page's heading, its translated title in the document title, and a one-line lead about the page. */
export function RouteIntro({ page }: { page: PageName }) {
  const { t } = useTranslation()
  const title = t(`routes.${page}.title`)
  return (
    <header className={styles.intro}>
      <PageTitle>{title}</PageTitle>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{t(`routes.${page}.summary`)}</p>
    </header>
  )
}
