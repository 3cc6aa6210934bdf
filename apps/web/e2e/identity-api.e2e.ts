// The parts of identity that go through the Event API: the tool token of /authenticate/, and the event-edit
// guard, on one of the demo organizer's seeded events.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, newContext } from './support/browser'
import { DEMO_ACCOUNTS, type DemoAccount, settledPathname, signIn, signOut } from './support/sign-in'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

function sessionUser(page: Page) {
  return page.evaluate(
    () =>
      JSON.parse(sessionStorage.getItem('user') ?? '{}') as {
        optoolUserId?: string | null
        toolToken?: string | null
      },
  )
}

async function signedInPage(account: DemoAccount) {
  const context = await newContext(browser)
  const page = await context.newPage()
  await page.goto('/events')
  await signIn(page, DEMO_ACCOUNTS[account].email)
  return page
}

describe('the Event API session', () => {
  it('gets a tool token and the Event API user id at sign-in, and revokes the token at sign-out', async () => {
    const page = await signedInPage('player')
    const { optoolUserId, toolToken } = await sessionUser(page)
    expect(optoolUserId).toBeTruthy()
    expect(toolToken).toBeTruthy()
    const asUser = () =>
      fetch(`${inject('webUrl')}/api/users/me/`, { headers: { Authorization: `Token ${toolToken}` } })
    expect((await asUser()).status).not.toBe(401)

    await signOut(page)
    expect((await asUser()).status).toBe(401)
    await page.context().close()
  })
})

describe('event-edit for the owning organizer (spec §2)', () => {
  it('lets the owner and admins in, and sends another organizer home', async () => {
    const owner = await signedInPage('organizer')
    const { optoolUserId } = await sessionUser(owner)
    const list = (await (await fetch(`${inject('webUrl')}/api/events/?owner=${optoolUserId}`)).json()) as {
      results: { id: number }[]
    }
    const id = list.results[0]?.id
    expect(id).toBeDefined()
    const path = `/profile/event/edit/${id}`

    await owner.goto(path)
    expect(await settledPathname(owner)).toBe(path)
    await owner.context().close()

    const admin = await signedInPage('admin')
    await admin.goto(path)
    expect(await settledPathname(admin)).toBe(path)
    await admin.context().close()

    const other = await signedInPage('organizer2')
    await other.goto(`/fr${path}`)
    expect(await settledPathname(other)).toBe('/fr/')
    await other.context().close()
  })
})
