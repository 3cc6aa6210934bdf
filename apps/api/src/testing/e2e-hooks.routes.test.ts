import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { events } from '../db/schema.ts'
import { buildTestApp, type TestApp } from './build-test-app.ts'
import { createEvent, createUser, follow, wallClockIn } from './factories.ts'

describe('the test-only e2e hooks (decision 016)', () => {
  let app: TestApp
  let plain: TestApp
  beforeAll(async () => {
    app = await buildTestApp({ e2eHooks: true })
    plain = await buildTestApp()
  })
  afterAll(async () => {
    await app.close()
    await plain.close()
  })

  it('do not exist unless E2E_HOOKS is set', async () => {
    const response = await plain.inject({ method: 'POST', url: '/e2e/events/1/move-to-past/', payload: {} })
    expect(response.statusCode).toBe(404)
  })

  it('run the due jobs now, judging the morning mails the hours ahead they are told', async () => {
    const store = await createUser(app.db, { store: 'Hook Store' })
    const reader = await createUser(app.db)
    await follow(app.db, reader.id, store.id)
    await createEvent(app.db, store.id, { publishedAt: new Date() })
    const run = (payload: object) => app.inject({ method: 'POST', url: '/e2e/jobs/run-due/', payload })
    const now = await run({})
    expect(now.statusCode).toBe(200)
    expect(now.json()).toMatchObject({ mailed: { digests: 0, alerts: 0 } })
    expect((await run({ hours_ahead: 24 })).json()).toMatchObject({ mailed: { digests: 1 } })
    expect((await run({ hours_ahead: 24 })).json()).toMatchObject({ mailed: { digests: 0 } })
    expect((await run({ hours_ahead: -1 })).statusCode).toBe(400)
    expect((await plain.inject({ method: 'POST', url: '/e2e/jobs/run-due/', payload: {} })).statusCode).toBe(
      404,
    )
  })

  it('move every stored date of an event back by whole days', async () => {
    const owner = await createUser(app.db)
    const start = wallClockIn(3, '10:00')
    const event = await createEvent(app.db, owner.id, {
      start,
      hours: 8,
      additionalInfo: {
        event_end_date: `${start.slice(0, 10)}T18:00`,
        daily_schedules: [{ day: start.slice(0, 10), start_time: '10:00', end_time: '18:00' }],
      },
    })
    const response = await app.inject({
      method: 'POST',
      url: `/e2e/events/${event.id}/move-to-past/`,
      payload: { days: 7 },
    })
    expect(response.statusCode).toBe(204)
    const [moved] = await app.db.select().from(events).where(eq(events.id, event.id))
    const week = 7 * 86_400_000
    expect(moved?.startsAt.getTime()).toBe(event.startsAt.getTime() - week)
    expect(moved?.endsAt.getTime()).toBe(event.endsAt.getTime() - week)
    expect(moved?.endsAt.getTime()).toBeLessThan(Date.now())
    expect(moved?.startLocal).toBe(wallClockIn(-4, '10:00'))
    expect(moved?.additionalInfo).toMatchObject({
      event_end_date: `${wallClockIn(-4, '18:00')}`,
      daily_schedules: [{ day: wallClockIn(-4).slice(0, 10), start_time: '10:00', end_time: '18:00' }],
    })
  })
})
