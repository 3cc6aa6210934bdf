// The list's place box with a postcode (issue 13 §2), in Chromium against the real Event API and its shipped
// gazetteer: a French postcode and a US ZIP code typed, chosen by keyboard, find the events around them.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, seriousViolations } from './support/browser'
import { openPage, resultCount } from './support/events'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Every card's distance from the searched place, in km, as the card shows it ("· 3.4 km", "· 120 m"). */
async function cardDistances(page: Page): Promise<number[]> {
  const cards = await page.locator('main article').allTextContents()
  return cards.map((card) => {
    const [, value, unit] = /·\s?([\d.,]+)\s?(km|m)(?![a-z])/.exec(card) ?? []
    // Under 500 km: no thousands separator, and a comma is the decimal one (German "3,4 km").
    return Number(value?.replace(',', '.') ?? Number.NaN) / (unit === 'm' ? 1000 : 1)
  })
}

const TEXTS = {
  en: { path: '/events', box: 'Near a town or postcode', list: 'Places', option: '75011 (Paris) France' },
  de: {
    path: '/de/events',
    box: 'In der Nähe eines Ortes oder einer Postleitzahl',
    list: 'Orte',
    option: '75011 (Paris) Frankreich',
  },
} as const

describe('a postcode in the place box of the list', () => {
  for (const [locale, width] of [
    ['en', 1280],
    ['de', 360],
  ] as const) {
    it(`finds the events near a French postcode in ${locale} at ${width} px`, async () => {
      const texts = TEXTS[locale]
      const { context, page } = await openPage(browser, texts.path, {
        width,
        locale: locale === 'de' ? 'de-DE' : 'en-GB',
      })
      const all = await resultCount(page)
      const box = page.getByRole('main').getByRole('combobox', { name: texts.box })
      await box.fill('75 011')
      const first = page.getByRole('listbox', { name: texts.list }).getByRole('option').first()
      await first.waitFor()
      expect(await first.textContent()).toBe(texts.option)
      expect(await seriousViolations(page)).toEqual([])
      // Nothing sticks out of a phone's screen, the suggestions open included.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      const directory = process.env.E2E_SCREENSHOTS
      if (directory) await page.screenshot({ path: `${directory}/postcode-${locale}-${width}.png` })
      await box.press('ArrowDown')
      await box.press('Enter')

      await page.waitForURL((url) => url.searchParams.get('place') === '75011')
      const query = new URL(page.url()).searchParams
      expect(Number(query.get('latitude'))).toBeCloseTo(48.85, 2)
      expect(Number(query.get('longitude'))).toBeCloseTo(2.35, 2)
      expect(query.get('radius')).toBe('50')
      const near = await resultCount(page)
      expect(near).toBeGreaterThan(0)
      expect(near).toBeLessThan(all)
      // Every event shown is within the 50 km, the nearest first, and the first is in Paris.
      await expect.poll(async () => (await cardDistances(page)).every((km) => km <= 50)).toBe(true)
      const distances = await cardDistances(page)
      expect(distances).toEqual([...distances].sort((a, b) => a - b))
      expect(await page.locator('main article').first().textContent()).toContain('Paris')

      // The sources' licences ask for their credit: every page's footer gives it, with the links.
      const credit = page.getByRole('contentinfo').locator('p', { hasText: 'GeoNames' })
      expect(await credit.textContent()).toMatch(
        /GeoNames \(CC BY 3\.0, 4\.0\), INSEE, La Poste 2026 \(Licence Ouverte 2\.0\)/,
      )
      expect(await credit.getByRole('link', { name: 'Licence Ouverte 2.0' }).getAttribute('href')).toContain(
        'etalab',
      )
      if (directory) {
        await credit.scrollIntoViewIfNeeded()
        await credit.screenshot({ path: `${directory}/postcode-credit-${locale}-${width}.png` })
      }
      await context.close()
    })
  }

  it('finds a US ZIP code, named with its state and town', async () => {
    const { context, page } = await openPage(browser, '/events')
    await resultCount(page)
    const box = page.getByRole('main').getByRole('combobox', { name: 'Near a town or postcode' })
    await box.fill('78205')
    const first = page.getByRole('listbox', { name: 'Places' }).getByRole('option').first()
    await first.waitFor()
    expect(await first.textContent()).toBe('78205, TX (San Antonio) United States')
    await box.press('ArrowDown')
    await box.press('Enter')
    await page.waitForURL((url) => url.searchParams.get('place') === '78205, TX')
    expect(Number(new URL(page.url()).searchParams.get('latitude'))).toBeCloseTo(29.42, 2)
    expect(await resultCount(page)).toBeGreaterThan(0)
    await expect.poll(async () => (await cardDistances(page)).every((km) => km <= 50)).toBe(true)
    expect(await page.locator('main article').first().textContent()).toContain('San Antonio')
    await context.close()
  })
})
