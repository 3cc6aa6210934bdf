import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { createEvent, createUser, tokenFor, wallClockIn } from '../testing/factories.ts'

let app: TestApp
let admin: { authorization: string }
beforeAll(async () => {
  app = await buildTestApp()
  admin = await tokenFor(app.db, (await createUser(app.db)).id, ['user', 'admin'])
})
afterAll(() => app.close())

const list = (query: string, headers: Record<string, string> = admin) =>
  app.inject({ method: 'GET', url: `/api/admin/events/${query}`, headers })

describe('GET /api/admin/events/', () => {
  test('lists every event of every owner and status, with the owner’s nickname', async () => {
    const paris = await createUser(app.db, { store: 'Le Donjon', nickname: 'DonjonParis' })
    const berlin = await createUser(app.db, { store: 'Die Burg', nickname: 'BurgBerlin' })
    const draft = await createEvent(app.db, paris.id, { name: 'Draft night', status: 'draft' })
    const published = await createEvent(app.db, berlin.id, { name: 'Berlin open', start: wallClockIn(3) })
    const cancelled = await createEvent(app.db, berlin.id, { name: 'Cancelled cup', status: 'cancelled' })
    const past = await createEvent(app.db, paris.id, { name: 'Old league', start: wallClockIn(-30) })

    const all = await list('')
    expect(all.statusCode).toBe(200)
    const ids = all.json<{ results: { id: number }[] }>().results.map((event) => event.id)
    expect(ids).toEqual(expect.arrayContaining([draft.id, published.id, cancelled.id, past.id]))

    const drafts = await list('?status=draft')
    expect(drafts.json()).toMatchObject({
      count: 1,
      results: [{ id: draft.id, status: 'draft', owner: paris.id, owner_nickname: 'DonjonParis' }],
    })
    const byOwner = await list('?search=burgber')
    expect(byOwner.json<{ count: number }>().count).toBe(2)
    const byName = await list('?search=OLD%20LEAGUE')
    expect(byName.json()).toMatchObject({ count: 1, results: [{ id: past.id }] })
    expect((await list('?search=100%25')).json<{ count: number }>().count).toBe(0)

    const paged = await list('?page_size=2')
    expect(paged.json()).toMatchObject({
      count: 4,
      next: 'http://localhost:8080/api/admin/events/?page_size=2&page=2',
    })
  })

  test('admins only; a bad status or page is a 400', async () => {
    const organizer = await tokenFor(app.db, (await createUser(app.db)).id, ['user', 'organizer'])
    expect((await list('', organizer)).statusCode).toBe(403)
    expect((await list('', {})).statusCode).toBe(401)
    expect((await list('?status=deleted')).statusCode).toBe(400)
    expect((await list('?page=0')).statusCode).toBe(400)
    const nul = await list('?search=a%00b')
    expect(nul.statusCode).toBe(400)
    expect(nul.json()).toEqual({ search: ['Must not contain a NUL character.'] })
    expect((await list(`?search=${'x'.repeat(201)}`)).json()).toEqual({
      search: ['Must be at most 200 characters.'],
    })
  })
})
