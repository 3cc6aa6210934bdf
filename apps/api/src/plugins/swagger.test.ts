import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'

describe('the OpenAPI document', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await buildTestApp()
  })
  afterAll(() => app.close())

  test('is served as JSON at /api/docs/json and lists the endpoints with their schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(response.statusCode).toBe(200)
    const document = response.json()
    expect(document.openapi).toMatch(/^3\./)
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/healthz', '/api/locations/', '/api/games/', '/api/config/']),
    )
    expect(Object.keys(document.paths)).not.toContain('/api/docs/json')
    expect(document.components.schemas).toHaveProperty('Country')
    expect(document.paths['/api/games/'].get.responses['200']).toBeDefined()
  })

  test('has its interactive page at /api/docs/', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/', headers: { accept: 'text/html' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/text\/html/)
    expect(response.body).toContain('swagger')
  })
})
