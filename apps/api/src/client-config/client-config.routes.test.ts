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
      legal: { publisher: '', publication_director: '', hosting_provider: '', contact: '' },
    })
  })

  test('describes the legal details in the OpenAPI document', async () => {
    const { components } = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json()
    expect(Object.keys(components.schemas.ClientConfig.properties)).toContain('legal')
    const legal = components.schemas.LegalDetails
    expect(Object.keys(legal.properties)).toEqual([
      'publisher',
      'publication_director',
      'hosting_provider',
      'contact',
    ])
    expect(legal.required).toEqual(['publisher', 'publication_director', 'hosting_provider', 'contact'])
    expect(legal.description).toMatch(/legal notice/)
  })
})

describe('GET /api/config/ on a deployment that names its operator', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await buildTestApp({
      legal: {
        publisher: 'Example Games SAS\n1 rue de l’Exemple, 75000 Paris',
        publicationDirector: 'Jane Doe, managing director',
        contact: 'contact@example.com\nData protection: privacy@example.com',
      },
    })
  })
  afterAll(() => app.close())

  test('gives the configured legal details as they are, and an empty string for the others', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/config/' })
    expect(response.statusCode).toBe(200)
    expect(response.json().legal).toEqual({
      publisher: 'Example Games SAS\n1 rue de l’Exemple, 75000 Paris',
      publication_director: 'Jane Doe, managing director',
      hosting_provider: '',
      contact: 'contact@example.com\nData protection: privacy@example.com',
    })
  })
})
