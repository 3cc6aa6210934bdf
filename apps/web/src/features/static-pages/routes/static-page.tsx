import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { useLocale } from '../../../i18n/use-locale'
import { type LegalDetails, loadRuntimeConfig } from '../../../lib/runtime-config'
import { usePageName } from '../../../lib/use-page-name'
import { buttonClass } from '../../../ui/button'
import { RouteIntro } from '../../../ui/route-intro'
import { CreateEventAction } from '../components/create-event-action'
import { StaticDocumentView } from '../components/static-document'
import styles from '../components/static-document.module.css'
import { hasLegalDetails, isStaticPage, loadDocument, type StaticPageName } from '../content/document'

/**
 * How long a document with legal details waits for the runtime config before it shows without them (they
 * then appear in place): long enough for a normal answer, so the page does not jump, short enough that a
 * slow API does not hide the document.
 */
const LEGAL_DETAILS_WAIT_MS = 2000

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
  // The operator's identity is deployment configuration (decision 009). The page waits a little for it, so
  // that it does not jump when the details arrive; the shared navigation bar has usually loaded it already.
  const config = useQuery({ queryKey: ['runtime-config'], queryFn: loadRuntimeConfig, staleTime: Infinity })
  const waitedForConfig = useElapsed(LEGAL_DETAILS_WAIT_MS)
  // A config that cannot be read shows the placeholders: the gaps stay visible instead of silently missing.
  const legal = config.data?.legal ?? (config.isError ? NO_LEGAL_DETAILS : undefined)
  const shown =
    document.data !== undefined && (legal !== undefined || waitedForConfig || !hasLegalDetails(document.data))
  useScrollToHashWhenLoaded(shown)

  if (document.data && shown)
    return (
      <StaticDocumentView
        document={document.data}
        locale={locale}
        legal={legal}
        action={page === 'how-to-create-an-event' ? <CreateEventAction /> : undefined}
      />
    )
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

const NO_LEGAL_DETAILS: LegalDetails = {
  publisher: '',
  publicationDirector: '',
  hostingProvider: '',
  contact: '',
}

/** Becomes true once `ms` have passed since the component mounted. */
function useElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), ms)
    return () => clearTimeout(timer)
  }, [ms])
  return elapsed
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
