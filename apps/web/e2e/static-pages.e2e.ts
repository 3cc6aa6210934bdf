import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Locale } from '@questboard/domain/constants'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  loadDocument,
  STATIC_PAGES,
  type StaticDocument,
  type StaticPageName,
} from '../src/features/static-pages/content/document'
import { localizedPath } from '../src/lib/routes'
import { launchBrowser, newContext, seriousViolations } from './support/browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Each page in two languages, so that every language is opened twice across the six pages. */
const LOCALES_BY_PAGE: Record<StaticPageName, readonly [Locale, Locale]> = {
  'term-of-use': ['en', 'fr'],
  'legal-notice': ['de', 'es'],
  'user-gts': ['nl', 'it'],
  'organizer-gts': ['es', 'en'],
  'privacy-policy': ['fr', 'de'],
  'how-to-create-an-event': ['it', 'nl'],
}

const contentsLabel = (locale: Locale): string =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, `../src/i18n/locales/${locale}.json`), 'utf8'))
    .staticPages.contents

/**
 * Whether the page has scrolled to a section: its heading at the top of the viewport, or, for a section
 * too near the end to reach the top, visible with the page scrolled to the bottom.
 */
const scrolledTo = (page: Page, id: string) =>
  page.evaluate((target) => {
    const top = document.getElementById(target)?.getBoundingClientRect().top ?? Number.NaN
    const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1
    return top >= -1 && (top < 100 || (atBottom && top < window.innerHeight))
  }, id)

/** Waits for the document itself (not the heading shown while it loads): its table of contents. */
async function expectReadable(page: Page, content: StaticDocument, locale: Locale) {
  await page.getByRole('navigation', { name: contentsLabel(locale), exact: true }).waitFor()
  await page.getByRole('heading', { level: 1, name: content.title, exact: true }).waitFor()
  expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)
  expect(await page.title()).toContain(content.title)
}

describe.each(STATIC_PAGES)('the %s page', (name) => {
  it.each(LOCALES_BY_PAGE[name])(
    'in %s: heading, contents links that move to their section, no serious axe violation',
    async (locale) => {
      const content = await loadDocument(name, locale)
      const last = content.sections.at(-1)
      if (!last) throw new Error(`${name} has no section`)
      const context = await newContext(browser)
      const page = await context.newPage()

      await page.goto(localizedPath(locale, { name }))
      await expectReadable(page, content, locale)
      await expect.poll(() => page.getAttribute('html', 'lang')).toBe(locale)

      const contents = page.getByRole('navigation', { name: contentsLabel(locale), exact: true })
      expect(await contents.getByRole('link').count()).toBe(content.sections.length)
      await contents.getByRole('link', { name: last.heading, exact: true }).click()
      await page.waitForURL((url) => url.hash === `#${last.id}`)
      await expect.poll(() => scrolledTo(page, last.id), { timeout: 5000 }).toBe(true)
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(last.id)

      expect(await seriousViolations(page)).toEqual([])
      await context.close()
    },
  )

  it(`in ${LOCALES_BY_PAGE[name][0]} at 360 px: fits the screen and has no serious axe violation`, async () => {
    const locale = LOCALES_BY_PAGE[name][0]
    const content = await loadDocument(name, locale)
    const context = await newContext(browser, { width: 360 })
    const page = await context.newPage()

    await page.goto(localizedPath(locale, { name }))
    await expectReadable(page, content, locale)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)

    expect(await seriousViolations(page)).toEqual([])
    await context.close()
  })
})

describe('a link to a section', () => {
  it('opens the page scrolled to that section once its document has loaded', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    const content = await loadDocument('privacy-policy', 'es')

    await page.goto(localizedPath('es', { name: 'privacy-policy', hash: 'retention' }))
    await expectReadable(page, content, 'es')
    await expect.poll(() => scrolledTo(page, 'retention'), { timeout: 5000 }).toBe(true)
    await context.close()
  })
})
