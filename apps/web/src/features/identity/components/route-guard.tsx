import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation } from 'react-router'
import { useLocale } from '../../../i18n/use-locale'
import { localizedPath, locateRoute, ROUTES } from '../../../lib/routes'
import { usePageName } from '../../../lib/use-page-name'
import { useEventOwnership } from '../api/get-event-owner'
import { decideAccess, needsEventOwner } from '../guards'
import { useIdentity } from '../use-identity'

/**
 * Applies spec §2 to the page being shown: a `signout` query (or home with a `state` query) goes home,
 * and each route's access check lets the page render, waits, or sends the user home in the current locale.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const page = usePageName()
  const location = useLocation()
  const locale = useLocale()
  const { status, user } = useIdentity()
  const access = page && page !== 'not-found' ? ROUTES[page].access : 'everyone'
  // The layout sits above the page's route: the event id comes from the location itself (read only when
  // the check needs it: matching the location against every route is not free, and this runs often).
  const event = useEventOwnership(
    needsEventOwner(access, status, user)
      ? (locateRoute(location)?.target.params as { id?: string } | undefined)?.id
      : undefined,
  )
  const home = localizedPath(locale, { name: 'home' })

  const query = new URLSearchParams(location.search)
  if (query.has('signout') || (page === 'home' && query.has('state'))) return <Navigate replace to={home} />

  const decision = decideAccess({ access, locale, status, user, event })
  if (decision === 'refuse') return <Navigate replace to={home} />
  if (decision === 'wait') {
    return (
      <div className="container" aria-busy="true" role="status">
        <p>{t('app.loading')}</p>
      </div>
    )
  }
  return children
}
