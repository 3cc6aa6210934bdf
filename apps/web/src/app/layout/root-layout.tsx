import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, Outlet, useLocation } from 'react-router'
import { CookieBanner } from '../../features/cookies/components/cookie-banner'
import { RouteGuard } from '../../features/identity/components/route-guard'
import { SessionEndedNotice } from '../../features/identity/components/session-ended-notice'
import { useTokenCheckOnRouteChange } from '../../features/identity/use-token-check'
import { currentLocale } from '../../i18n/i18n'
import { resolveLocale } from '../../i18n/locale-routing'
import { OfflineModal } from '../offline-modal'
import { AlertOutlet } from './alert-outlet'
import { Footer } from './footer'
import { Header } from './header'
import styles from './layout.module.css'
import { NavigationProgress } from './navigation-progress'
import { useNavigationScroll } from './use-navigation-scroll'

export const MAIN_CONTENT_ID = 'main-content'

/**
 * The page shell: the header (the one navigation bar), main content, footer. Also moves a locale-less path to its
 * locale (spec §2), guards each route and checks the token on each route change (spec §4).
 */
export function RootLayout() {
  const location = useLocation()
  const { t } = useTranslation()
  useNavigationScroll(MAIN_CONTENT_ID)
  useTokenCheckOnRouteChange()

  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', t('app.description'))
  }, [t])

  const { redirectTo } = resolveLocale(location.pathname, currentLocale())
  if (redirectTo !== undefined) {
    return <Navigate replace to={{ pathname: redirectTo, search: location.search, hash: location.hash }} />
  }

  return (
    <div className={styles.shell}>
      <NavigationProgress />
      {/* First in the page, before the cookie banner and the header's links. */}
      <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
        {t('nav.skipToContent')}
      </a>
      <CookieBanner />
      <Header />
      <SessionEndedNotice />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <RouteGuard>
          <Outlet />
        </RouteGuard>
      </main>
      <Footer />
      <AlertOutlet />
      <OfflineModal />
    </div>
  )
}
