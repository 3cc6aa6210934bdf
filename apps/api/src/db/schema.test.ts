import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { createUsersRepository } from '../users/users.repository.ts'
import { events } from './schema.ts'

// What the events schema promises the listing and registration work: the nearest published events come
// straight from the GiST index, and the seat limit is enforced by the database itself.
describe('the events schema', () => {
  let app: TestApp
  let ownerId: number
  beforeAll(async () => {
    app = await buildTestApp()
    ownerId = (
      await createUsersRepository(app.db).upsertFromAccount({
        subject: 'store',
        email: 'store@questboard.test',
        nickname: 'Store',
        country: 'FR',
        birthDate: null,
      })
    ).id
    const startsAt = new Date('2030-01-01T10:00:00Z')
    const rows = Array.from({ length: 3000 }, (_, i) => ({
      ownerId,
      name: `Event ${i}`,
      gameId: (i % 11) + 1,
      eventType: 'Full',
      eventSubtype: 'tournament',
      status: i % 10 === 0 ? ('draft' as const) : ('published' as const),
      lat: 36 + ((i * 7919) % 2000) / 100,
      lng: -9 + ((i * 104729) % 2500) / 100,
      timezone: 'Europe/Paris',
      startLocal: '2030-01-01T11:00',
      startsAt,
      endsAt: startsAt,
      maxPlayers: 2,
    }))
    for (let i = 0; i < rows.length; i += 500) await app.db.insert(events).values(rows.slice(i, i + 500))
    await app.db.execute(sql`ANALYZE events`)
  })
  afterAll(() => app.close())

  const nearest = sql`SELECT id FROM events WHERE status = 'published'
    ORDER BY ll_to_earth(lat, lng) <-> ll_to_earth(48.8566, 2.3522) LIMIT 10`

  test('orders the nearest published events by distance from the GiST index', async () => {
    const plan = await app.db.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN ${nearest}`)
    const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n')
    expect(text).toContain('events_published_location_idx')
    expect(text).not.toMatch(/Sort/)

    const byIndex = await app.db.execute<{ id: number }>(nearest)
    const bySort = await app.db.execute<{ id: number }>(sql`SELECT id FROM events WHERE status = 'published'
      ORDER BY earth_distance(ll_to_earth(lat, lng), ll_to_earth(48.8566, 2.3522)), id LIMIT 10`)
    expect(byIndex.rows.map((r) => r.id)).toEqual(bySort.rows.map((r) => r.id))
  })

  test('refuses more registrations than seats, whatever the statement', async () => {
    const [event] = await app.db.select({ id: events.id }).from(events).limit(1)
    const take = () =>
      app.db.execute<{ id: number }>(
        sql`UPDATE events SET taken_seats = taken_seats + 1
            WHERE id = ${event?.id} AND taken_seats < max_players RETURNING id`,
      )
    expect((await take()).rows).toHaveLength(1)
    expect((await take()).rows).toHaveLength(1)
    expect((await take()).rows).toHaveLength(0)
    await expect(
      app.db.execute(sql`UPDATE events SET taken_seats = taken_seats + 1 WHERE id = ${event?.id}`),
    ).rejects.toThrow()
  })
})
