// Who may go where, in Chromium: the token checks on each route change (spec §4), the signout and state
// queries (spec §2), every guarded route for each demo account, and the notice for users under 15.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newContext } from './support/browser'
import { accountButton, DEMO_ACCOUNTS, settledPathname, signIn } from './support/sign-in'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('the token checks on route change (spec §4)', () => {
  it('sign out and reload when a stored role is not in the token or the subject differs', async () => {
    // A role the token does not grant, then another subject; each time a route change follows.
    const tampers: Record<string, unknown>[] = [
      { roles: ['user', 'admin'] },
      { id: '00000000-0000-4000-8000-000000000005' },
    ]
    for (const patch of tampers) {
      const context = await newContext(browser)
      const page = await context.newPage()
      await page.goto('/events')
      await signIn(page, DEMO_ACCOUNTS.player.email)
      // The check of the sign-in return's own route change may still be reading storage: let it settle.
      await page.waitForTimeout(1000)
      await page.evaluate((change) => {
        const user = JSON.parse(sessionStorage.getItem('user') ?? '{}')
        sessionStorage.setItem('user', JSON.stringify({ ...user, ...change }))
        // A mark that a reload wipes.
        Object.assign(window, { beforeReload: true })
      }, patch)
      await page.getByRole('banner').getByRole('link', { name: 'Map', exact: true }).click()
      await expect.poll(() => page.evaluate(() => 'beforeReload' in window)).toBe(false)
      expect(new URL(page.url()).pathname).toBe('/event-locator')
      await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).waitFor()
      expect(await page.evaluate(() => sessionStorage.getItem('user'))).toBeNull()
      await context.close()
    }
  })
})

describe('the signout and state queries (spec §2)', () => {
  it('go home', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    const cases: [string, string][] = [
      ['/events?signout=1', '/'],
      ['/?state=abc', '/'],
      ['/fr/?state=abc&error=access_denied', '/fr/'],
    ]
    for (const [path, home] of cases) {
      await page.goto(path)
      await page.waitForURL((url) => url.pathname === home && url.search === '')
    }
    await context.close()
  })
})

type Role = 'anonymous' | 'player' | 'kid' | 'organizer' | 'admin' | 'jugador'

/**
 * Every guarded route of spec §2, in several languages, and who gets in. Event 999999 does not exist:
 * only an admin passes event-edit's guard for it (an organizer must own the event).
 */
const GUARDED: { path: string; home: string; allowed: Role[] }[] = [
  { path: '/en/profile', home: '/', allowed: ['organizer', 'admin'] },
  { path: '/fr/profile/event', home: '/fr/', allowed: ['organizer', 'admin'] },
  { path: '/de/profile/event/preview', home: '/de/', allowed: ['organizer', 'admin'] },
  { path: '/en/profile/event/edit/999999', home: '/', allowed: ['admin'] },
  { path: '/nl/profile/event/edit/999999', home: '/nl/', allowed: ['admin'] },
  { path: '/it/profile/events', home: '/it/', allowed: ['player', 'kid', 'organizer', 'admin', 'jugador'] },
  { path: '/de/profile/mail', home: '/de/', allowed: ['player', 'kid', 'organizer', 'admin', 'jugador'] },
  { path: '/es/the-loyalty-club', home: '/es/', allowed: ['anonymous', 'jugador'] },
  { path: '/fr/the-loyalty-club', home: '/fr/', allowed: [] },
  { path: '/en/the-loyalty-club', home: '/', allowed: [] },
]

describe('route guards (spec §2)', () => {
  for (const role of ['anonymous', 'player', 'kid', 'organizer', 'admin', 'jugador'] as Role[]) {
    it(`lets ${role} in, or sends them home in the current language`, async () => {
      const context = await newContext(browser)
      const page = await context.newPage()
      if (role !== 'anonymous') {
        await page.goto('/events')
        await signIn(page, DEMO_ACCOUNTS[role].email)
      }
      const outcomes: Record<string, string> = {}
      const expected: Record<string, string> = {}
      for (const { path, home, allowed } of GUARDED) {
        await page.goto(path)
        outcomes[path] = await settledPathname(page)
        expected[path] = allowed.includes(role) ? path.replace(/^\/en\//, '/') : home
      }
      expect(outcomes).toEqual(expected)
      if (role !== 'anonymous') await accountButton(page).waitFor()
      await context.close()
    })
  }
})

describe('users under 15', () => {
  it('are told they may not participate; adults are not', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    await page.goto('/events/12')
    await signIn(page, DEMO_ACCOUNTS.kid.email)
    await page.getByText('You are not authorized to participate').waitFor()

    const adult = await (await newContext(browser)).newPage()
    await adult.goto('/events/12')
    await signIn(adult, DEMO_ACCOUNTS.player.email)
    await adult.locator('main h1').waitFor()
    expect(await adult.getByText('You are not authorized to participate').count()).toBe(0)
    await adult.context().close()
    await context.close()
  })
})
