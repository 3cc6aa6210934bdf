// Issue 13 point 6 in Chromium: one navigation bar (the publisher's shared script inside it as a menu of its
// applications), its links per role, its menu on phones by keyboard, the cookie banner in one step, success
// alerts that close by themselves off the header, and the layout at 360, 390, 768, 1280 and 1920 px in two
// languages (screenshots in E2E_SCREENSHOTS when set).
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allViolations, launchBrowser, newContext } from './support/browser'
import { shoot, signedInAs } from './support/organizer'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const WIDTHS = [360, 390, 768, 1280, 1920]
/** Below this width the sections and the language always fold into the menu (use-compact-header.ts). */
const MENU_BELOW = 1024

const header = (page: Page) => page.getByRole('banner')
const mainNav = (page: Page, name = 'Main navigation') => page.getByRole('navigation', { name, exact: true })

async function settle(page: Page) {
  await page.locator('main h1').first().waitFor()
  await page.waitForLoadState('networkidle')
}

/** The visible links of the header's main navigation. */
const navLinks = (page: Page, name?: string) => mainNav(page, name).getByRole('link').allTextContents()

describe('one navigation bar', () => {
  it.each(['en', 'fr'] as const)(
    'is one row at every width in %s, the page starting under it, with no sideways scroll',
    async (locale) => {
      const context = await newContext(browser, { locale: locale === 'fr' ? 'fr-FR' : 'en-GB' })
      await context.addInitScript(() =>
        localStorage.setItem(
          'cookie_consent',
          JSON.stringify({ analytics: false, maps: false, givenAt: new Date().toISOString() }),
        ),
      )
      const page = await context.newPage()
      await page.goto(locale === 'fr' ? '/fr/events' : '/events')
      await settle(page)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        await page.waitForTimeout(100)
        const where = `${locale} at ${width} px`
        // One bar: one header, no second bar of the shared script above it.
        expect(await page.getByRole('banner').count(), where).toBe(1)
        const bar = await header(page).boundingBox()
        expect(bar?.y, where).toBe(0)
        expect(bar?.height, where).toBeLessThanOrEqual(80)
        expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(
          width,
        )
        const menu = header(page).getByRole('button', {
          name: locale === 'fr' ? 'Menu' : 'Menu',
          exact: true,
        })
        expect(await menu.isVisible(), where).toBe(width < MENU_BELOW)
        if (width >= MENU_BELOW) {
          expect(
            await navLinks(page, locale === 'fr' ? 'Navigation principale' : 'Main navigation'),
            where,
          ).toEqual(locale === 'fr' ? ['Événements', 'Carte'] : ['Events', 'Map'])
        }
        expect(await allViolations(page), where).toEqual([])
        await shoot(page, `navbar-${locale}-${width}`)
      }
      await context.close()
    },
    // Five widths, each checked by axe, in each language.
    180_000,
  )

  it('opens its menu on a phone by keyboard, and closes it with Escape back on its button', async () => {
    const context = await newContext(browser, { width: 390 })
    const page = await context.newPage()
    await page.goto('/events')
    await settle(page)
    const menu = header(page).getByRole('button', { name: 'Menu', exact: true })
    expect(await mainNav(page).isVisible()).toBe(false)
    await menu.focus()
    await page.keyboard.press('Enter')
    expect(await menu.getAttribute('aria-expanded')).toBe('true')
    expect(await navLinks(page)).toEqual(['Events', 'Map'])
    // The next stops of the keyboard are the menu's links, then the language.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Events')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT')
    expect(await allViolations(page)).toEqual([])
    await shoot(page, 'navbar-menu-390')
    await page.keyboard.press('Escape')
    expect(await menu.getAttribute('aria-expanded')).toBe('false')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Menu')

    // A link followed closes it.
    await menu.click()
    await mainNav(page).getByRole('link', { name: 'Map' }).click()
    await page.waitForURL((url) => url.pathname === '/event-locator')
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false')
    await context.close()
  })

  it('gives each role its links, and the publisher’s applications in a menu of the shared script', async () => {
    const organizer = await signedInAs(browser, 'organizer', '/events')
    expect(await navLinks(organizer)).toEqual(['Events', 'Map', 'My events', 'Dashboard'])
    await organizer.context().close()

    const admin = await signedInAs(browser, 'admin', '/events')
    expect(await navLinks(admin)).toEqual(['Events', 'Map', 'My events', 'Dashboard', 'Admin'])
    await settle(admin)
    await admin.setViewportSize({ width: 1280, height: 900 })
    // The shared script's element, inside the header: one button, its applications behind it.
    const apps = header(admin).locator('questboard-navbar')
    const toggle = apps.getByRole('button', { name: 'Questboard applications' })
    await toggle.click()
    expect(await apps.getByRole('link').allTextContents()).toEqual(['Events', 'Store profile', 'Account'])
    expect(await apps.getByRole('link', { name: 'Events' }).getAttribute('aria-current')).toBe('page')
    expect(await allViolations(admin)).toEqual([])
    await admin.keyboard.press('Escape')
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')

    // In German, at a laptop's width, the administrator's links do not fit in the row: they fold into the menu
    // rather than run under the tools.
    await admin.goto('/de/events')
    await settle(admin)
    await admin.setViewportSize({ width: 1100, height: 800 })
    const menu = header(admin).getByRole('button', { name: 'Menü', exact: true })
    await expect.poll(() => menu.isVisible(), { timeout: 10_000 }).toBe(true)
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1100)
    await admin.setViewportSize({ width: 1920, height: 900 })
    await expect.poll(() => menu.isVisible(), { timeout: 10_000 }).toBe(false)
    expect(await navLinks(admin, 'Hauptnavigation')).toHaveLength(5)
    await mainNav(admin, 'Hauptnavigation').getByRole('link', { name: 'Verwaltung', exact: true }).click()
    await admin.waitForURL((url) => url.pathname === '/de/admin')
    await admin.context().close()
  }, 120_000)

  it('still works, without the applications menu, when the shared script cannot load', async () => {
    const context = await newContext(browser, { width: 1920 })
    await context.route('**/navbar.js', (route) => route.abort())
    const page = await context.newPage()
    await page.goto('/es/events')
    await settle(page)
    await expect.poll(() => page.locator('questboard-navbar').count(), { timeout: 10_000 }).toBe(0)
    expect(await navLinks(page, 'Navegación principal')).toEqual(['Eventos', 'Mapa', 'Club de fidelidad'])
    await context.close()
  })
})

describe('the cookie banner and the alerts', () => {
  it('takes one step: a choice closes it, the page takes the focus, and the alert closes by itself off the header', async () => {
    const context = await newContext(browser, { width: 390 })
    const page = await context.newPage()
    await page.goto('/fr/')
    const banner = page.getByRole('region', { name: 'Les cookies sur Questboard' })
    await banner.waitFor()
    // With the banner, the page's title still starts in the screen's upper half.
    const title = await page.locator('main h1').first().boundingBox()
    expect(title?.y).toBeLessThan(844 / 2)
    await shoot(page, 'cookie-banner-fr-390')

    await banner.getByRole('button', { name: 'Tout accepter' }).click()
    expect(await banner.count()).toBe(0)
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN')
    const alert = page.getByRole('status').filter({ hasText: 'Vous avez accepté tous les cookies.' })
    await alert.waitFor()
    const bar = await header(page).boundingBox()
    const box = await alert.boundingBox()
    expect(box && bar && box.y >= bar.y + bar.height).toBe(true)
    expect(await allViolations(page)).toEqual([])
    await shoot(page, 'cookie-alert-fr-390')
    // Closed by itself after 5 s.
    await alert.waitFor({ state: 'detached', timeout: 8000 })
    await context.close()
  })
})
