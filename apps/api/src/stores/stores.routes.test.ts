import type { StorePage } from '@questboard/domain/event-api.schema'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { createEvent, createUser, tokenFor } from '../testing/factories.ts'
import { getJson } from '../testing/get-json.ts'

let app: TestApp
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

const stores = (query: string, headers: Record<string, string> = {}) =>
  getJson<StorePage>(app, `/api/stores/?${query}`, headers)

describe('GET /api/stores/', () => {
  test('lists public named stores by name, searching name and city; never private or unnamed ones', async () => {
    const dragon = await createUser(app.db, { store: 'Dragon Den' })
    const meeple = await createUser(app.db, {
      store: 'Meeple 100%',
      storeInformation: { store_name: 'Meeple 100%', address: { city: 'Lyon', country: 'FR' } },
    })
    await createUser(app.db, { store: 'Hidden Dragon', isPublic: false })
    await createUser(app.db, { isPublic: true })

    const all = await stores('')
    expect(all.results.map((store) => store.id)).toEqual([dragon.id, meeple.id])
    expect(all.results[0]).toEqual({
      id: dragon.id,
      name: 'Dragon Den',
      address: {
        street: '1 rue de Rivoli',
        street_2: null,
        city: 'Paris',
        postcode: '75001',
        region: null,
        country: 'FR',
      },
      website: 'https://store.example.com',
      logo_url: null,
      is_favorite: false,
    })
    expect((await stores('search=dragon')).results.map((store) => store.id)).toEqual([dragon.id])
    expect((await stores('search=LYON')).results.map((store) => store.id)).toEqual([meeple.id])
    // Wildcards are searched for as themselves.
    expect((await stores('search=%25')).results.map((store) => store.id)).toEqual([meeple.id])
    expect((await stores('search=_')).results).toEqual([])
    const paged = await stores('page_size=1')
    expect(paged.count).toBe(2)
    expect(paged.next).toBe('http://localhost:8080/api/stores/?page_size=1&page=2')
  })

  test("gives the logo's public address", async () => {
    await createUser(app.db, { store: 'Logo Shop', storeLogo: 'logos/7/abc123.png' })
    const [store] = (await stores('search=Logo Shop')).results
    expect(store?.logo_url).toBe('http://localhost:8080/media/logos/7/abc123.png')
  })

  test('a search holding a NUL character is a 400 naming it', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/stores/?search=dra%00gon' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ search: ['Must not contain a NUL character.'] })
  })

  test('a search over 100 characters is a 400 naming it', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/stores/?search=${'x'.repeat(101)}` })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json())).toEqual(['search'])
  })
})

describe('PUT and DELETE /api/stores/{id}/favorite/', () => {
  test('star and unstar a store, idempotently; favorites=true and is_favorite follow', async () => {
    const store = await createUser(app.db, { store: 'Favourite Store' })
    const event = await createEvent(app.db, store.id)
    const player = await createUser(app.db)
    const headers = await tokenFor(app.db, player.id)
    const url = `/api/stores/${store.id}/favorite/`

    for (let i = 0; i < 2; i++) {
      const response = await app.inject({ method: 'PUT', url, headers })
      expect(response.statusCode).toBe(204)
      expect(response.body).toBe('')
    }
    const listed = await stores('search=Favourite', headers)
    expect(listed.results[0]?.is_favorite).toBe(true)
    const favorites = await app.inject({ method: 'GET', url: '/api/events/?favorites=true', headers })
    expect(favorites.json().results.map((e: { id: number }) => e.id)).toEqual([event.id])
    expect(favorites.json().results[0].store.is_favorite).toBe(true)

    for (let i = 0; i < 2; i++) {
      expect((await app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(204)
    }
    expect((await stores('search=Favourite', headers)).results[0]?.is_favorite).toBe(false)
  })

  test('needs a caller, and a public store', async () => {
    const store = await createUser(app.db, { store: 'Some Store' })
    const hidden = await createUser(app.db, { store: 'Hidden', isPublic: false })
    const player = await createUser(app.db)
    const headers = await tokenFor(app.db, player.id)
    expect((await app.inject({ method: 'PUT', url: `/api/stores/${store.id}/favorite/` })).statusCode).toBe(
      401,
    )
    expect(
      (await app.inject({ method: 'PUT', url: `/api/stores/${hidden.id}/favorite/`, headers })).statusCode,
    ).toBe(404)
    expect(
      (await app.inject({ method: 'PUT', url: `/api/stores/${player.id}/favorite/`, headers })).statusCode,
    ).toBe(404)
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/stores/999999/favorite/', headers })).statusCode,
    ).toBe(404)
    const bad = await app.inject({ method: 'PUT', url: '/api/stores/x/favorite/', headers })
    expect(bad.statusCode).toBe(404) // ids are digits only, or nothing is found
    expect(bad.json()).toHaveProperty('detail')
  })
})
