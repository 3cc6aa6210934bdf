import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'

describe('GET /api/places/', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await buildTestApp()
  })
  afterAll(() => app.close())

  const get = (query: string) => app.inject({ method: 'GET', url: `/api/places/?${query}` })

  test('suggests the towns starting with q, the most populous first, each with its point', async () => {
    const response = await get('q=par')
    expect(response.statusCode).toBe(200)
    const places = response.json<{ name: string; country: string; lat: number; lng: number }[]>()
    expect(places.length).toBeLessThanOrEqual(10)
    expect(places[0]).toEqual({ name: 'Paris', country: 'FR', lat: 48.8534, lng: 2.3488 })
  })

  test('a postcode gives the place it serves and its point, spaces and case aside', async () => {
    const response = await get('q=90210')
    expect(response.statusCode).toBe(200)
    expect(response.json<unknown[]>()[0]).toEqual({
      name: '90210',
      local_name: 'Beverly Hills',
      country: 'US',
      region: 'CA',
      lat: 34.0901,
      lng: -118.4065,
    })
    expect((await get('q=%2075%20011')).json<unknown[]>()[0]).toEqual({
      name: '75011',
      local_name: 'Paris',
      country: 'FR',
      lat: 48.8534,
      lng: 2.3488,
    })
  })

  test('an empty or missing q suggests nothing; a q longer than 100 characters is a 400 naming it', async () => {
    expect((await get('q=')).json()).toEqual([])
    expect((await get('')).json()).toEqual([])
    const response = await get(`q=${'a'.repeat(101)}`)
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json())).toEqual(['q'])
  })
})
