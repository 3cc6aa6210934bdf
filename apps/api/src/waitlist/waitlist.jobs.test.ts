import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { users } from '../db/schema.ts'
import { anotherInstance, buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { createPlayer } from '../testing/registration-fixtures.ts'
import { createTestClock } from '../testing/test-clock.ts'
import {
  offeredTo,
  offerMailsTo,
  seatsOf,
  soldOutEvent,
  waitlistCalls,
} from '../testing/waitlist-fixtures.ts'
import { WAITLIST_REFUSALS } from './waitlist.service.ts'

const HOUR = 3_600_000
const clock = createTestClock()

let app: TestApp
let calls: ReturnType<typeof waitlistCalls>
beforeAll(async () => {
  app = await buildTestApp({}, { clock })
  calls = waitlistCalls(app)
})
afterEach(() => clock.reset())
afterAll(async () => {
  await app?.close()
})

describe('offers not claimed in time pass on (the job, on a clock the test moves)', () => {
  test('each offer runs out after 24 hours and goes to the next, by mail; the last one frees the seat', async () => {
    const { event, registered, line } = await soldOutEvent(app, { waiting: 3, startsInHours: 24 * 10 })
    const [first, second, third] = line
    if (!first || !second || !third) throw new Error('fixture')
    await app.db.update(users).set({ locale: 'de' }).where(eq(users.id, first.user.id))
    await calls.unregister(event.id, registered[0]?.headers ?? {})
    expect(await offeredTo(app, event.id)).toEqual([first.user.id])

    // Nothing is due before the window ends.
    clock.advance(23 * HOUR)
    expect((await app.jobs.runDue()).offersExpired).toBe(0)
    expect(await offeredTo(app, event.id)).toEqual([first.user.id])

    clock.advance(2 * HOUR)
    // Run out: the player can no longer claim it, and sees so, even before the job passes it on.
    const late = await calls.claim(event.id, first.headers)
    expect(late.statusCode).toBe(409)
    expect(late.json()).toEqual({ detail: WAITLIST_REFUSALS.noOffer })
    expect((await calls.view(event.id, first.headers)).body.place?.offer?.open).toBe(false)
    expect(await seatsOf(app, event.id)).toMatchObject({ taken: 2, registered: 1, held: 1 })

    // The player is told only once the offer has run out: by the job that passes it on.
    expect(await offerMailsTo(app, first.user.email, 'waitlist-offer-expired')).toHaveLength(0)
    expect((await app.jobs.runDue()).offersExpired).toBe(1)
    expect(await offeredTo(app, event.id)).toEqual([second.user.id])
    expect((await calls.view(event.id, first.headers)).body.place).toBeNull()
    expect(await offerMailsTo(app, second.user.email)).toHaveLength(1)
    // A short mail in their language says so, with the way back to the event.
    const [expired, ...more] = await offerMailsTo(app, first.user.email, 'waitlist-offer-expired')
    expect(more).toHaveLength(0)
    expect(expired).toMatchObject({
      locale: 'de',
      subject: `Dein angebotener Platz ist weitergegangen: ${event.name}`,
    })
    expect(expired?.textBody).toContain(`http://localhost:8080/de/events/${event.id}`)
    expect(expired?.textBody).toContain('wieder auf die Warteliste setzen')
    expect(await seatsOf(app, event.id)).toMatchObject({ taken: 2, registered: 1, held: 1, waiting: 2 })
    expect((await app.jobs.runDue()).offersExpired).toBe(0)

    clock.advance(25 * HOUR)
    await app.jobs.runDue()
    expect(await offeredTo(app, event.id)).toEqual([third.user.id])
    expect(await offerMailsTo(app, third.user.email)).toHaveLength(1)

    // The third claims in time.
    clock.advance(23 * HOUR)
    expect((await calls.claim(event.id, third.headers)).statusCode).toBe(201)
    expect(await seatsOf(app, event.id)).toMatchObject({ taken: 2, registered: 2, held: 0, waiting: 0 })
    // Each player got one offer mail; the first never a second one. Whoever claimed was told of no expiry.
    expect(await offerMailsTo(app, first.user.email)).toHaveLength(1)
    expect(await offerMailsTo(app, second.user.email, 'waitlist-offer-expired')).toHaveLength(1)
    expect(await offerMailsTo(app, third.user.email, 'waitlist-offer-expired')).toHaveLength(0)
  })

  test('an offer run out with nobody left in line gives the seat back to everyone', async () => {
    const { event, registered, line } = await soldOutEvent(app, { waiting: 1, startsInHours: 24 * 10 })
    await calls.unregister(event.id, registered[0]?.headers ?? {})
    clock.advance(25 * HOUR)
    await app.jobs.runDue()
    expect(await seatsOf(app, event.id)).toMatchObject({ taken: 1, registered: 1, held: 0, waiting: 0 })
    expect((await calls.view(event.id, line[0]?.headers ?? {})).body.place).toBeNull()
    expect((await calls.register(event.id, (await createPlayer(app.db)).headers)).statusCode).toBe(201)
  })

  test('after the registration deadline an offer run out is not passed on', async () => {
    const deadline = new Date(Math.floor((Date.now() + 3 * HOUR) / 1000) * 1000)
    const { event, registered, line } = await soldOutEvent(app, {
      waiting: 2,
      startsInHours: 24 * 10,
      registrationDeadline: deadline,
    })
    await calls.unregister(event.id, registered[0]?.headers ?? {})
    const offer = (await calls.view(event.id, line[0]?.headers ?? {})).body.place?.offer
    expect(offer?.expires_at).toBe(deadline.toISOString())
    clock.advance(4 * HOUR)
    await app.jobs.runDue()
    expect(await offeredTo(app, event.id)).toEqual([])
    expect(await seatsOf(app, event.id)).toMatchObject({ taken: 1, registered: 1, held: 0, waiting: 1 })
    expect(await offerMailsTo(app, line[1]?.user.email ?? '')).toHaveLength(0)
    // The player whose offer ran out is told, even though nobody else gets the seat.
    expect(await offerMailsTo(app, line[0]?.user.email ?? '', 'waitlist-offer-expired')).toHaveLength(1)
  })

  test('two instances running the job together pass each offer on once', async () => {
    const second = await anotherInstance(app)
    try {
      const events = await Promise.all(
        [0, 1, 2].map(() => soldOutEvent(app, { seats: 2, waiting: 3, startsInHours: 24 * 10 })),
      )
      for (const { event, registered } of events) {
        for (const player of registered) await calls.unregister(event.id, player.headers)
      }
      clock.advance(25 * HOUR)
      const runs = await Promise.all([
        app.jobs.runDue(),
        second.instance.jobs.runDue(),
        app.jobs.runDue(),
        second.instance.jobs.runDue(),
      ])
      // Two offers per event ran out: six in all, whichever run took them.
      expect(runs.reduce((sum, run) => sum + run.offersExpired, 0)).toBe(6)
      for (const { event, line } of events) {
        expect(await offeredTo(app, event.id)).toEqual([line[2]?.user.id])
        expect(await seatsOf(app, event.id)).toMatchObject({ taken: 1, registered: 0, held: 1, waiting: 1 })
        for (const player of line) expect(await offerMailsTo(app, player.user.email)).toHaveLength(1)
        // Each run-out offer is told once, however many runs saw it.
        for (const player of line.slice(0, 2)) {
          expect(await offerMailsTo(app, player.user.email, 'waitlist-offer-expired')).toHaveLength(1)
        }
      }
    } finally {
      await second.close()
    }
  })
})
