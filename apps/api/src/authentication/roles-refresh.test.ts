import { randomUUID } from 'node:crypto'
import { serviceToken, signIn } from '@questboard/account/testing/oidc-client'
import { freePort } from '@questboard/account/testing/server-process'
import { startTestService, type TestService, WEB_URL } from '@questboard/account/testing/service'
import { DEMO_ACCOUNT_IDS } from '@questboard/demo/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { anotherInstance, buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { createUser, tokenFor } from '../testing/factories.ts'

// Decision 020, end to end through HTTP: the real account service, two Event API instances on one database
// (on PGlite, which one process owns, the same app twice). ROLES_MAX_AGE_SECONDS is 60 in production; a short
// window here, so the test need not wait a minute.
const WINDOW_MS = 1_000

let account: TestService
let app: TestApp
let second: Awaited<ReturnType<typeof anotherInstance>>

beforeAll(async () => {
  account = await startTestService()
  const settings = { accountUrl: account.url, oidcIssuer: account.url, rolesMaxAgeMs: WINDOW_MS }
  app = await buildTestApp(settings)
  second = await anotherInstance(app, settings)
})
afterAll(async () => {
  await second?.close()
  await app?.close()
  await account?.close()
})

const pastTheWindow = () => new Promise((resolve) => setTimeout(resolve, WINDOW_MS + 300))

/** Signs in at the account service as the SPA does, then trades the access token for a tool token. */
async function toolTokenOf(email: string): Promise<string> {
  const { tokens } = await signIn(account.url, WEB_URL, email)
  const response = await app.inject({
    method: 'POST',
    url: '/authenticate/',
    payload: { access_token: tokens.access_token },
  })
  return response.json<{ token: string }>().token
}

/** The change an administrator makes at the account service. */
async function setRolesAtAccountService(accountId: string, roles: string[]) {
  const token = await serviceToken(account.url, 'test-api-client-secret', 'accounts:roles')
  const response = await fetch(`${account.url}/main/v1/users/${accountId}/roles`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ roles }),
  })
  expect(response.status).toBe(204)
}

const adminList = (instance: TestApp, headers: Record<string, string>) =>
  instance
    .inject({ method: 'GET', url: '/api/admin/events/', headers })
    .then((response) => response.statusCode)

describe('roles follow the account service within the window', () => {
  test('an admin demoted at the account service loses the admin list on every instance', async () => {
    const headers = { authorization: `Token ${await toolTokenOf('admin@questboard.test')}` }
    expect(await adminList(app, headers)).toBe(200)
    expect(await adminList(second.instance, headers)).toBe(200)

    await setRolesAtAccountService(DEMO_ACCOUNT_IDS.admin, ['organizer'])
    await pastTheWindow()
    expect(await adminList(second.instance, headers)).toBe(403)
    expect(await adminList(app, headers)).toBe(403)
  })

  test('a role granted at the account service takes effect without a new sign-in', async () => {
    const headers = { authorization: `Token ${await toolTokenOf('player@questboard.test')}` }
    expect(await adminList(app, headers)).toBe(403)

    await setRolesAtAccountService(DEMO_ACCOUNT_IDS.player, ['admin'])
    await pastTheWindow()
    expect(await adminList(app, headers)).toBe(200)
    expect(await adminList(second.instance, headers)).toBe(200)
  })

  test('an account the account service no longer knows loses its tool tokens', async () => {
    const user = await createUser(app.db, { subject: randomUUID() })
    const headers = await tokenFor(app.db, user.id, ['user', 'admin'])
    await pastTheWindow()
    expect(await adminList(app, headers)).toBe(401)
    const me = await second.instance.inject({ method: 'GET', url: '/api/users/me/', headers })
    expect(me.statusCode).toBe(401)
  })
})

describe('while the account service cannot answer', () => {
  let alone: TestApp
  beforeAll(async () => {
    const nobody = `http://127.0.0.1:${await freePort()}`
    alone = await buildTestApp({ accountUrl: nobody, oidcIssuer: nobody, rolesMaxAgeMs: 0 })
  })
  afterAll(() => alone?.close())

  test('roles it cannot confirm shrink to user: no admin, but the user stays signed in', async () => {
    const user = await createUser(alone.db)
    const headers = await tokenFor(alone.db, user.id, ['user', 'admin'])
    expect(await adminList(alone, headers)).toBe(403)
    const me = await alone.inject({ method: 'GET', url: '/api/users/me/', headers })
    expect(me.statusCode).toBe(200)
  })
})

describe('the roles feed', () => {
  // A window long enough that no token is re-read per user during the test: what changes is the feed's doing.
  let patient: TestApp
  let other: Awaited<ReturnType<typeof anotherInstance>>
  beforeAll(async () => {
    const settings = { accountUrl: account.url, oidcIssuer: account.url, rolesMaxAgeMs: 3_600_000 }
    patient = await buildTestApp(settings)
    other = await anotherInstance(patient, settings)
  })
  afterAll(async () => {
    await other?.close()
    await patient?.close()
  })

  const tokenAt = async (instance: TestApp, email: string) => {
    const { tokens } = await signIn(account.url, WEB_URL, email)
    const response = await instance.inject({
      method: 'POST',
      url: '/authenticate/',
      payload: { access_token: tokens.access_token },
    })
    return { authorization: `Token ${response.json<{ token: string }>().token}` }
  }

  test('brings a role change to every token of the account on every instance once read', async () => {
    const first = await tokenAt(patient, 'organizer2@questboard.test')
    const second = await tokenAt(patient, 'organizer2@questboard.test')
    expect(await adminList(patient, first)).toBe(403)

    await setRolesAtAccountService(DEMO_ACCOUNT_IDS.organizer2, ['organizer', 'admin'])
    expect(await adminList(patient, first)).toBe(403) // not read yet: the window has not passed
    expect(await patient.rolesFeed.sync()).toBeGreaterThan(0)
    expect(await adminList(patient, first)).toBe(200)
    expect(await adminList(other.instance, second)).toBe(200)

    await setRolesAtAccountService(DEMO_ACCOUNT_IDS.organizer2, ['organizer'])
    await other.instance.rolesFeed.sync() // either instance reads it for both
    expect(await adminList(patient, first)).toBe(403)
    expect(await adminList(other.instance, second)).toBe(403)
  })

  test('reads a change again until it is settled, and changes nothing by reading it twice', async () => {
    const headers = await tokenAt(patient, 'jugador@questboard.test')
    await setRolesAtAccountService(DEMO_ACCOUNT_IDS.jugador, ['admin'])
    // Fresh changes are not settled: the position stays before them, and each read applies them again.
    expect(await patient.rolesFeed.sync()).toBeGreaterThan(0)
    expect(await patient.rolesFeed.sync()).toBeGreaterThan(0)
    expect(await adminList(patient, headers)).toBe(200)
    await setRolesAtAccountService(DEMO_ACCOUNT_IDS.jugador, [])
    await patient.rolesFeed.sync()
    expect(await adminList(patient, headers)).toBe(403)
  })
})
