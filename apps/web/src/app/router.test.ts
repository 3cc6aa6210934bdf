import { LOCALES } from '@questboard/domain/constants'
import { matchRoutes, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { localizedPath, ROUTE_NAMES } from '../lib/routes'
import { appRoutes, routesOnDemand } from './router'

const routes = appRoutes()

function pageAt(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? []
  const last = matches.at(-1)
  return { page: (last?.route.handle as { page?: string } | undefined)?.page, matches }
}

async function loadersThrow(pathname: string): Promise<unknown> {
  const { matches } = pageAt(pathname)
  const request = new Request(`http://localhost${pathname}`)
  for (const match of matches.slice(1)) {
    const loader = match.route.loader
    if (typeof loader !== 'function') continue
    try {
      await loader({ request, params: match.params, context: undefined, pattern: '' } as never)
    } catch (error) {
      return error
    }
  }
  return undefined
}

describe('app routes', () => {
  it('serves every named route in every locale', () => {
    for (const locale of LOCALES) {
      for (const name of ROUTE_NAMES) {
        const path = localizedPath(locale, { name, params: { id: 12 } } as never)
        expect(pageAt(path).page, path).toBe(name)
      }
    }
  })

  it('answers the not-found page for unknown paths and unknown locales', () => {
    expect(pageAt('/nowhere').page).toBe('not-found')
    expect(pageAt('/fr/nowhere').page).toBe('not-found')
    expect(pageAt('/xx/events').page).toBe('not-found')
    expect(pageAt('/events/12/players').page).toBe('not-found')
  })

  it('gives a 404 to ids that are not digits', async () => {
    expect(await loadersThrow('/events/12')).toBeUndefined()
    expect(await loadersThrow('/de/events/abc')).toMatchObject({ init: { status: 404 } })
    expect(await loadersThrow('/profile/event/edit/1x')).toMatchObject({ init: { status: 404 } })
  })
})

describe('the routes on demand', () => {
  /** Where `path` lands on the routes as they are, after the hook has had its say about it. */
  async function navigate(onDemand: ReturnType<typeof routesOnDemand>, path: string) {
    const patched: string[] = []
    await onDemand.patchRoutesOnNavigation({
      path,
      matches: [],
      signal: new AbortController().signal,
      fetcherKey: undefined,
      patch: (routeId: string | null, children: RouteObject[]) => {
        patched.push(...children.map((child) => String(child.path)))
        const parent = routeId === null ? undefined : findRoute(onDemand.routes, routeId)
        parent?.children?.push(...children)
      },
    } as never)
    const last = matchRoutes(onDemand.routes, path)?.at(-1)
    return { page: (last?.route.handle as { page?: string } | undefined)?.page, patched }
  }

  it('starts with the English pages and the address’s language, and adds another language at its first visit', async () => {
    const onDemand = routesOnDemand('/de/events')
    expect(await navigate(onDemand, '/de/events/12')).toEqual({ page: 'event-show', patched: [] })
    expect(await navigate(onDemand, '/events')).toEqual({ page: 'event-list', patched: [] })
    // Not there yet: the not-found page would answer, so the hook adds French.
    expect(matchRoutes(onDemand.routes, '/fr/events')?.at(-1)?.route.path).toBe('*')
    expect(await navigate(onDemand, '/fr/events')).toEqual({ page: 'event-list', patched: ['fr'] })
    expect(await navigate(onDemand, '/fr/profile/events')).toEqual({ page: 'event-user', patched: [] })
  })

  it('adds nothing for a prefix that is no language, nor for English', async () => {
    const onDemand = routesOnDemand('/')
    expect(await navigate(onDemand, '/xx/events')).toEqual({ page: 'not-found', patched: [] })
    expect(await navigate(onDemand, '/en/events')).toEqual({ page: 'not-found', patched: [] })
  })
})

function findRoute(routes: RouteObject[], id: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.id === id) return route
    const found = findRoute(route.children ?? [], id)
    if (found) return found
  }
  return undefined
}
