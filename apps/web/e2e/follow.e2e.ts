// Issue 15 §2 in Chromium, as one story: a player follows a store from its page at phone width, the store publishes
// an event, the morning job runs (06:00 UTC, a day on: the e2e hook), the real SMTP server receives the digest that
// lists it, and its unsubscribe link works in a browser that is not signed in; the mail preferences page shows it.
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { apiAs } from './support/api'
import { seriousViolations } from './support/browser'
import { dayFromNow, fullEventBody } from './support/events'
import { receivedMail } from './support/mail'
import { fileBrowser, shoot } from './support/organizer'
import { DEMO_ACCOUNTS, type DemoAccount } from './support/sign-in'

const PHONE = 390
const STORE = DEMO_ACCOUNTS.organizer.nickname
const EVENT_NAME = `Questboard e2e digest night ${Date.now()}`

const chromium = fileBrowser()
const signedIn = (account: DemoAccount, pathname: string, width?: number) =>
  chromium.signedIn(account, pathname, { width })

let organizer: Page
let aline: Page
let eventId = 0
let storeId = 0
let unsubscribeLink = ''

describe('following a store and its daily digest', { retry: 0 }, () => {
  it('the organizer prepares an event, not yet published', async () => {
    organizer = await signedIn('organizer', '/profile/dashboard')
    const day = dayFromNow(8)
    const created = await apiAs(organizer, '/api/events/', {
      method: 'POST',
      body: fullEventBody({
        name: EVENT_NAME,
        start: `${day}T19:00`,
        end: `${day}T23:00`,
        description: 'A night of Swiss rounds.',
      }),
    })
    expect(created.status, await created.clone().text()).toBe(201)
    eventId = ((await created.json()) as { id: number }).id
    // The store is the organizer's Event API user.
    storeId = ((await (await apiAs(organizer, '/api/users/me/')).json()) as { id: number }).id
    const store = (await (await apiAs(organizer, `/api/stores/${storeId}/`)).json()) as { name: string }
    expect(store.name).toBe(STORE)
  })

  it('a player follows the store from its page, at phone width', async () => {
    aline = await signedIn('player', '/events', PHONE)
    // A run before may have left her following: she starts from not following, as a new follower.
    await apiAs(aline, `/api/stores/${storeId}/follow/`, { method: 'DELETE' })
    await aline.goto(`/stores/${storeId}`)
    await aline.getByRole('button', { name: `Follow ${STORE}` }).click()
    const following = aline.getByRole('button', { name: `Following ${STORE}` })
    await expect.poll(() => following.getAttribute('aria-pressed')).toBe('true')
    expect(await seriousViolations(aline)).toEqual([])
    await shoot(aline, 'follow-store-390')
  })

  it('the store publishes the event; the next morning’s digest lists it, received by the SMTP server', async () => {
    expect((await apiAs(organizer, `/api/events/${eventId}/publish/`, { method: 'POST' })).status).toBe(200)
    // The morning job, now, as on tomorrow's 06:00 UTC.
    const ran = await fetch(new URL('/e2e/jobs/run-due/', inject('webUrl')), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ hours_ahead: 24 }),
    })
    expect(ran.status).toBe(200)
    expect(((await ran.json()) as { mailed: { digests: number } }).mailed.digests).toBeGreaterThanOrEqual(1)

    const mail = await receivedMail(DEMO_ACCOUNTS.player.email, (mail) => mail.text.includes(EVENT_NAME))
    expect(mail.subject).toMatch(new RegExp(`^New at ${STORE}: \\d+ events?$`))
    expect(mail.text).toContain(`${inject('webUrl')}/events/${eventId}`)
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    unsubscribeLink = mail.text.match(/Unsubscribe: (\S+)/)?.[1] ?? ''
    expect(unsubscribeLink).toMatch(new RegExp(`^${inject('webUrl')}/mail/unsubscribe\\?token=`))
  })

  it('the unsubscribe link works in a browser that is not signed in', async () => {
    const context = await chromium.context({ width: PHONE })
    const page = await context.newPage()
    await page.goto(unsubscribeLink)
    await page
      .getByText('This link stops the daily digests of the stores you follow.', { exact: false })
      .waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Stop these mails' }).click()
    await page.getByText('Done: you will receive no more daily digests.', { exact: false }).waitFor()
    await shoot(page, 'mail-unsubscribed-390')
  })

  it('her mail preferences show the digests off and the store still followed; she turns them on again', async () => {
    await aline.goto('/profile/mail')
    const digest = aline.getByRole('checkbox', { name: /^Each morning, one mail per store I follow/ })
    await expect.poll(() => digest.isChecked()).toBe(false)
    const stores = aline.getByRole('region', { name: 'Stores you follow' })
    await stores.getByRole('link', { name: STORE }).waitFor()
    expect(await seriousViolations(aline)).toEqual([])
    await shoot(aline, 'mail-preferences-390')
    await digest.click()
    await aline.getByText('Daily digests are on.').waitFor()
    await stores.getByRole('button', { name: `Unfollow ${STORE}` }).click()
    await aline.getByText(`You no longer follow ${STORE}.`).waitFor()
  })

  it('the event page’s store line follows too, and the list saves its search as an alert', async () => {
    await aline.goto(`/events/${eventId}`)
    const follow = aline.getByRole('button', { name: `Follow ${STORE}` })
    await follow.scrollIntoViewIfNeeded()
    await shoot(aline, 'follow-event-page-390')

    await aline.goto('/events?latitude=48.857&longitude=2.352&place=Paris&radius=20&event_type=all')
    await aline.getByRole('button', { name: 'Save this search as an alert' }).click()
    await aline.getByText('20 km around Paris').waitFor()
    await aline.getByLabel('Every morning').check()
    expect(await seriousViolations(aline)).toEqual([])
    await shoot(aline, 'save-search-alert-390')
    await aline.getByRole('button', { name: 'Save the alert' }).click()
    await aline.getByText('The alert “Paris” is saved.', { exact: false }).waitFor()
    await aline.getByRole('link', { name: 'My mail preferences' }).click()
    const alerts = aline.getByRole('region', { name: 'Alerts' })
    await alerts
      .getByText(/^20 km around Paris · All games · Every registration · Every event type · Every morning$/)
      .waitFor()
    await alerts.getByRole('button', { name: 'Delete the alert “Paris”' }).click()
    await alerts.getByText('The alert “Paris” is deleted.').waitFor()
  })
})
