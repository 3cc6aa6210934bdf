import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { buttonClass } from '../ui/button'
import { PageTitle } from '../ui/page-title'
import { RouteLink } from '../ui/route-link'
import styles from './error-page.module.css'
import { NotFoundPage } from './not-found-page'

/** "A critical error has occurred!" with a way out. */
export function CriticalErrorContent() {
  const { t } = useTranslation()
  return (
    <section className={`container ${styles.page}`} aria-labelledby="critical-error-title">
      <PageTitle>{t('routes.critical-error.title', { defaultValue: 'Error' })}</PageTitle>
      <h1 id="critical-error-title" className={styles.title}>
        {t('errors.critical', { defaultValue: 'A critical error has occurred!' })}
      </h1>
      <p className={styles.text}>{t('errors.criticalHelp', { defaultValue: '' })}</p>
      <div className={styles.actions}>
        <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
          {t('errors.reload', { defaultValue: 'Reload the page' })}
        </button>
        <RouteLink name="home" className={buttonClass('secondary')}>
          {t('errors.backHome', { defaultValue: 'Back to the home page' })}
        </RouteLink>
      </div>
    </section>
  )
}

function useReportedError() {
  const error = useRouteError()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  useEffect(() => {
    if (!notFound) console.error(error)
  }, [error, notFound])
  return { notFound }
}

/** Error boundary of every page, inside the page shell: a 404 response is the not-found page. */
export function RouteErrorPage() {
  const { notFound } = useReportedError()
  return notFound ? <NotFoundPage /> : <CriticalErrorContent />
}

/**
 * Last-resort boundary, when the shell itself failed (for instance the catalogs could not load): no
 * header, and texts that fall back to English when no catalog is there. Home stays a way out: it is
 * often a page that still works.
 */
export function RootErrorPage() {
  useReportedError()
  return (
    <main className={styles.standalone}>
      <CriticalErrorContent />
    </main>
  )
}
