import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiError, apiFetch, configureApiAuthentication } from './api'

// A real HTTP peer rather than a mocked fetch.
let server: Server
let base: string

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      if (url.pathname === '/echo/') {
        response.setHeader('Content-Type', 'application/json')
        response.end(
          JSON.stringify({
            method: request.method,
            query: url.search,
            type: request.headers['content-type'],
            authorization: request.headers.authorization,
            body,
          }),
        )
      } else if (url.pathname === '/empty/') {
        response.statusCode = 204
        response.end()
      } else if (url.pathname === '/unauthorized/') {
        response.statusCode = 401
        response.setHeader('Content-Type', 'application/json')
        response.end(JSON.stringify({ detail: 'Invalid token.' }))
      } else if (url.pathname === '/forbidden/') {
        response.statusCode = 403
        response.setHeader('Content-Type', 'application/json')
        response.end(JSON.stringify({ detail: 'You are not authorized to participate' }))
      } else {
        response.statusCode = 502
        response.setHeader('Content-Type', 'text/plain')
        response.end('Bad gateway')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('apiFetch', () => {
  it('sends objects as JSON with the query and parses the JSON answer', async () => {
    const answer = await apiFetch<Record<string, string>>(`${base}/echo/`, {
      method: 'POST',
      body: { name: 'Friday Night' },
      query: { page: 2, city: undefined, is_free: true },
    })
    expect(answer).toEqual({
      method: 'POST',
      query: '?page=2&is_free=true',
      type: 'application/json',
      body: '{"name":"Friday Night"}',
    })
  })

  it('resolves to undefined for 204', async () => {
    expect(await apiFetch(`${base}/empty/`, { method: 'DELETE' })).toBeUndefined()
  })

  it('throws an ApiError with the status and the parsed body', async () => {
    const error = await apiFetch(`${base}/forbidden/`).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 403, body: { detail: 'You are not authorized to participate' } })
    expect((error as ApiError).detail).toBe('You are not authorized to participate')
  })

  it('keeps a non-JSON error body as text', async () => {
    const error = (await apiFetch(`${base}/broken/`).catch((caught: unknown) => caught)) as ApiError
    expect(error.status).toBe(502)
    expect(error.body).toBe('Bad gateway')
    expect(error.detail).toBeUndefined()
  })

  it('reads error_description when there is no detail', () => {
    expect(new ApiError(401, { error_description: 'token expired' }).detail).toBe('token expired')
  })

  it('sends the tool token only on authenticated calls, and reports a 401 on them', async () => {
    let unauthorized = 0
    configureApiAuthentication({ toolToken: () => 'tool-123', onUnauthorized: () => unauthorized++ })
    try {
      const plain = await apiFetch<{ authorization?: string }>(`${base}/echo/`)
      expect(plain.authorization).toBeUndefined()
      const signed = await apiFetch<{ authorization?: string }>(`${base}/echo/`, { authenticated: true })
      expect(signed.authorization).toBe('Token tool-123')

      await apiFetch(`${base}/unauthorized/`).catch(() => undefined)
      expect(unauthorized).toBe(0)
      const error = await apiFetch(`${base}/unauthorized/`, { authenticated: true }).catch((caught) => caught)
      expect(error).toMatchObject({ status: 401 })
      expect(unauthorized).toBe(1)
    } finally {
      configureApiAuthentication(undefined)
    }
  })
})
