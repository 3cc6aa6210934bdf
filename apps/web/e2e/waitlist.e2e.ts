// Issue 15's waitlist in Chromium, as one story: a sold-out event, the demo player joins its waitlist at phone
// width, the registered player unregisters, the real SMTP server receives the offer, and the player claims the
// seat from the mail's link; a second player waits in French; the organizer sees the line on the registrants page.
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { apiAs } from './support/api'
import { seriousViolations } from './support/browser'
import { catalogText } from './support/catalog'
import { dayFromNow, fullEventBody } from './support/events'
import { receivedMail } from './support/mail'
import { fileBrowser, shoot } from './support/organizer'
import { DEMO_ACCOUNTS, type DemoAccount } from './support/sign-in'

const PHONE = 390
const EVENT_NAME = `Questboard e2e sold-out prerelease ${Date.now()}`

const chromium = fileBrowser()
const signedIn = (account: DemoAccount, pathname: string, width?: number) =>
  chromium.signedIn(account, pathname, { width })

let eventId = 0
let organizer: Page
let javier: Page
let aline: Page
let offerLink = ''

describe('the waitlist', { retry: 0 }, () => {
  it('the organizer publishes a one-seat event, and a player takes the seat', async () => {
    organizer = await signedIn('organizer', '/profile/dashboard')
    const day = dayFromNow(6)
    const created = await apiAs(organizer, '/api/events/', {
      method: 'POST',
      body: fullEventBody({
        name: EVENT_NAME,
        subtype: 'prerelease',
        start: `${day}T10:00`,
        end: `${day}T18:00`,
        maxPlayers: 1,
        description: 'One seat only.',
      }),
    })
    expect(created.status).toBe(201)
    eventId = ((await created.json()) as { id: number }).id
    expect((await apiAs(organizer, `/api/events/${eventId}/publish/`, { method: 'POST' })).status).toBe(200)

    javier = await signedIn('jugador', `/events/${eventId}`)
    await javier.getByRole('button', { name: 'Register', exact: true }).click()
    await javier.getByRole('dialog', { name: 'Well done!' }).waitFor()
    await javier.keyboard.press('Escape')
    await javier.getByText('You are registered for this event.').waitFor()
  })

  it('another player finds it sold out and joins its waitlist at phone width', async () => {
    aline = await signedIn('player', `/events/${eventId}`, PHONE)
    await aline.getByText('This event is sold out.').waitFor()
    await aline.getByRole('button', { name: 'Join the waitlist' }).click()
    await aline.getByText('You are number 1 on the waitlist.').waitFor()
    expect(await seriousViolations(aline)).toEqual([])
    await shoot(aline, 'waitlist-place-390')
  })

  it('a second player joins in French, at desktop width, and is second in line', async () => {
    const second = await signedIn('admin', `/fr/events/${eventId}`)
    await second.getByRole('button', { name: catalogText('fr', 'eventShow.waitlist.join') }).click()
    const place = catalogText('fr', 'eventShow.waitlist.place').replace('{{position}}', '2')
    await second.getByText(place).waitFor()
    await second.getByRole('button', { name: catalogText('fr', 'eventShow.waitlist.leave') }).waitFor()
    expect(await seriousViolations(second)).toEqual([])
    await shoot(second, 'waitlist-place-desktop-fr')
  })

  it('the organizer sees her in line on the registrants page', async () => {
    await organizer.goto(`/profile/event/registrants/${eventId}`)
    const line = organizer.getByRole('table', { name: 'Waitlist' })
    await line.getByRole('rowheader', { name: DEMO_ACCOUNTS.admin.nickname }).waitFor()
    const rows = line.getByRole('row')
    expect(await rows.nth(1).textContent()).toContain(DEMO_ACCOUNTS.player.nickname)
    expect(await rows.nth(1).textContent()).toContain('Waiting')
    expect(await rows.nth(2).textContent()).toContain(DEMO_ACCOUNTS.admin.nickname)
    expect(await seriousViolations(organizer)).toEqual([])
    await shoot(organizer, 'waitlist-registrants-desktop')
  })

  it('the registered player unregisters: the seat is offered to her by a mail the SMTP server receives', async () => {
    await javier.getByRole('button', { name: 'Unregister' }).click()
    await javier.getByText('You are no longer registered for this event.').waitFor()
    const mail = await receivedMail(
      DEMO_ACCOUNTS.player.email,
      (mail) => mail.subject.includes(EVENT_NAME) && mail.subject.startsWith('A seat is yours'),
    )
    expect(mail.subject).toBe(`A seat is yours if you want it: ${EVENT_NAME}`)
    offerLink = mail.text.match(/Claim my seat: (\S+)/)?.[1] ?? ''
    expect(offerLink).toBe(`${inject('webUrl')}/events/${eventId}`)
  })

  it('she opens the mail’s link and claims the seat; the second player is now first in line', async () => {
    await aline.goto(offerLink)
    await aline.getByText(/^A seat is held for you until /).waitFor()
    expect(await seriousViolations(aline)).toEqual([])
    await shoot(aline, 'waitlist-offer-390')
    await aline.getByRole('button', { name: 'Claim my seat' }).click()
    const dialog = aline.getByRole('dialog', { name: 'Well done!' })
    await dialog.waitFor()
    expect(await dialog.textContent()).toContain(EVENT_NAME)
    await aline.keyboard.press('Escape')
    await aline.getByText('You are registered for this event.').waitFor()
    const players = aline.getByRole('list', { name: /^Players/ })
    await expect.poll(() => players.textContent()).toContain(DEMO_ACCOUNTS.player.nickname)

    await organizer.reload()
    const line = organizer.getByRole('table', { name: 'Waitlist' })
    await line.getByRole('rowheader', { name: DEMO_ACCOUNTS.admin.nickname }).waitFor()
    expect(await line.getByRole('row').count()).toBe(2)
    expect(await line.getByRole('row').nth(1).textContent()).toMatch(/^1/)
  })
})
