import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'

describe('GET /api/config/', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await buildTestApp({
      accountUrl: 'https://account.example.com',
      oidcIssuer: 'https://account.example.com',
      mapTileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png',
    })
  })
  afterAll(() => app.close())

  test("gives the web app this deployment's account service and map tiles", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/config/' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      account_url: 'https://account.example.com',
      oidc_issuer: 'https://account.example.com',
      map_tile_url: 'https://tiles.example.com/{z}/{x}/{y}.png',
      tag_manager_url: '',
    })
  })
})
