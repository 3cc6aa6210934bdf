import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Koa from 'koa'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorHandler } from './middleware'

/** What node-postgres reports when the server ends the connection (a restart, `pg_terminate_backend`). */
const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
  code: '57P01',
  severity: 'FATAL',
})

describe('the error handler', () => {
  const faults: Record<string, unknown> = {
    '/main/v1/terminated': new Error('Failed query: insert …', { cause: terminated }),
    '/main/v1/refused': Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    }),
    '/main/v1/disk-full': Object.assign(new Error('could not extend file'), { code: '53100' }),
    '/main/v1/bug': new Error('secret internals'),
    '/interaction/abc': new Error('Failed query: select …', { cause: terminated }),
  }
  let server: Server
  let url: string
  beforeAll(async () => {
    const app = new Koa()
    app.use(errorHandler('http://web.test'))
    app.use(async (ctx) => {
      throw faults[ctx.path]
    })
    server = createServer(app.callback())
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it.each(['/main/v1/terminated', '/main/v1/refused'])(
    'answers 503 with Retry-After and a {detail} when the database is away (%s)',
    async (path) => {
      const response = await fetch(`${url}${path}`)
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe('5')
      expect(await response.json()).toEqual({
        detail: 'The service is briefly unavailable. Please try again in a few seconds.',
      })
    },
  )

  it('answers 507 when the database’s disk is full', async () => {
    const response = await fetch(`${url}/main/v1/disk-full`)
    expect(response.status).toBe(507)
    expect(response.headers.get('retry-after')).toBe('60')
  })

  it('answers the sign-in pages with a 503 page, not a stack', async () => {
    const response = await fetch(`${url}/interaction/abc`)
    expect(response.status).toBe(503)
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(await response.text()).not.toContain('terminating connection')
  })

  it('keeps an unexpected error a 500 that reveals nothing, without Retry-After', async () => {
    const response = await fetch(`${url}/main/v1/bug`)
    expect(response.status).toBe(500)
    expect(response.headers.get('retry-after')).toBeNull()
    expect(await response.json()).toEqual({ detail: 'Internal server error' })
  })
})
