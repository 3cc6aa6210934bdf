import { DEFAULT_LOCALE, LOCALES, type Locale } from '@questboard/domain/constants'
import type { ComponentType } from 'react'
import {
  createBrowserRouter,
  data,
  type LoaderFunctionArgs,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router'
import { ROUTE_PARTS } from '../i18n/catalog-parts'
import { loadCatalogParts } from '../i18n/i18n'
import { splitLocale } from '../i18n/locale-routing'
import { hasValidParams, type PageName, ROUTE_NAMES, ROUTES, type RouteName } from '../lib/routes'
import type { PageHandle } from '../lib/use-page-name'
import { RootErrorPage, RouteErrorPage } from './critical-error-page'
import { BootScreen } from './layout/boot-screen'
import { RootLayout } from './layout/root-layout'
import { localeLoader, shouldRevalidateLocale } from './locale-loader'
import { NotFoundPage } from './not-found-page'
import { SCREENS } from './screens'

type Screen = () => Promise<{ default: ComponentType }>

// Each screen (SCREENS) is its own chunk, loaded when its route is first visited, with its texts (ROUTE_PARTS).
const screenModules = import.meta.glob<{ default: ComponentType }>([
  '../features/*/routes/*.tsx',
  './critical-error-route.tsx',
  '!**/*.test.tsx',
])

function screen(name: RouteName): Screen {
  // The glob names modules relative to this file (src/app/), SCREENS relative to src/.
  const module = SCREENS[name]
  const load = screenModules[module.startsWith('app/') ? `./${module.slice(4)}` : `../${module}`]
  if (!load) throw new Error(`The screen of ${name}, src/${module}, is not a module the router loads`)
  return load
}

const handle = (page: PageName): PageHandle => ({ page })

/** Ids are digits only: `/events/abc` is the not-found page, not a failed event load. */
function digitParamsLoader(name: RouteName) {
  return ({ params }: LoaderFunctionArgs) => {
    if (!hasValidParams(ROUTES[name], params)) throw data(null, { status: 404 })
    return null
  }
}

function pageRoutes(): RouteObject[] {
  const pages = ROUTE_NAMES.map((name): RouteObject => {
    const { path } = ROUTES[name]
    const load = screen(name)
    const shared = {
      handle: handle(name),
      loader: 'digitParams' in ROUTES[name] ? digitParamsLoader(name) : undefined,
      lazy: {
        // biome-ignore lint/correctness/noComponentHookFactories: a lazy loader returning the screen, not a component
        Component: async () => {
          const [module] = await Promise.all([load(), loadCatalogParts(ROUTE_PARTS[name] ?? [])])
          return module.default
        },
      },
    }
    return path === '' ? { index: true, ...shared } : { path, ...shared }
  })
  return [...pages, { path: '*', handle: handle('not-found'), element: <NotFoundPage /> }]
}

/** The pages under a locale's prefix (`/fr/…`); English has none. */
const localeRoute = (locale: Locale): RouteObject => ({ path: locale, children: pageRoutes() })

/** The route the pages and every locale's prefix hang from: the locales' subtrees are added to it. */
const PAGES_ROUTE_ID = 'pages'

/**
 * Every route of spec §2, once without prefix (English) and once under the prefix of each of `locales` (every
 * other locale by default).
 */
export function appRoutes(
  locales: readonly Locale[] = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE),
): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      loader: localeLoader,
      shouldRevalidate: shouldRevalidateLocale,
      element: <RootLayout />,
      errorElement: <RootErrorPage />,
      hydrateFallbackElement: <BootScreen />,
      children: [
        {
          id: PAGES_ROUTE_ID,
          errorElement: <RouteErrorPage />,
          children: [...pageRoutes(), ...locales.map(localeRoute)],
        },
      ],
    },
  ]
}

/**
 * The routes of the address's language only (`pathname`: where the app starts), and the hook that adds another
 * language's the first time a navigation goes under its prefix (the language switch). Ranking every route of the
 * six languages took the longest task of a phone's first load (~150 ms at Lighthouse's slowed CPU).
 */
export function routesOnDemand(pathname: string): {
  routes: RouteObject[]
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction
} {
  const added = new Set<Locale>()
  const missing = (path: string) => {
    const { locale } = splitLocale(path)
    return locale && locale !== DEFAULT_LOCALE && !added.has(locale) ? locale : undefined
  }
  const initial = missing(pathname)
  if (initial) added.add(initial)
  return {
    routes: appRoutes(initial ? [initial] : []),
    patchRoutesOnNavigation({ path, patch }) {
      const locale = missing(path)
      if (!locale) return
      added.add(locale)
      patch(PAGES_ROUTE_ID, [localeRoute(locale)])
    },
  }
}

export function createAppRouter() {
  const { routes, patchRoutesOnNavigation } = routesOnDemand(window.location.pathname)
  return createBrowserRouter(routes, { patchRoutesOnNavigation })
}
