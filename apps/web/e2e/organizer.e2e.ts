// Issue 5 "Done when", in Chromium, as one story that builds on itself: the organizer's store profile, a full
// event created, previewed and published, a player's registration, the results once the event has ended and
// the player's XP, what organizer2 and the admin may do with the event. A player who becomes an organizer:
// organizer-request.e2e.ts.
import { deflateSync } from 'node:zlib'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, seriousViolations } from './support/browser'
import { dayFromNow } from './support/events'
import { type SignedInOptions, shoot, signedInAs } from './support/organizer'
import { DEMO_ACCOUNTS, type DemoAccount, settledPathname } from './support/sign-in'

const PHONE = 360
const EVENT_NAME = `Questboard e2e championship ${Date.now()}`

let browser: Browser
const contexts: BrowserContext[] = []
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  for (const context of contexts) await context.close()
  await browser?.close()
})

async function signedIn(account: DemoAccount, path?: string, options?: SignedInOptions) {
  const page = await signedInAs(browser, account, path, options)
  contexts.push(page.context())
  return page
}

/** A real PNG (a 48×48 violet square), so the API's decoding and re-encoding of the logo run. */
function squarePng(size = 48): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(size).fill([91, 33, 182]).flat())])
  const pixels = Buffer.concat(Array(size).fill(row))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A form control by its label, which ends with " *" when the field is required. */
function field(scope: Page | Locator, label: string) {
  const text = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return scope.getByLabel(new RegExp(`^${text}( \\*)?$`))
}

function toolToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const user = JSON.parse(sessionStorage.getItem('user') ?? '{}') as { toolToken?: string }
    return user.toolToken ?? ''
  })
}

function api(path: string, token: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers)
  headers.set('Authorization', `Token ${token}`)
  if (init.body) headers.set('Content-Type', 'application/json')
  return fetch(new URL(path, inject('webUrl')), { ...init, headers })
}

async function xpOf(page: Page): Promise<number> {
  const response = await api('/api/users/me/lp_balances/', await toolToken(page))
  expect(response.status).toBe(200)
  return ((await response.json()) as { XP: number }).XP
}

let eventId = ''
let organizer: Page
let player: Page

// One story whose steps build on each other: a retry of a single step would start from the wrong state.
describe('an organizer runs an event from the store profile to the results', { retry: 0 }, () => {
  it('fills the store profile with a logo and a schedule with a break', async () => {
    organizer = await signedIn('organizer', '/profile')
    await organizer.getByRole('button', { name: 'Save my profile' }).waitFor()
    const monday = organizer.getByRole('group', { name: 'Monday' })
    await field(monday, 'Closed').uncheck()
    await field(monday, 'Break').check()
    await field(monday, 'Opens at').fill('10:00')
    await field(monday, 'Closes at').fill('12:30')
    await field(monday, 'Opens again at').fill('14:00')
    await field(monday, 'Closes at (after the break)').fill('19:00')
    await field(organizer.locator('main'), 'Choose a new logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: squarePng(),
    })
    await field(organizer.locator('main'), 'My events award loyalty points').check()
    await organizer.getByRole('button', { name: 'Save my profile' }).click()
    await organizer.getByText('Your profile is up to date').waitFor()

    await organizer.reload()
    const saved = organizer.getByRole('group', { name: 'Monday' })
    await expect.poll(() => field(saved, 'Opens again at').inputValue()).toBe('14:00')
    await organizer.getByRole('img', { name: 'Your store logo' }).waitFor()
  })

  it('creates a full event with two stages and a deadline, previews it and publishes it', async () => {
    await organizer.goto('/profile/event')
    await field(organizer.locator('main'), 'Event name').fill(EVENT_NAME)
    await field(organizer.locator('main'), 'Game').selectOption({ index: 1 })
    await field(organizer.locator('main'), 'Event type').selectOption('tournament')
    await field(organizer.locator('main'), 'The event takes place at my store').check()
    const day = dayFromNow(3)
    await field(organizer.locator('main'), 'Start').fill(`${day}T10:00`)
    await field(organizer.locator('main'), 'End').fill(`${day}T18:00`)
    await field(organizer.locator('main'), 'Registration deadline').selectOption('H-2')
    await field(organizer.locator('main'), 'Language').selectOption({ index: 1 })
    await field(organizer.locator('main'), 'Minimum number of players').fill('0')
    await field(organizer.locator('main'), 'Maximum number of players').fill('16')
    await organizer.getByRole('button', { name: 'Add a stage' }).click()
    await organizer.getByRole('button', { name: 'Add a stage' }).click()
    const stages = [
      { name: 'Stage 1', format: 'SW', min: '2', max: '16' },
      { name: 'Stage 2', format: 'SE', min: '2', max: '8' },
    ]
    for (const stage of stages) {
      const group = organizer.getByRole('group', { name: stage.name })
      await field(group, 'Format').selectOption(stage.format)
      await field(group, 'Minimum players in this stage').fill(stage.min)
      await field(group, 'Maximum players in this stage').fill(stage.max)
    }
    await field(organizer.locator('main'), 'Description of the event').fill('Swiss rounds, then a top 8.')
    await organizer.getByRole('button', { name: 'Create the event' }).click()
    await organizer.waitForURL(/\/profile\/event\/edit\/\d+$/)
    eventId = /(\d+)$/.exec(new URL(organizer.url()).pathname)?.[1] ?? ''

    await organizer.getByRole('button', { name: 'Preview' }).click()
    await organizer.waitForURL(/\/profile\/event\/preview/)
    await organizer.getByRole('heading', { name: EVENT_NAME }).waitFor()
    await organizer
      .getByRole('link', { name: 'Back to editing' })
      .or(organizer.getByRole('button', { name: 'Back to editing' }))
      .click()
    await organizer.waitForURL(new RegExp(`/profile/event/edit/${eventId}$`))
    await organizer.getByRole('button', { name: 'Publish' }).click()
    await organizer.getByText('Your event has been published').waitFor()
  })

  it('lets a player register', async () => {
    player = await signedIn('player', `/events/${eventId}`)
    await player.getByRole('button', { name: 'Register', exact: true }).click()
    await player.getByRole('dialog', { name: 'Well done!' }).waitFor()
    await player.keyboard.press('Escape')
    await player.getByText('You are registered for this event.').waitFor()
  })

  it('once the event has ended, takes a competitive ranking and the player earns XP', async () => {
    const before = await xpOf(player)
    // Test-only API route (decision 016): the event's dates move a week back, as if it had taken place.
    const moved = await fetch(new URL(`/e2e/events/${eventId}/move-to-past/`, inject('webUrl')), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ days: 7 }),
    })
    expect(moved.status).toBe(204)

    await organizer.goto(`/events/${eventId}`)
    await organizer.getByRole('button', { name: 'Competitive ranking' }).click()
    const dialog = organizer.getByRole('dialog', { name: 'Competitive results' })
    await dialog.getByLabel(DEMO_ACCOUNTS.player.nickname).selectOption('1')
    expect(await seriousViolations(organizer)).toEqual([])
    await shoot(organizer, 'results-modal-desktop')
    await organizer.setViewportSize({ width: PHONE, height: 800 })
    await shoot(organizer, 'results-modal-360')
    await organizer.setViewportSize({ width: 1280, height: 900 })
    const signalled = organizer.evaluate(
      () =>
        new Promise<boolean>((resolve) =>
          window.addEventListener('event-result-form-success', () => resolve(true), { once: true }),
        ),
    )
    await dialog.getByRole('button', { name: 'Save the results' }).click()
    await organizer.getByText('The results have been saved', { exact: true }).waitFor()
    expect(await signalled).toBe(true)
    await dialog.waitFor({ state: 'hidden' })
    await organizer.getByText('The results have been saved. They can no longer be changed.').first().waitFor()

    // 10 XP for attending and 25 for the first place (DESIGN.md).
    await expect.poll(() => xpOf(player)).toBe(before + 35)

    // A second submission is refused: the panel offers no form any more, only the saved state, and the API a 409.
    expect(await organizer.getByRole('button', { name: 'Attendance' }).count()).toBe(0)
    await organizer.getByRole('button', { name: 'See the saved results' }).click()
    const attendance = organizer.getByRole('dialog', { name: 'Saved results' })
    await attendance.getByRole('status').filter({ hasText: 'The results have been saved.' }).waitFor()
    expect(await attendance.getByRole('button', { name: 'Save the results' }).count()).toBe(0)
    await organizer.keyboard.press('Escape')
    const again = await api(`/api/events/${eventId}/award_xp/`, await toolToken(organizer), {
      method: 'POST',
      body: JSON.stringify({
        event_category: 'non-competitive',
        players: [{ id: 1, name: 'x', position: null }],
      }),
    })
    expect(again.status).toBe(409)
  })

  it('keeps organizer2 out of the event (UI and API) and lets the admin in', async () => {
    const other = await signedIn('organizer2')
    await other.goto(`/profile/event/edit/${eventId}`)
    expect(await settledPathname(other)).toBe('/')
    const token = await toolToken(other)
    expect((await api(`/api/events/${eventId}/`, token, { method: 'PUT', body: '{}' })).status).toBe(403)
    expect((await api(`/api/events/${eventId}/`, token, { method: 'DELETE' })).status).toBe(403)

    const admin = await signedIn('admin')
    await admin.goto(`/profile/event/edit/${eventId}`)
    await expect.poll(() => admin.getByLabel('Event name').inputValue()).toBe(EVENT_NAME)
  })

  it('lets the admin find the event in the admin space, at phone width', async () => {
    const admin = await signedIn('admin', '/admin', { width: PHONE })
    await admin.getByRole('heading', { name: 'Admin space', level: 1 }).waitFor()
    await admin.getByLabel('Search by event or organizer').fill(EVENT_NAME)
    await admin.getByRole('button', { name: 'Search', exact: true }).click()
    await admin.waitForURL((url) => url.searchParams.get('search') === EVENT_NAME)
    await admin.getByRole('rowheader', { name: new RegExp(EVENT_NAME) }).waitFor()
    await admin.getByRole('link', { name: `Edit ${EVENT_NAME}` }).waitFor()
    expect(await seriousViolations(admin)).toEqual([])
    // The table scrolls inside its region; the page itself keeps to the phone's width.
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE)
    await shoot(admin, 'admin-events-360')
    await admin.setViewportSize({ width: 1280, height: 900 })
    await shoot(admin, 'admin-events-desktop')
  })
})
