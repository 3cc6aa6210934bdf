import { LOCALES } from '@questboard/domain/constants'
import { matchRoutes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { localizedPath, ROUTE_NAMES } from '../lib/routes'
import { appRoutes } from './router'

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
