import type { Page } from 'playwright-core'
import { inject } from 'vitest'

/** The tool token the signed-in page keeps in its session: what the web app sends the Event API. */
export function toolTokenOf(page: Page): Promise<string> {
  return page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('user') ?? '{}') as { toolToken?: string }).toolToken ?? '',
  )
}

/** The Event API as the signed-in page would call it, with its tool token. */
export async function apiAs(page: Page, pathname: string, init: { method?: string; body?: unknown } = {}) {
  const headers = new Headers({ Authorization: `Token ${await toolTokenOf(page)}` })
  if (init.body) headers.set('Content-Type', 'application/json')
  const body = init.body ? JSON.stringify(init.body) : undefined
  return fetch(new URL(pathname, inject('webUrl')), { method: init.method ?? 'GET', headers, body })
}
