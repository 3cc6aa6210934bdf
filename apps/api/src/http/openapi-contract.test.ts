import { describe, expect, test } from 'vitest'
import { apiContract, checkedInTypes } from '../testing/openapi-contract.ts'

interface Operation {
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> }
  responses: Record<string, unknown>
}

describe('the OpenAPI document (issue 16)', async () => {
  // Valid, or apiContract throws (@apidevtools/swagger-parser against the OpenAPI 3.1 specification).
  const { document, types } = await apiContract()
  const operation = (path: string, method: string) =>
    (document.paths?.[path] as Record<string, Operation> | undefined)?.[method]

  test('the web app type-checks its calls against the types generated from it, and they are up to date', async () => {
    expect(types, 'run `npm run openapi -w apps/api` and commit apps/web/src/lib/api-types.gen.ts').toBe(
      await checkedInTypes(),
    )
  })

  test('has the event body of POST /api/events/ and PUT /api/events/{id}/, with the form’s fields', () => {
    for (const [path, method] of [
      ['/api/events/', 'post'],
      ['/api/events/{id}/', 'put'],
    ] as const) {
      const body = operation(path, method)?.requestBody?.content['application/json']?.schema
      expect(body?.$ref, `${method} ${path}`).toBe('#/components/schemas/EventBodyInput')
    }
    const eventBody = document.components?.schemas?.EventBodyInput as {
      properties: Record<string, unknown>
      required: string[]
    }
    expect(Object.keys(eventBody.properties)).toEqual(
      expect.arrayContaining(['name', 'game', 'event_subtype', 'address', 'additional_info', 'owner']),
    )
    expect(eventBody.required).toEqual(['name', 'game', 'event_subtype'])
  })

  test('every operation that takes a body declares it, and every refusal its status', () => {
    const takesNoBody = new Set([
      'post /api/events/{id}/register/',
      'post /api/events/{id}/waitlist/',
      'post /api/events/{id}/waitlist/claim/',
      'post /api/events/{id}/publish/',
      'put /api/stores/{id}/follow/',
      'put /api/stores/{id}/favorite/',
      'post /api/mail/unsubscribe/one-click/',
      'post /api/organizer-requests/{id}/approve/',
      'post /api/newsletter/unsubscribe/one-click/',
      'post /api/users/me/calendar_feed/',
      'post /api/events/{id}/rounds/{n}/re_pair/',
      'post /api/events/{id}/rounds/{n}/timer/pause/',
      'post /api/events/{id}/rounds/{n}/timer/resume/',
    ])
    for (const [path, methods] of Object.entries(document.paths ?? {})) {
      for (const [method, declared] of Object.entries(methods as Record<string, Operation>)) {
        if (!['post', 'put', 'patch'].includes(method) || takesNoBody.has(`${method} ${path}`)) continue
        expect(declared.requestBody, `${method} ${path}`).toBeDefined()
      }
    }
    expect(Object.keys(operation('/api/events/{id}/register/', 'post')?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '401', '403', '404', '409', '429']),
    )
  })
})
