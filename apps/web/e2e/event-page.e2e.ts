// The event page in Chromium: opened from the list, registering as the demo player (modal, nickname in the
// players, unregistering) at phone width, the under-15 refusal, not found, sold out, and the deck photo.
import type { EventPage } from '@questboard/domain/event-api.schema'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, seriousViolations } from './support/browser'
import { openEventsInParis, openPage as openPageIn, resultCount } from './support/events'
import { DEMO_ACCOUNTS, signIn } from './support/sign-in'

const PHONE = 360
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const openPage = (path: string, options?: { locale?: string; width?: number }) =>
  openPageIn(browser, path, options)

describe('the event page', () => {
  it('opens from the list in French and asks a visitor to sign in to register', async () => {
    const { context, page } = await openPage('/fr/events?country=FR', { locale: 'fr-FR' })
    await resultCount(page)
    const first = page.locator('main article h3 a').first()
    const name = (await first.textContent()) ?? ''
    await first.click()
    await page.getByRole('heading', { level: 1, name }).waitFor()
    expect(new URL(page.url()).pathname).toMatch(/^\/fr\/events\/\d+$/)
    await page.getByRole('heading', { name: /^Joueurs/ }).waitFor()
    await page.getByRole('heading', { name: 'Horaires' }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await context.close()
  })

  it('lets the demo player register at phone width: modal, nickname in the list, then unregister', async () => {
    const [event] = await openEventsInParis()
    if (!event) throw new Error('The demo data has no open event in Paris')
    const { context, page } = await openPage(`/events/${event.id}`, { width: PHONE })
    await page.getByRole('button', { name: 'Sign in to register', exact: true }).waitFor()
    await signIn(page, DEMO_ACCOUNTS.player.email)

    await page.getByRole('button', { name: 'Register', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Well done!' })
    await dialog.waitFor()
    expect(await dialog.textContent()).toContain(event.name)
    expect(await seriousViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })

    const players = page.getByRole('list', { name: /^Players/ })
    await expect.poll(() => players.textContent()).toContain(DEMO_ACCOUNTS.player.nickname)
    await page.getByText('You are registered for this event.').waitFor()

    await page.getByRole('button', { name: 'Unregister', exact: true }).click()
    await page.getByText('You are no longer registered for this event.').waitFor()
    await page.getByRole('button', { name: 'Register', exact: true }).waitFor()
    await expect
      .poll(async () => (await page.locator('main').textContent()) ?? '')
      .not.toMatch(new RegExp(`\\b${DEMO_ACCOUNTS.player.nickname}\\b`))
    await context.close()
  })

  it('refuses the 14-year-old with "You are not authorized to participate"', async () => {
    const [event] = await openEventsInParis()
    if (!event) throw new Error('The demo data has no open event in Paris')
    const { context, page } = await openPage(`/events/${event.id}`)
    await signIn(page, DEMO_ACCOUNTS.kid.email)
    await page.getByText('You are not authorized to participate').waitFor()
    expect(await page.getByRole('button', { name: 'Register', exact: true }).count()).toBe(0)
    await context.close()
  })

  it('shows the not-found page for an unknown event', async () => {
    const { context, page } = await openPage('/events/99999999')
    await page.getByRole('heading', { level: 1, name: 'This page does not exist!' }).waitFor()
    await context.close()
  })
})

describe('sold out, and the deck photo', () => {
  it('shows a sold-out event with its label and no register button', async () => {
    const url = new URL('/api/events/', inject('webUrl'))
    url.search = 'event_type=Full&page_size=100'
    const body = (await (await fetch(url)).json()) as EventPage
    const soldOut = body.results.find((event) => event.lifecycle_labels.includes('sold_out'))
    if (!soldOut) throw new Error('The demo data has no sold-out event on the first page')
    const { context, page } = await openPage(`/events/${soldOut.id}`)
    await page.getByText('This event is sold out.').waitFor()
    await page.locator('main header').getByText('Sold out', { exact: true }).waitFor()
    expect(await page.getByRole('button', { name: 'Register', exact: true }).count()).toBe(0)
    await context.close()
  })

  it('checks a deck photo in the browser, then sends it', async () => {
    const [event] = await openEventsInParis()
    if (!event) throw new Error('The demo data has no open event in Paris')
    const { context, page } = await openPage(`/events/${event.id}`)
    await signIn(page, DEMO_ACCOUNTS.jugador.email)
    await page.getByRole('button', { name: 'Register', exact: true }).click()
    await page.getByRole('dialog', { name: 'Well done!' }).waitFor()
    await page.keyboard.press('Escape')

    const input = page.getByLabel('Choose a photo', { exact: true })
    await input.setInputFiles({
      name: 'deck.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a photo'),
    })
    await page.getByText('This file is not a JPEG or PNG image.').waitFor()
    await input.setInputFiles({ name: 'deck.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG })
    await page.getByAltText('Preview of the chosen deck photo').waitFor()
    await page.getByRole('button', { name: 'Send the photo', exact: true }).click()
    await page.getByText('Your deck photo has been saved.').waitFor()
    await page.getByAltText('The deck photo you sent').waitFor()

    await page.getByRole('button', { name: 'Unregister', exact: true }).click()
    await page.getByText('You are no longer registered for this event.').waitFor()
    await context.close()
  })
})
