import { signIn } from '@questboard/account/testing/oidc-client'
import { startTestService, type TestService, WEB_URL } from '@questboard/account/testing/service'
import { parseRoles } from '@questboard/domain/roles'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { mailOutbox, organizerRequests } from '../db/schema.ts'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { wallClockIn } from '../testing/factories.ts'

// The real account service grants the role: the test signs in again and finds it in the new token.
let account: TestService
let app: TestApp

async function signInTo(email: string) {
  const { tokens } = await signIn(account.url, WEB_URL, email)
  const response = await app.inject({
    method: 'POST',
    url: '/authenticate/',
    payload: { access_token: tokens.access_token },
  })
  const body = response.json<{ token: string; user_id: number }>()
  return {
    headers: { authorization: `Token ${body.token}` },
    userId: body.user_id,
    scope: tokens.scope ?? '',
  }
}

let admin: { authorization: string }
beforeAll(async () => {
  account = await startTestService()
  app = await buildTestApp({ accountUrl: account.url, oidcIssuer: account.url })
  admin = (await signInTo('admin@questboard.test')).headers
})
afterAll(async () => {
  await app?.close()
  await account?.close()
})

const validRequest = { account_id: 'ACC-1234', customer_id: 'CUST-98765', tax_number: 'FR 12 345678901' }

const ask = (payload: unknown, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/organizer-requests/', headers, payload: payload as object })

describe('POST /api/organizer-requests/', () => {
  test('validates every field', async () => {
    const { headers } = await signInTo('kid@questboard.test')
    const empty = await ask({}, headers)
    expect(empty.statusCode).toBe(400)
    expect(Object.keys(empty.json()).sort()).toEqual(['account_id', 'customer_id', 'tax_number'])
    const bad = await ask(
      { ...validRequest, tax_number: 'FR<script>', customer_id: 'x'.repeat(101) },
      headers,
    )
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toEqual({
      customer_id: ['This value is required and must be between 1 and 100 characters'],
      tax_number: ['This value is not valid'],
    })
    expect((await ask(['nonsense'], headers)).statusCode).toBe(400)
    const nul = await ask({ ...validRequest, account_id: 'ACC\u00001234' }, headers)
    expect(nul.json()).toEqual({ account_id: ['This value is not valid'] })
    expect((await ask(validRequest, {})).statusCode).toBe(401)
    // Nothing refused was recorded.
    expect(await app.db.select().from(organizerRequests)).toHaveLength(0)
  })

  test('an organizer or an admin does not ask again', async () => {
    for (const email of ['organizer2@questboard.test', 'admin@questboard.test']) {
      const { headers } = await signInTo(email)
      const response = await ask(validRequest, headers)
      expect(response.statusCode).toBe(409)
      expect(response.json()).toEqual({ detail: 'You are an organizer already.' })
    }
    expect(await app.db.select().from(organizerRequests)).toHaveLength(0)
  })
})

describe('the request, approved', () => {
  test('grants the organizer role at the account service; the next sign-in carries it', async () => {
    const player = await signInTo('player@questboard.test')
    expect(parseRoles(player.scope)).not.toContain('organizer')
    const created = await ask(validRequest, player.headers)
    expect(created.statusCode, created.body).toBe(201)
    const { id } = created.json<{ id: number }>()
    expect(created.json()).toMatchObject({ status: 'pending', tax_number: 'FR 12 345678901' })

    // One pending request at a time.
    expect((await ask(validRequest, player.headers)).statusCode).toBe(409)
    const mine = await app.inject({
      method: 'GET',
      url: '/api/organizer-requests/me/',
      headers: player.headers,
    })
    expect(mine.json()).toMatchObject({ id, status: 'pending' })

    // Only admins review.
    const asPlayer = await app.inject({
      method: 'GET',
      url: '/api/organizer-requests/',
      headers: player.headers,
    })
    expect(asPlayer.statusCode).toBe(403)
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/organizer-requests/${id}/approve/`,
          headers: player.headers,
        })
      ).statusCode,
    ).toBe(403)
    const pending = await app.inject({
      method: 'GET',
      url: '/api/organizer-requests/?status=pending',
      headers: admin,
    })
    expect(pending.json()).toMatchObject({
      count: 1,
      results: [{ id, status: 'pending', user: { id: player.userId, email: 'player@questboard.test' } }],
    })

    const approved = await app.inject({
      method: 'POST',
      url: `/api/organizer-requests/${id}/approve/`,
      headers: admin,
    })
    expect(approved.statusCode, approved.body).toBe(200)
    expect(approved.json()).toMatchObject({ status: 'approved' })
    expect(
      (await app.inject({ method: 'POST', url: `/api/organizer-requests/${id}/approve/`, headers: admin }))
        .statusCode,
    ).toBe(409)

    const mail = await app.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.recipient, 'player@questboard.test'),
          eq(mailOutbox.template, 'organizer-request-decided'),
        ),
      )
    expect(mail).toHaveLength(1)
    expect(mail[0]?.textBody).toContain('after your next sign-in')

    // The role shows at the next sign-in, and with it the player creates events.
    const again = await signInTo('player@questboard.test')
    expect(parseRoles(again.scope)).toContain('organizer')
    const event = await app.inject({
      method: 'POST',
      url: '/api/events/',
      headers: again.headers,
      payload: {
        name: 'First event',
        game: 1,
        event_subtype: 'demo',
        event_start_date: wallClockIn(7, '10:00'),
        address: { street: '1 place Bellecour', city: 'Lyon', postcode: '69002', country: 'FR' },
        additional_info: {
          event_end_date: wallClockIn(7, '12:00'),
          language: 'fr',
          min_players: 0,
          max_players: 8,
          event_description: 'Learn to play',
        },
      },
    })
    expect(event.statusCode, event.body).toBe(201)
  })
})

describe('the request, rejected', () => {
  test('mails the reason; the user may ask again later', async () => {
    const jugador = await signInTo('jugador@questboard.test')
    const { id } = (await ask(validRequest, jugador.headers)).json<{ id: number }>()
    const tooLong = await app.inject({
      method: 'POST',
      url: `/api/organizer-requests/${id}/reject/`,
      headers: admin,
      payload: { reason: 'x'.repeat(1001) },
    })
    expect(tooLong.statusCode).toBe(400)
    const rejected = await app.inject({
      method: 'POST',
      url: `/api/organizer-requests/${id}/reject/`,
      headers: admin,
      payload: { reason: 'El número fiscal no coincide' },
    })
    expect(rejected.statusCode, rejected.body).toBe(200)
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'El número fiscal no coincide' })
    const [mail] = await app.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.recipient, 'jugador@questboard.test'),
          eq(mailOutbox.template, 'organizer-request-decided'),
        ),
      )
    expect(mail?.textBody).toContain('El número fiscal no coincide')

    const listed = await app.inject({
      method: 'GET',
      url: '/api/organizer-requests/?status=rejected',
      headers: admin,
    })
    expect(listed.json()).toMatchObject({ count: 1, results: [{ id }] })
    expect((await ask(validRequest, jugador.headers)).statusCode).toBe(201)
    const rows = await app.db
      .select()
      .from(organizerRequests)
      .where(eq(organizerRequests.userId, jugador.userId))
    expect(rows.map((row) => row.status).sort()).toEqual(['pending', 'rejected'])
  })

  test('unknown requests are 404; a bad status filter is 400', async () => {
    expect(
      (await app.inject({ method: 'POST', url: '/api/organizer-requests/999999/reject/', headers: admin }))
        .statusCode,
    ).toBe(404)
    expect(
      (await app.inject({ method: 'GET', url: '/api/organizer-requests/?status=maybe', headers: admin }))
        .statusCode,
    ).toBe(400)
  })
})
