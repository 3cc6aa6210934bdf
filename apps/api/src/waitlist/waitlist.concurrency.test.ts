import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { mailOutbox, waitlist } from '../db/schema.ts'
import { anotherInstance, buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { register } from '../testing/factories.ts'
import { parseMime } from '../testing/mime.ts'
import { createPlayer, createRegistrationEvent } from '../testing/registration-fixtures.ts'
import { eventually, type SmtpSink, startSmtpSink } from '../testing/smtp-sink.ts'
import { offeredTo, type Player, seatsOf, waitlistCalls } from '../testing/waitlist-fixtures.ts'

const SEATS = 100
const WAITING = 150

let sink: SmtpSink
let app: TestApp
let dataDir: string
beforeAll(async () => {
  sink = await startSmtpSink()
  dataDir = await mkdtemp(path.join(tmpdir(), 'qb-waitlist-'))
  app = await buildTestApp({ smtpUrl: sink.url, dataDir })
})
afterAll(async () => {
  await app?.close()
  await sink?.close()
  await rm(dataDir, { recursive: true, force: true })
})

const players = (count: number) => Promise.all(Array.from({ length: count }, () => createPlayer(app.db)))

/** The outbox rows of `template` to these players, by recipient. */
async function outboxOf(template: string, to: Player[]) {
  return app.db
    .select({ id: mailOutbox.id, recipient: mailOutbox.recipient, sentAt: mailOutbox.sentAt })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.template, template),
        inArray(
          mailOutbox.recipient,
          to.map((player) => player.user.email),
        ),
      ),
    )
}

test(`${SEATS} unregistrations and ${SEATS} claims at once over two instances: each freed seat offered once, ` +
  'in line order, seats exact, each mail received once by the SMTP server', {
  timeout: 180_000,
}, async () => {
  // Over a PostgreSQL server: another instance with its own pool and mail worker; on PGlite the same app.
  const second = await anotherInstance(app, { dataDir, smtpUrl: sink.url })
  const instance = (i: number) => (i % 2 === 0 ? app : second.instance)
  const calls = waitlistCalls(app)
  try {
    const organizer = await createPlayer(app.db, {}, ['user', 'organizer'])
    const event = await createRegistrationEvent(app.db, organizer.user.id, {
      maxPlayers: SEATS,
      startsInHours: 24 * 7,
    })
    const seated = await players(SEATS)
    await register(
      app.db,
      event.id,
      seated.map((player) => player.user.id),
    )
    const line = await players(WAITING)
    // The line in this order (its ids say the order).
    for (const player of line) expect((await calls.join(event.id, player.headers)).statusCode).toBe(201)
    const offered = line.slice(0, SEATS)

    // Every seated player leaves while the first in line claim, all at once, half through each instance. A 503
    // (the database's connections all busy for 5 s, on a loaded machine) changed nothing and says to try again:
    // the clients do, as the API's clients do.
    const served = async (call: () => Promise<{ statusCode: number }>) => {
      for (let attempt = 1; ; attempt++) {
        const response = await call()
        if (response.statusCode !== 503 || attempt === 5) return response
        await new Promise((resolve) => setTimeout(resolve, 250 * attempt))
      }
    }
    const burst = await Promise.all([
      ...seated.map((player, i) => served(() => calls.unregister(event.id, player.headers, instance(i)))),
      ...offered.map((player, i) => served(() => calls.claim(event.id, player.headers, instance(i + 1)))),
    ])
    const unregistrations = burst.slice(0, SEATS).map((response) => response.statusCode)
    expect(unregistrations).toEqual(Array(SEATS).fill(204))
    // A claim answers 201 once the seat is offered to its player, 409 when it came before its offer.
    const claims = burst.slice(SEATS).map((response) => response.statusCode)
    expect(claims.every((status) => status === 201 || status === 409)).toBe(true)

    // Each freed seat went to one player, the first hundred in line, whatever the order of the requests.
    const held = await offeredTo(app, event.id)
    const claimed = SEATS - held.length
    expect(claims.filter((status) => status === 201)).toHaveLength(claimed)
    expect(await seatsOf(app, event.id)).toEqual({
      taken: SEATS,
      max: SEATS,
      registered: claimed,
      held: SEATS - claimed,
      waiting: WAITING - claimed,
    })

    // Those whose claim came too early claim again.
    const late = offered.filter((player) => held.includes(player.user.id))
    const retries = await Promise.all(
      late.map((player, i) => calls.claim(event.id, player.headers, instance(i))),
    )
    expect(retries.every((response) => response.statusCode === 201)).toBe(true)
    expect(await seatsOf(app, event.id)).toEqual({
      taken: SEATS,
      max: SEATS,
      registered: SEATS,
      held: 0,
      waiting: WAITING - SEATS,
    })
    const stillWaiting = await app.db
      .select({ userId: waitlist.userId })
      .from(waitlist)
      .where(eq(waitlist.eventId, event.id))
      .orderBy(waitlist.id)
    expect(stillWaiting.map((row) => row.userId)).toEqual(line.slice(SEATS).map((player) => player.user.id))

    // One offer mail per offered player, none to the rest of the line; one confirmation per seat, either way.
    const offers = await outboxOf('waitlist-offer', line)
    expect(offers.map((mail) => mail.recipient).sort()).toEqual(offered.map((p) => p.user.email).sort())
    expect(await outboxOf('registration-confirmation', line)).toHaveLength(SEATS)
    expect(await outboxOf('unregistration-confirmation', seated)).toHaveLength(SEATS)

    // The SMTP server receives each of them exactly once (the Message-ID names the outbox row).
    const rows = [
      ...offers,
      ...(await outboxOf('registration-confirmation', line)),
      ...(await outboxOf('unregistration-confirmation', seated)),
    ]
    const expected = new Set(rows.map((row) => `<outbox-${row.id}@localhost>`))
    const receivedIds = () =>
      sink.received
        .map((mail) => parseMime(mail.raw).headers['message-id'] ?? '')
        .filter((id) => expected.has(id))
    await eventually(() => receivedIds().length >= expected.size, 90_000)
    // Time for a late duplicate to show up, if there were one.
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(receivedIds().sort()).toEqual([...expected].sort())
    for (const mail of sink.received) {
      const id = parseMime(mail.raw).headers['message-id'] ?? ''
      const row = rows.find((candidate) => `<outbox-${candidate.id}@localhost>` === id)
      if (row) expect(mail.to).toEqual([row.recipient])
    }
  } finally {
    await second.close()
  }
})
