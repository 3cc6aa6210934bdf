import { startTestService, type TestService } from '@questboard/account/testing/service'
import { badRequest, type EndpointShape, fillPath } from '@questboard/domain/testing/bad-input'
import fc from 'fast-check'
import type { HTTPMethods } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { createPlayer, createRegistrationEvent } from '../testing/registration-fixtures.ts'

/** Inputs per endpoint: the issue asks for at least 200. */
const RUNS = 200

interface Operation {
  parameters?: { in: string; name: string }[]
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }
}

/**
 * A stream of Server-Sent Events (the live views, decision 033) answers a good request with a response that does
 * not end: its bad input is tested in live/live.routes.test.ts instead.
 */
const isStream = (path: string) => path.endsWith('/live/')

/** Every endpoint of the OpenAPI document (the route table the docs are made from), but the docs' own. */
function endpoints(app: TestApp): { method: HTTPMethods; path: string; shape: EndpointShape }[] {
  const document = app.swagger() as { paths: Record<string, Record<string, Operation>> }
  return Object.entries(document.paths)
    .filter(([path]) => !isStream(path))
    .flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, operation]) => {
          const names = (where: string) =>
            (operation.parameters ?? []).filter((p) => p.in === where).map((p) => p.name)
          const content = operation.requestBody?.content ?? {}
          const schema = Object.values(content)[0]?.schema
          return {
            method: method.toUpperCase() as HTTPMethods,
            path,
            shape: {
              params: names('path'),
              query: names('query'),
              body: Object.keys(schema?.properties ?? {}),
            },
          }
        }),
    )
}

let account: TestService
let app: TestApp
/** Half the inputs come signed in as an admin who organizes (past every role check), half anonymous. */
let admin: Record<string, string>
let eventId: number

beforeAll(async () => {
  account = await startTestService()
  app = await buildTestApp({ accountUrl: account.url, oidcIssuer: account.url })
  const organizer = await createPlayer(app.db, {}, ['user', 'organizer', 'admin'])
  admin = organizer.headers
  eventId = (await createRegistrationEvent(app.db, organizer.user.id)).id
})
afterAll(async () => {
  await app?.close()
  await account?.close()
})

describe('generated bad input to every Event API endpoint', () => {
  test('the route table is read: the endpoints the spec names are there', () => {
    const names = endpoints(app).map(({ method, path }) => `${method} ${path}`)
    expect(names.length).toBeGreaterThan(30)
    expect(names).toEqual(
      expect.arrayContaining(['GET /api/events/{id}/', 'POST /api/events/', 'POST /api/users/me/']),
    )
  })

  test(`no endpoint answers 5xx to ${RUNS} bad inputs each`, async () => {
    const failures: string[] = []
    let sent = 0
    for (const { method, path, shape } of endpoints(app)) {
      await fc
        .assert(
          fc.asyncProperty(badRequest(shape), fc.boolean(), fc.boolean(), async (input, signedIn, realId) => {
            // Some ids are a real event's, so the body and query are judged past the not-found.
            const params =
              realId && 'id' in input.params ? { ...input.params, id: String(eventId) } : input.params
            const url = fillPath(path, params) + (input.query ? `?${input.query}` : '')
            const headers: Record<string, string> = signedIn ? { ...admin } : {}
            if (input.contentType) headers['content-type'] = input.contentType
            const response = await app.inject({ method, url, headers, payload: input.payload })
            sent += 1
            if (response.statusCode >= 500)
              failures.push(
                `${method} ${url.slice(0, 200)} (${input.contentType}: ${input.payload?.slice(0, 120)}) → ` +
                  `${response.statusCode} ${response.body.slice(0, 200)}`,
              )
            return response.statusCode < 500
          }),
          { numRuns: RUNS, endOnFailure: true },
        )
        .catch(() => {})
    }
    expect(failures).toEqual([])
    expect(sent).toBeGreaterThanOrEqual(RUNS * 30)
  }, 300_000)
})
