import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { LOCALES } from '@questboard/domain/constants'
import i18next from 'i18next'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiError, apiFetch } from './api'
import { rateLimitText } from './rate-limit'
import { failureDetail } from './use-form-feedback'

// A real HTTP peer answering as the services do over a limit, and as the newsletter does for a link just mailed.
let server: Server
let base: string
beforeAll(async () => {
  server = createServer((request, response) => {
    response.statusCode = 429
    response.setHeader('Content-Type', 'application/json')
    if (request.url === '/limited/') response.setHeader('Retry-After', '125')
    response.end(JSON.stringify({ detail: 'Too many requests: try again in 125 seconds.' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const failureOf = (path: string) => apiFetch(`${base}${path}`).catch((error: unknown) => error)

const catalogs = await Promise.all(
  LOCALES.map(async (locale) => [locale, (await import(`../i18n/locales/${locale}.json`)).default] as const),
)
const i18n = i18next.createInstance()
await i18n.init({
  lng: 'en',
  resources: Object.fromEntries(catalogs.map(([l, c]) => [l, { translation: c }])),
})

describe('a rate limit’s 429', () => {
  it('keeps Retry-After on the error, and says in each language to wait the minutes it gives', async () => {
    const error = await failureOf('/limited/')
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).retryAfterSeconds).toBe(125)
    const texts = LOCALES.map((locale) => rateLimitText(i18n.getFixedT(locale), error))
    expect(texts[LOCALES.indexOf('en')]).toBe('Too many requests in a short time. Please try again in 3 min.')
    for (const text of texts) expect(text).toMatch(/ 3 min/i)
    expect(new Set(texts).size).toBe(LOCALES.length)
  })

  it('is told from the newsletter’s “a link was mailed minutes ago”, which says no Retry-After', async () => {
    const mailedRecently = await failureOf('/mailed/')
    expect(mailedRecently).toBeInstanceOf(ApiError)
    expect((mailedRecently as ApiError).retryAfterSeconds).toBeUndefined()
    expect(rateLimitText(i18n.t, mailedRecently)).toBeUndefined()
  })

  it('is what the forms show in place of the server’s English detail', async () => {
    const t = i18n.getFixedT('fr')
    expect(failureDetail(await failureOf('/limited/'), t)).toBe(
      'Trop de demandes en peu de temps. Veuillez réessayer dans 3 min.',
    )
    expect(failureDetail(await failureOf('/mailed/'), t)).toBe('Too many requests: try again in 125 seconds.')
  })
})
