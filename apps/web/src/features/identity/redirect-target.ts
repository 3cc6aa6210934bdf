import type { Locale } from '@questboard/domain/constants'
import { localizedPath, locateRoute, ROUTES, type RouteTarget } from '../../lib/routes'

/** localStorage key of the route to come back to after sign-in (spec §2, §3). */
export const REDIRECT_KEY = 'redirect'

/** Remembers where the user is (route name, params, query, hash); the not-found page comes back home. */
export function rememberRedirectTarget(
  storage: Storage,
  location: { pathname: string; search?: string; hash?: string },
): void {
  const target: RouteTarget = locateRoute(location)?.target ?? { name: 'home' }
  storage.setItem(REDIRECT_KEY, JSON.stringify(target))
}

/**
 * The remembered route as a path in `locale` (the interface may have changed language meanwhile), and
 * forgets it. Undefined when none was stored or it is no longer a valid route.
 */
export function takeRedirectPath(storage: Storage, locale: Locale): string | undefined {
  const text = storage.getItem(REDIRECT_KEY)
  storage.removeItem(REDIRECT_KEY)
  if (!text) return undefined
  try {
    const target = JSON.parse(text) as RouteTarget
    if (!target || typeof target.name !== 'string' || !Object.hasOwn(ROUTES, target.name)) return undefined
    return localizedPath(locale, target)
  } catch {
    return undefined
  }
}
