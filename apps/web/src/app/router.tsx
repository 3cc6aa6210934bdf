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
