// The home page (upcoming events, near me, the search entry) in two languages and two widths, spec §8's
// response rule as a visitor meets it, and the critical-error page of a failing event load.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newContext, seriousViolations } from './support/browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const TEXTS = {
  en: {
    path: '/',
    upcoming: 'Upcoming events',
    nearTitle: 'Upcoming events near you',
    nearMe: 'Events near me',
    seeAll: 'See all upcoming events',
    search: 'Search',
    game: 'Game',
    town: 'Near a town or postcode',
    apiTitle: 'Service error',
  },
  fr: {
    path: '/fr/',
    upcoming: 'Prochains événements',
    nearTitle: 'Prochains événements près de chez vous',
    nearMe: 'Événements près de moi',
    seeAll: 'Voir tous les événements à venir',
    search: 'Rechercher',
    game: 'Jeu',
    town: 'Près d’une ville ou d’un code postal',
    apiTitle: 'Erreur du service',
  },
} as const

/** The Event API's list call (`GET /api/events/?…`), not the detail or the other resources under it. */
const isEventList = (url: URL) => url.pathname === '/api/events/'

const cards = (page: Page) => page.locator('main article')

async function openHome(locale: keyof typeof TEXTS, width: number) {
  const context = await newContext(browser, { locale: locale === 'fr' ? 'fr-FR' : 'en-GB', width })
  const page = await context.newPage()
  await page.goto(TEXTS[locale].path)
  // On a phone the cards render as the section nears the viewport (the test below).
  await page.getByRole('heading', { name: TEXTS[locale].upcoming, exact: true }).scrollIntoViewIfNeeded()
  await cards(page).first().waitFor()
  return { context, page }
}

describe('the home page', () => {
  for (const locale of ['en', 'fr'] as const) {
    for (const width of [1280, 360]) {
      it(`shows the upcoming events and searches in ${locale} at ${width} px`, async () => {
        const texts = TEXTS[locale]
        const { context, page } = await openHome(locale, width)
        await page.getByRole('heading', { name: texts.upcoming, exact: true }).waitFor()
        // Six on a wide screen, the first three on a phone; each links to its event page.
        await expect.poll(() => cards(page).filter({ visible: true }).count()).toBe(width > 640 ? 6 : 3)
        expect(await cards(page).first().getByRole('link').getAttribute('href')).toMatch(/\/events\/\d+$/)
        expect(await page.getByRole('link', { name: texts.seeAll }).getAttribute('href')).toBe(
          locale === 'en' ? '/events' : '/fr/events',
        )
        expect(await seriousViolations(page)).toEqual([])
        // No horizontal scrolling on a phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)

        const search = page.getByRole('search')
        const game = search.getByLabel(texts.game, { exact: true })
        await expect.poll(() => game.locator('option').count()).toBeGreaterThan(1)
        const gameId = await game.locator('option').nth(1).getAttribute('value')
        await game.selectOption(gameId ?? '')
        // The town from the shipped gazetteer, chosen by keyboard among its suggestions (Paris, France first).
        const town = search.getByRole('combobox', { name: texts.town })
        await town.fill('Paris')
        const first = search.getByRole('listbox').getByRole('option').first()
        await first.waitFor()
        expect(await first.textContent()).toMatch(/^Paris/)
        await town.press('Enter')
        await search.getByRole('button', { name: texts.search, exact: true }).click()

        await page.waitForURL((url) => url.pathname === (locale === 'en' ? '/events' : '/fr/events'))
        const query = Object.fromEntries(new URL(page.url()).searchParams)
        expect(query).toMatchObject({ game: gameId, place: 'Paris', radius: '50' })
        expect(Number(query.latitude)).toBeCloseTo(48.85, 1)
        expect(Number(query.longitude)).toBeCloseTo(2.35, 1)
        // The list's own filters read the same search back from the address.
        await expect
          .poll(() => page.getByRole('main').getByRole('combobox', { name: texts.town }).inputValue())
          .toBe('Paris')
        await context.close()
      })
    }
  }

  it('loads the events at once on a phone but renders their cards as the visitor scrolls to them', async () => {
    const context = await newContext(browser, { width: 360 })
    const page = await context.newPage()
    await page.setViewportSize({ width: 360, height: 640 })
    const listed = page.waitForResponse((response) => isEventList(new URL(response.url())))
    await page.goto('/')
    const upcoming = page.getByRole('heading', { name: TEXTS.en.upcoming, exact: true })
    await listed
    // Below the hero and the search, further than the 200 px ahead the cards are rendered in.
    expect(await upcoming.evaluate((heading) => heading.getBoundingClientRect().top)).toBeGreaterThan(
      640 + 200,
    )
    await page.waitForTimeout(500)
    expect(await cards(page).count()).toBe(0)

    await upcoming.scrollIntoViewIfNeeded()
    await expect.poll(() => cards(page).count()).toBe(6)
    await context.close()
  })

  it('orders by distance from the visitor after "near me", and keeps it on the way back', async () => {
    const context = await newContext(browser)
    await context.grantPermissions(['geolocation'])
    // Berlin, within 5 km of the preset city: that city is selected (spec §4).
    await context.setGeolocation({ latitude: 52.52, longitude: 13.405 })
    const page = await context.newPage()
    await page.goto('/')
    await cards(page).first().waitFor()

    await page.getByRole('button', { name: TEXTS.en.nearMe }).click()
    await page.getByRole('heading', { name: TEXTS.en.nearTitle }).waitFor()
    await page.waitForURL((url) => url.searchParams.get('latitude') === '52.52')
    expect(new URL(page.url()).searchParams.get('city')).toBe('401')
    await expect.poll(() => cards(page).first().textContent()).toMatch(/Berlin.*\d+(\.\d+)?\s?km/s)
    const seeAll = await page.getByRole('link', { name: TEXTS.en.seeAll }).getAttribute('href')
    expect(seeAll).toContain('latitude=52.52')
    expect(seeAll).toContain('city=401')

    await cards(page).first().getByRole('link').click()
    await page.waitForURL((url) => /^\/events\/\d+$/.test(url.pathname))
    await page.goBack()
    await page.getByRole('heading', { name: TEXTS.en.nearTitle }).waitFor()
    await context.close()
  })
})

describe('the §8 response rule', () => {
  it('raises the api alert with the response’s detail for a 500, in the page’s language', async () => {
    for (const locale of ['en', 'fr'] as const) {
      const context = await newContext(browser)
      const page = await context.newPage()
      await page.route(isEventList, (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"detail":"Database unavailable"}',
        }),
      )
      await page.goto(TEXTS[locale].path)
      const alert = page.getByRole('alert').filter({ hasText: TEXTS[locale].apiTitle })
      await alert.waitFor()
      expect(await alert.textContent()).toContain('Database unavailable')
      // One alert, however many calls failed (the list is asked again once).
      expect(await page.getByRole('alert').count()).toBe(1)
      expect(await seriousViolations(page)).toEqual([])
      await alert.getByRole('button').click()
      await alert.waitFor({ state: 'detached' })
      await context.close()
    }
  })

  it('uses error_description when there is no detail', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    await page.route(isEventList, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"error_description":"Try later"}',
      }),
    )
    await page.goto('/')
    await page.getByRole('alert').filter({ hasText: 'Try later' }).waitFor()
    await context.close()
  })

  it('raises none for a 404', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    await page.route(isEventList, (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: '{"detail":"Not found."}' }),
    )
    await page.goto('/')
    await page.getByText('The upcoming events could not be loaded.').waitFor()
    await page.getByRole('button', { name: 'Try again' }).waitFor()
    expect(await page.getByRole('alert').count()).toBe(0)
    await context.close()
  })
})

describe('the critical-error page', () => {
  it('shows a failing event load in the current language, with a retry and a way home', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    const isEventDetail = (url: URL) => /^\/api\/events\/\d+\/$/.test(url.pathname)
    await page.route(isEventDetail, (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: '{"detail":"Upstream down"}' }),
    )
    await page.goto('/fr/events/1')
    await page.getByRole('heading', { name: 'Une erreur critique est survenue !' }).waitFor()
    await page.getByRole('button', { name: 'Recharger la page' }).waitFor()
    expect(await page.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toMatch(
      /^\/fr\/?$/,
    )
    // The §8 alert says what the server said.
    await page.getByRole('alert').filter({ hasText: 'Upstream down' }).waitFor()
    expect(await seriousViolations(page)).toEqual([])

    await page.unroute(isEventDetail)
    await page.getByRole('link', { name: "Retour à l'accueil" }).click()
    await page.getByRole('heading', { name: TEXTS.fr.upcoming }).waitFor()
    await context.close()
  })
})
