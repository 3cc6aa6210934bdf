import { useTranslation } from 'react-i18next'
import { buttonClass } from '../ui/button'
import { PageTitle } from '../ui/page-title'
import { RouteLink } from '../ui/route-link'
import styles from './error-page.module.css'

/** Any path that is no route (spec §2 "not found"), and any id that is not digits. */
export function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <section className={`container ${styles.page}`} aria-labelledby="not-found-title">
      <PageTitle>{t('routes.not-found.title')}</PageTitle>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {t('errors.notFound')}
      </h1>
      <p className={styles.text}>{t('routes.not-found.summary')}</p>
      <RouteLink name="home" className={buttonClass('primary')}>
        {t('errors.backHome')}
      </RouteLink>
    </section>
  )
}
