import { DEFAULT_LOCALE, LOCALES } from '@questboard/domain/constants'
import type { ComponentType } from 'react'
import { createBrowserRouter, data, type LoaderFunctionArgs, type RouteObject } from 'react-router'
import { ROUTE_PARTS } from '../i18n/catalog-parts'
import { loadCatalogParts } from '../i18n/i18n'
import { hasValidParams, type PageName, ROUTE_NAMES, ROUTES, type RouteName } from '../lib/routes'
import type { PageHandle } from '../lib/use-page-name'
import { RootErrorPage, RouteErrorPage } from './critical-error-page'
import { BootScreen } from './layout/boot-screen'
import { RootLayout } from './layout/root-layout'
import { localeLoader, shouldRevalidateLocale } from './locale-loader'
import { NotFoundPage } from './not-found-page'

type Screen = () => Promise<{ default: ComponentType }>

// Each screen is its own chunk, loaded when its route is first visited, with its texts (ROUTE_PARTS).
const screens: Record<RouteName, Screen> = {
  home: () => import('../features/home/routes/home'),
  'event-locator': () => import('../features/events/routes/event-locator'),
  profile: () => import('../features/organizer/routes/profile'),
  'event-new': () => import('../features/organizer/routes/event-new'),
  'event-preview': () => import('../features/organizer/routes/event-preview'),
  'event-edit': () => import('../features/organizer/routes/event-edit'),
  'event-user': () => import('../features/events/routes/event-user'),
  'organizer-request': () => import('../features/organizer-request/routes/organizer-request'),
  admin: () => import('../features/admin/routes/admin'),
  'term-of-use': () => import('../features/static-pages/routes/static-page'),
  'legal-notice': () => import('../features/static-pages/routes/static-page'),
  'user-gts': () => import('../features/static-pages/routes/static-page'),
  'organizer-gts': () => import('../features/static-pages/routes/static-page'),
  'privacy-policy': () => import('../features/static-pages/routes/static-page'),
  'cookie-preferences': () => import('../features/cookies/routes/cookie-preferences'),
  'how-to-create-an-event': () => import('../features/static-pages/routes/static-page'),
  'event-list': () => import('../features/events/routes/event-list'),
  'event-show': () => import('../features/events/routes/event-show'),
  'loyalty-club': () => import('../features/loyalty/routes/loyalty-club'),
  'newsletter-confirm': () => import('../features/newsletter/routes/newsletter-confirm'),
  'newsletter-unsubscribe': () => import('../features/newsletter/routes/newsletter-unsubscribe'),
  'critical-error': () => import('./critical-error-route'),
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
    const shared = {
      handle: handle(name),
      loader: 'digitParams' in ROUTES[name] ? digitParamsLoader(name) : undefined,
      lazy: {
        // biome-ignore lint/correctness/noComponentHookFactories: a lazy loader returning the screen, not a component
        Component: async () => {
          const [screen] = await Promise.all([screens[name](), loadCatalogParts(ROUTE_PARTS[name] ?? [])])
          return screen.default
        },
      },
    }
    return path === '' ? { index: true, ...shared } : { path, ...shared }
  })
  return [...pages, { path: '*', handle: handle('not-found'), element: <NotFoundPage /> }]
}

/** Every route of spec §2, once without prefix (English) and once under each other locale's prefix. */
export function appRoutes(): RouteObject[] {
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
          errorElement: <RouteErrorPage />,
          children: [
            ...pageRoutes(),
            ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map(
              (locale): RouteObject => ({ path: locale, children: pageRoutes() }),
            ),
          ],
        },
      ],
    },
  ]
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes())
}
