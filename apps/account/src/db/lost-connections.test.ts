import { randomBytes } from 'node:crypto'
import { DEMO_ACCOUNT_IDS } from '@questboard/demo/accounts'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SERVICE_SCOPES, WEB_CLIENT_ID } from '../accounts/roles'
import { serviceToken, signIn, tokenRequest } from '../testing/oidc-client'
import { startTestService, type TestService, WEB_URL } from '../testing/test-service'
import { APPLICATION_NAME } from './database'

/**
 * The account service when the PostgreSQL server ends its connections (`pg_terminate_backend`, as a restart
 * does): what was using them answers 503 with `Retry-After` (OAuth's temporarily_unavailable on the provider's
 * endpoints), the process lives on, nothing acknowledged is lost and the next request succeeds. Only over a
 * server (TEST_DATABASE_URL), on a database of this file's own.
 */
const SECRET = 'test-api-client-secret'
const DETAIL = 'The service is briefly unavailable. Please try again in a few seconds.'
const serverUrl = process.env.TEST_DATABASE_URL

describe.skipIf(!serverUrl)('the account service losing its database connections', () => {
  const name = `qb_account_faults_${randomBytes(6).toString('hex')}`
  const admin = (url: string) => {
    const client = new pg.Client({ connectionString: url, application_name: 'questboard-test' })
    client.on('error', () => {})
    return client
  }
  let running: TestService
  let outside: pg.Client
  let creditor: string

  beforeAll(async () => {
    const server = admin(serverUrl ?? '')
    await server.connect()
    await server.query(`CREATE DATABASE ${name}`)
    await server.end()
    const url = new URL(serverUrl ?? '')
    url.pathname = `/${name}`
    running = await startTestService({ databaseUrl: url.toString(), databaseSchema: 'account' })
    outside = admin(url.toString())
    await outside.connect()
    creditor = await serviceToken(running.url, SECRET, SERVICE_SCOPES.loyaltyCredit)
  })
  afterAll(async () => {
    await outside?.end()
    await running?.close()
    const server = admin(serverUrl ?? '')
    await server.connect()
    await server.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await server.end()
  })

  const terminate = async () =>
    (
      await outside.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = $1 AND application_name = $2 AND pid <> pg_backend_pid()`,
        [name, APPLICATION_NAME],
      )
    ).rowCount ?? 0
  const waitingOnLocks = async () =>
    (
      await outside.query(
        `SELECT count(*)::int AS waiting FROM pg_stat_activity
          WHERE datname = $1 AND application_name = $2 AND wait_event_type = 'Lock'`,
        [name, APPLICATION_NAME],
      )
    ).rows[0].waiting
  const eventually = async (condition: () => Promise<boolean>, timeoutMs = 5_000) => {
    const deadline = Date.now() + timeoutMs
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error('condition not met in time')
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  const servingAgain = () => eventually(async () => (await fetch(`${running.url}/healthz`)).ok)
  /** `request` waits inside the database behind a lock on `table`, then loses its connection. */
  const killedWhileWaitingOn = async (table: string, request: () => Promise<Response>) => {
    await outside.query('BEGIN')
    await outside.query(`LOCK TABLE account.${table} IN ACCESS EXCLUSIVE MODE`)
    try {
      const started = Date.now()
      const pending = request()
      await eventually(async () => (await waitingOnLocks()) > 0)
      expect(await terminate()).toBeGreaterThan(0)
      const response = await pending
      expect(Date.now() - started).toBeLessThan(10_000)
      return response
    } finally {
      await outside.query('ROLLBACK')
    }
  }
  const credit = (eventId: string, xp = 10) =>
    fetch(`${running.url}/loyalty/v1/credits`, {
      method: 'POST',
      headers: { authorization: `Bearer ${creditor}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        event_id: eventId,
        credits: [{ user_id: DEMO_ACCOUNT_IDS.jugador, xp, coins: 1 }],
      }),
    })
  const creditedEvents = async () =>
    new Set(
      (
        await outside.query('SELECT event_id FROM account.loyalty_credits WHERE account_id = $1', [
          DEMO_ACCOUNT_IDS.jugador,
        ])
      ).rows.map((row) => row.event_id as string),
    )

  it('answers 503 with Retry-After to a credit that lost its connection, and takes the next one', async () => {
    const response = await killedWhileWaitingOn('loyalty_credits', () => credit('lost-1'))
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('5')
    expect(await response.json()).toEqual({ detail: DETAIL })
    expect((await creditedEvents()).has('lost-1')).toBe(false)
    await servingAgain()
    expect((await credit('lost-1')).status).toBe(201)
    expect((await creditedEvents()).has('lost-1')).toBe(true)
  })

  it('answers OAuth temporarily_unavailable (503) at the token endpoint, not a server error', async () => {
    const { tokens } = await signIn(running.url, WEB_URL, 'jugador@questboard.test')
    const refresh = () =>
      tokenRequest(running.url, {
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token ?? '',
        client_id: WEB_CLIENT_ID,
      })
    const response = await killedWhileWaitingOn('oidc_payloads', refresh)
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('5')
    expect(await response.json()).toEqual({ error: 'temporarily_unavailable', error_description: DETAIL })
    await servingAgain()
    expect((await refresh()).status).toBe(200)
  })

  it('keeps every acknowledged credit through repeated kills', async () => {
    const acknowledged: string[] = []
    const statuses = new Set<number>()
    let next = 0
    const started = Date.now()
    const worker = async () => {
      while (Date.now() - started < 2_000) {
        const eventId = `burst-${next++}`
        const response = await credit(eventId)
        statuses.add(response.status)
        if (response.status === 503) expect(response.headers.get('retry-after')).toBe('5')
        if (response.status === 201) acknowledged.push(eventId)
      }
    }
    const killer = async () => {
      for (const at of [300, 900, 1_500]) {
        await new Promise((resolve) => setTimeout(resolve, at - (Date.now() - started)))
        await terminate()
      }
    }
    await Promise.all([worker(), worker(), worker(), worker(), killer()])
    expect([...statuses].every((status) => status === 201 || status === 503)).toBe(true)
    expect(acknowledged.length).toBeGreaterThan(0)
    const stored = await creditedEvents()
    expect(acknowledged.filter((eventId) => !stored.has(eventId))).toEqual([])
    await servingAgain()
  })
})
