import { COUNTRIES } from '@questboard/domain/countries'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'

describe('GET /api/locations/', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await buildTestApp()
  })
  afterAll(() => app.close())

  test('lists the seven countries in the order of spec §9, each with its preset cities', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/locations/' })
    expect(response.statusCode).toBe(200)
    const body: { code: string; name: string; cities: { id: number; name: string }[] }[] = response.json()
    expect(body.map((country) => country.code)).toEqual(['GB', 'NL', 'FR', 'ES', 'DE', 'US', 'CA'])
    const firstCities = Object.fromEntries(body.map((country) => [country.code, country.cities[0]?.id]))
    expect(firstCities).toEqual({ GB: 1, NL: 101, FR: 201, ES: 301, DE: 401, US: 501, CA: 601 })
    expect(body.find((country) => country.code === 'FR')).toMatchObject({
      name: 'France',
      cities: expect.arrayContaining([
        { id: 201, name: 'Paris', lat: 48.8566, lng: 2.3522, timezone: 'Europe/Paris' },
      ]),
    })
  })

  test('holds every preset city of the domain package, no more and no fewer', async () => {
    const body: { cities: { id: number }[] }[] = (
      await app.inject({ method: 'GET', url: '/api/locations/' })
    ).json()
    const served = body.flatMap((country) => country.cities.map((city) => city.id))
    const expected = COUNTRIES.flatMap((country) => country.cities.map((city) => city.id))
    expect(served).toEqual(expected)
  })

  test('answers the path without its trailing slash too', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/locations' })
    expect(response.statusCode).toBe(200)
  })
})
