import type { EventPage } from '@questboard/domain/event-api.schema'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { createEvent, createUser, star, tokenFor } from '../testing/factories.ts'
import { getJson } from '../testing/get-json.ts'

// The list as the database answers it (what the memory of listed events does not hold, such as a start_date
// in the past): its count shared between requests for a few seconds.
let app: TestApp
beforeAll(async () => {
  app = await buildTestApp({ listCountCacheMs: 60_000, listFromMemory: false })
})
afterAll(() => app.close())

const list = (query: string, headers: Record<string, string> = {}) =>
  getJson<EventPage>(app, `/api/events/?${query}`, headers)

describe('GET /api/events/ with the shared count cache', () => {
  test('a distance search shares its count for the same filters, whatever the point; the page is fresh', async () => {
    const owner = (await createUser(app.db, { store: 'Cached Store' })).id
    const first = await createEvent(app.db, owner)
    const page = await list(`owner=${owner}&latitude=48.85&longitude=2.35`)
    expect(page.count).toBe(1)
    const second = await createEvent(app.db, owner)
    // Another point, same filters: the count is the cached one, the results are read again.
    const again = await list(`owner=${owner}&latitude=45.76&longitude=4.83`)
    expect(again.count).toBe(1)
    expect(again.results.map((event) => event.id).sort()).toEqual([first.id, second.id].sort())
    // Other filters, another count.
    expect((await list(`owner=${owner}&latitude=48.85&longitude=2.35&is_free=true`)).count).toBe(2)
  })

  test('never shares a count that depends on the caller (favourites)', async () => {
    const owner = (await createUser(app.db, { store: 'Starred Store' })).id
    const player = await createUser(app.db)
    await star(app.db, player.id, owner)
    const headers = await tokenFor(app.db, player.id)
    await createEvent(app.db, owner)
    expect((await list('favorites=true&latitude=48.85&longitude=2.35', headers)).count).toBe(1)
    await createEvent(app.db, owner)
    expect((await list('favorites=true&latitude=48.85&longitude=2.35', headers)).count).toBe(2)
  })
})
