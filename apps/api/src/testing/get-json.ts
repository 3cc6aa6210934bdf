import { expect } from 'vitest'
import type { TestApp } from './build-test-app.ts'

/**
 * GETs `url` on `app`, asserts a 200 (the response body as the failure message) and returns the parsed body:
 * a test file's one-line list helpers, e.g.
 *
 *   const list = (query: string) => getJson<EventPage>(app, `/api/events/?${query}`)
 */
export async function getJson<T>(
  app: TestApp,
  url: string,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await app.inject({ method: 'GET', url, headers })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<T>()
}
