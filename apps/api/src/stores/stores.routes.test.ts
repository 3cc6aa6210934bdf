import type { StorePage } from '@questboard/domain/event-api.schema'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { storeFollows, users } from '../db/schema.ts'
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
      photo: null,
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

describe.each(['follow', 'favorite'])('PUT and DELETE /api/stores/{id}/%s/', (path) => {
  test('follow and unfollow a store, idempotently; favorites=true and is_favorite say so', async () => {
    const store = await createUser(app.db, { store: `Followed Store ${path}` })
    const event = await createEvent(app.db, store.id)
    const player = await createUser(app.db)
    const headers = await tokenFor(app.db, player.id)
    const url = `/api/stores/${store.id}/${path}/`
    const search = `search=Followed Store ${path}`

    for (let i = 0; i < 2; i++) {
      const response = await app.inject({ method: 'PUT', url, headers })
      expect(response.statusCode).toBe(204)
      expect(response.body).toBe('')
    }
    const listed = await stores(search, headers)
    expect(listed.results[0]?.is_favorite).toBe(true)
    const favorites = await app.inject({ method: 'GET', url: '/api/events/?favorites=true', headers })
    expect(favorites.json().results.map((e: { id: number }) => e.id)).toEqual([event.id])
    expect(favorites.json().results[0].store.is_favorite).toBe(true)
    const [row] = await app.db.select().from(storeFollows).where(eq(storeFollows.userId, player.id))
    expect(row?.storeId).toBe(store.id)

    for (let i = 0; i < 2; i++) {
      expect((await app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(204)
    }
    expect((await stores(search, headers)).results[0]?.is_favorite).toBe(false)
  })

  test('needs a caller, and a public store; a store made private since can still be unfollowed', async () => {
    const store = await createUser(app.db, { store: 'Some Store' })
    const hidden = await createUser(app.db, { store: 'Hidden', isPublic: false })
    const player = await createUser(app.db)
    const headers = await tokenFor(app.db, player.id)
    expect((await app.inject({ method: 'PUT', url: `/api/stores/${store.id}/${path}/` })).statusCode).toBe(
      401,
    )
    expect(
      (await app.inject({ method: 'PUT', url: `/api/stores/${hidden.id}/${path}/`, headers })).statusCode,
    ).toBe(404)
    expect(
      (await app.inject({ method: 'PUT', url: `/api/stores/${player.id}/${path}/`, headers })).statusCode,
    ).toBe(404)
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/stores/999999/${path}/`, headers })).statusCode,
    ).toBe(404)
    const bad = await app.inject({ method: 'PUT', url: `/api/stores/x/${path}/`, headers })
    expect(bad.statusCode).toBe(404) // ids are digits only, or nothing is found
    expect(bad.json()).toHaveProperty('detail')

    expect(
      (await app.inject({ method: 'PUT', url: `/api/stores/${store.id}/${path}/`, headers })).statusCode,
    ).toBe(204)
    await app.db.update(users).set({ isPublic: false }).where(eq(users.id, store.id))
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/stores/${store.id}/${path}/`, headers })).statusCode,
    ).toBe(204)
    expect(await app.db.select().from(storeFollows).where(eq(storeFollows.userId, player.id))).toEqual([])
  })
})

describe('GET /api/stores/{id}/', () => {
  test('answers a public store’s page with its contact and opening hours, whoever asks', async () => {
    const store = await createUser(app.db, {
      isPublic: true,
      storeInformation: {
        store_name: 'Le Donjon',
        address: { street: '3 rue des Dés', city: 'Paris', postcode: '75011', country: 'FR' },
        phone_number: '+33 1 23 45 67 89',
        store_email: 'hello@donjon.example',
        schedule: {
          monday: { closed: true },
          tuesday: {
            closed: false,
            first_open: '10:00',
            first_close: '12:30',
            second_open: '14:00',
            second_close: '19:00',
          },
          // A day with one time only is closed (spec §3); a half break is no break.
          wednesday: { closed: false, first_open: '10:00', first_close: null },
          thursday: { closed: false, first_open: '10:00', first_close: '19:00', second_open: '14:00' },
        },
      },
    })
    const page = await getJson<Record<string, unknown>>(app, `/api/stores/${store.id}/`)
    expect(page).toMatchObject({
      id: store.id,
      name: 'Le Donjon',
      address: { street: '3 rue des Dés', city: 'Paris', postcode: '75011', country: 'FR' },
      phone_number: '+33 1 23 45 67 89',
      store_email: 'hello@donjon.example',
      website: null,
      logo_url: null,
      photo: null,
      is_favorite: false,
    })
    const closed = {
      closed: true,
      first_open: null,
      first_close: null,
      second_open: null,
      second_close: null,
    }
    expect(page.schedule).toEqual({
      monday: closed,
      tuesday: {
        closed: false,
        first_open: '10:00',
        first_close: '12:30',
        second_open: '14:00',
        second_close: '19:00',
      },
      wednesday: closed,
      thursday: {
        closed: false,
        first_open: '10:00',
        first_close: '19:00',
        second_open: null,
        second_close: null,
      },
      friday: closed,
      saturday: closed,
      sunday: closed,
    })
  })

  test('says whether the signed-in caller starred it; no schedule is null', async () => {
    const store = await createUser(app.db, { store: 'Meeple Corner' })
    const player = await createUser(app.db)
    const headers = await tokenFor(app.db, player.id)
    await app.inject({ method: 'PUT', url: `/api/stores/${store.id}/favorite/`, headers })
    const page = await getJson<Record<string, unknown>>(app, `/api/stores/${store.id}/`, headers)
    expect(page).toMatchObject({ is_favorite: true, schedule: null, phone_number: null, store_email: null })
  })

  test('is a 404 for a private, unnamed or unknown store, or an id that is none', async () => {
    const hidden = await createUser(app.db, { store: 'Hidden', isPublic: false })
    const unnamed = await createUser(app.db, { isPublic: true })
    for (const url of [
      `/api/stores/${hidden.id}/`,
      `/api/stores/${unnamed.id}/`,
      '/api/stores/2147483647/',
      '/api/stores/abc/',
    ]) {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(404)
      expect(response.json()).toEqual({ detail: 'Not found.' })
    }
  })
})
