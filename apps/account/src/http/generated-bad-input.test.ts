import { badRequest, fillPath } from '@questboard/domain/testing/bad-input'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { browser, signIn, startAuthorization } from '../testing/oidc-client'
import { startTestService, type TestService, WEB_URL } from '../testing/test-service'

/** Inputs per endpoint: the issue asks for at least 200. */
const RUNS = 200

let running: TestService
let bearer: string
let interactionPath: string
let cookie: string

beforeAll(async () => {
  running = await startTestService()
  bearer = (await signIn(running.url, WEB_URL, 'admin@questboard.test')).tokens.access_token
  const agent = browser(running.url)
  interactionPath = (await startAuthorization(agent, WEB_URL)).interactionPath
  cookie = agent.jar.header()
})
afterAll(() => running?.close())

/** Our routes (from the routers) and the provider's endpoints (from its discovery document). */
async function endpoints() {
  const discovery = (await (await fetch(`${running.url}/.well-known/openid-configuration`)).json()) as Record<
    string,
    unknown
  >
  const provider = Object.entries(discovery)
    .filter(([key, value]) => (key.endsWith('_endpoint') || key === 'jwks_uri') && typeof value === 'string')
    .flatMap(([, value]) => {
      const path = new URL(String(value)).pathname
      return ['GET', 'POST'].map((method) => ({ method, path }))
    })
  return [...running.service.routes, ...provider]
}

describe('generated bad input to every account service endpoint', () => {
  test(`no endpoint answers 5xx to ${RUNS} bad inputs each`, async () => {
    const list = await endpoints()
    expect(list.map(({ method, path }) => `${method} ${path}`)).toEqual(
      expect.arrayContaining(['POST /interaction/:uid/login', 'PUT /main/v1/users/:id/roles', 'POST /token']),
    )
    const failures: string[] = []
    let sent = 0
    for (const { method, path } of list) {
      const params = [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '')
      await fc
        .assert(
          fc.asyncProperty(
            badRequest({ params, query: ['ui_locales', 'screen', 'client_id'], body: ['email', 'password'] }),
            fc.boolean(),
            fc.boolean(),
            async (input, signedIn, realUid) => {
              const values = realUid
                ? { ...input.params, uid: interactionPath.split('/')[2] ?? '' }
                : input.params
              const url = `${running.url}${fillPath(path, values)}${input.query ? `?${input.query}` : ''}`
              const headers: Record<string, string> = signedIn
                ? { authorization: `Bearer ${bearer}`, cookie }
                : {}
              if (input.contentType) headers['content-type'] = input.contentType
              const body = method === 'GET' || method === 'DELETE' ? undefined : input.payload
              const response = await fetch(url, { method, headers, body, redirect: 'manual' })
              await response.arrayBuffer()
              sent += 1
              if (response.status >= 500)
                failures.push(`${method} ${url.slice(0, 200)} (${body?.slice(0, 100)}) → ${response.status}`)
              return response.status < 500
            },
          ),
          { numRuns: RUNS, endOnFailure: true },
        )
        .catch(() => {})
    }
    expect(failures).toEqual([])
    expect(sent).toBeGreaterThanOrEqual(RUNS * 15)
  }, 300_000)
})
