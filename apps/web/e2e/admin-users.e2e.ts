// Issue 13 point 10 in Chromium: an administrator finds a user by email, grants and removes the organizer
// role, and sees who changed it; the users tab fits a phone.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allViolations, launchBrowser } from './support/browser'
import { shoot, signedInAs } from './support/organizer'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('the admin space’s users', () => {
  it('finds a user by email, grants the organizer role, records it, and takes it back', async () => {
    const page = await signedInAs(browser, 'admin', '/admin?tab=users')
    await page.getByRole('searchbox', { name: 'Find a user by nickname or email' }).fill('player@')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    const table = page.getByRole('table', { name: 'Users found: 1' })
    await table.waitFor()
    expect(await table.getByRole('rowheader').textContent()).toBe('Aline')
    await table.getByRole('button', { name: 'Manage Aline' }).click()

    const heading = page.getByRole('heading', { name: 'Aline', level: 3 })
    await heading.waitFor()
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Aline')
    expect(new URL(page.url()).searchParams.get('search')).toBe('player@')
    const roles = page.getByRole('group', { name: 'Change the roles' })
    const organizer = roles.getByRole('checkbox', { name: 'Organizer' })
    expect(await organizer.isChecked()).toBe(false)
    expect(await allViolations(page)).toEqual([])

    await organizer.check()
    await roles.getByRole('button', { name: 'Save the roles' }).click()
    await page.getByRole('status').filter({ hasText: 'The roles of Aline have been saved.' }).waitFor()
    const history = page.getByRole('region', { name: 'Changes of roles' })
    await history
      .getByText(/Admin changed the roles from Player to Player, Organizer\./)
      .first()
      .waitFor()
    // The results table reads the users again after the save: its row follows.
    await expect.poll(() => table.getByRole('row', { name: /Aline/ }).textContent()).toContain('Organizer')
    await shoot(page, 'admin-users-1280')

    // Back as it was, so the other files find Aline a player (organizer-request.e2e.ts makes Javier an organizer).
    await organizer.uncheck()
    await roles.getByRole('button', { name: 'Save the roles' }).click()
    await history.getByText(/Admin changed the roles from Player, Organizer to Player\./).waitFor()
    expect(await organizer.isChecked()).toBe(false)

    // The administrator's own admin role cannot be taken off here.
    await page.goto('/admin?tab=users&search=admin%40questboard')
    await page.getByRole('button', { name: 'Manage Admin' }).click()
    const own = page
      .getByRole('group', { name: 'Change the roles' })
      .getByRole('checkbox', { name: /^Administrator/ })
    expect(await own.isDisabled()).toBe(true)
    expect(await own.isChecked()).toBe(true)
    await page.context().close()
  })

  it('fits a phone', async () => {
    const page = await signedInAs(browser, 'admin', '/admin?tab=users&search=aline', { width: 390 })
    await page.getByRole('button', { name: 'Manage Aline' }).click()
    await page.getByRole('heading', { name: 'Aline', level: 3 }).waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(await allViolations(page)).toEqual([])
    await shoot(page, 'admin-users-390')
    await page.context().close()
  })
})
