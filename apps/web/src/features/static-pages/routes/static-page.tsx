import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { useLocale } from '../../../i18n/use-locale'
import { usePageName } from '../../../lib/use-page-name'
import { buttonClass } from '../../../ui/button'
import { RouteIntro } from '../../../ui/route-intro'
import { StaticDocumentView } from '../components/static-document'
import styles from '../components/static-document.module.css'
import { isStaticPage, loadDocument, type StaticPageName } from '../content/document'

/** The legal and help pages (term-of-use, legal-notice, user-gts, organizer-gts, privacy-policy, how-to-create-an-event). */
export default function StaticPageRoute() {
  const page = usePageName()
  if (!isStaticPage(page)) throw new Error(`${page} is not a static page`)
  return <StaticPage page={page} />
}

function StaticPage({ page }: { page: StaticPageName }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const document = useQuery({
    queryKey: ['static-page', page, locale],
    queryFn: () => loadDocument(page, locale),
    staleTime: Number.POSITIVE_INFINITY,
  })
  useScrollToHashWhenLoaded(document.isSuccess)

  if (document.data) return <StaticDocumentView document={document.data} locale={locale} />
  return (
    <div className="container">
      <RouteIntro page={page} />
      {document.isError ? (
        <div role="alert">
          <p>{t('errors.critical')}</p>
          <button type="button" className={buttonClass('primary')} onClick={() => document.refetch()}>
            {t('errors.reload')}
          </button>
        </div>
      ) : (
        <p className={styles.loading} role="status">
          {t('app.loading')}
        </p>
      )}
    </div>
  )
}

/**
 * The layout scrolls to the hash when the route changes (spec §2), but on a first visit to
 * `/privacy-policy#retention` the section only exists once its document has loaded: scroll then.
 */
function useScrollToHashWhenLoaded(loaded: boolean) {
  const { hash } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the document appears, not on later hash changes (the layout handles those)
  useEffect(() => {
    if (!loaded || !hash) return
    const target = window.document.getElementById(decodeURIComponent(hash.slice(1)))
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
    target?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' })
  }, [loaded])
}
