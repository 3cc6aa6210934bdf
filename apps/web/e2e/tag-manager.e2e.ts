import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, newContext } from './support/browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Answers the tag manager container locally and counts the requests for it. */
async function watchTagManager(context: BrowserContext) {
  const requests: string[] = []
  await context.route(inject('tagManagerUrl'), (route) => {
    requests.push(route.request().url())
    return route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      body: 'window.tagManagerRan = (window.tagManagerRan ?? 0) + 1',
    })
  })
  return requests
}

const settle = (ms = 1500) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the tag manager', () => {
  it('is not requested before analytics consent, then exactly once, with the data layer', async () => {
    const context = await newContext(browser)
    const requests = await watchTagManager(context)
    const page = await context.newPage()
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'Cookies on Questboard' })
    await banner.waitFor()
    await settle()
    expect(requests).toEqual([])
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false)

    await banner.getByRole('button', { name: 'Accept all' }).click()
    await page.waitForFunction(() => (window as { tagManagerRan?: number }).tagManagerRan === 1)
    expect(requests).toHaveLength(1)
    expect(
      await page.evaluate(() => (window.dataLayer as { event?: string }[]).map((entry) => entry.event)),
    ).toEqual(['gtm.js'])

    // Moving around the app loads nothing again.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Events' })
      .click()
    await settle()
    expect(requests).toHaveLength(1)
    await context.close()
  })

  it('stays unloaded after the visitor refuses the optional cookies (German)', async () => {
    const context = await newContext(browser, { locale: 'de-DE' })
    const requests = await watchTagManager(context)
    const page = await context.newPage()
    await page.goto('/de/')
    const banner = page.getByRole('region', { name: 'Cookies auf Questboard' })
    await banner.waitFor()
    await banner.getByRole('button', { name: 'Alle ablehnen' }).click()
    await page.reload()
    await page.locator('main h1').first().waitFor()
    await settle()
    expect(requests).toEqual([])
    await context.close()
  })
})
