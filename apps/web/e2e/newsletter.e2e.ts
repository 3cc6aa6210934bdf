import type { Locale } from '@questboard/domain/constants'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, newContext, seriousViolations } from './support/browser'
import { catalogText } from './support/catalog'
import { receivedMail } from './support/mail'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`

function link(text: string, page: 'confirm' | 'unsubscribe'): string {
  const match = text.match(new RegExp(`https?://\\S+/newsletter/${page}\\?token=[\\w-]+`))
  if (!match) throw new Error(`no ${page} link in:\n${text}`)
  return match[0]
}

async function signUp(form: Locator, locale: Locale, email: string) {
  await form.getByLabel(catalogText(locale, 'newsletter.emailLabel')).fill(email)
  await form.getByRole('button', { name: catalogText(locale, 'newsletter.submit') }).click()
}

const homeForm = (page: Page, locale: Locale) =>
  page.locator('main').getByRole('region', { name: catalogText(locale, 'newsletter.title') })
// In the footer (a landmark of its own) the sign-up is a plain block, not a second region of the same name.
const footerForm = (page: Page, _locale: Locale) => page.getByRole('contentinfo')

describe('the newsletter', () => {
  it('signs up from the home page, mails a link that confirms, and warns a second sign-up (English)', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    const email = uniqueEmail('reader')
    await page.goto('/')
    const form = homeForm(page, 'en')
    await form.waitFor()
    expect(await form.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe(
      '/privacy-policy',
    )

    await signUp(form, 'en', email)
    await form.getByText(catalogText('en', 'newsletter.pending')).waitFor()
    expect(await form.getByRole('status').getByText('Well done!').count()).toBe(1)

    const mail = await receivedMail(email)
    expect(mail.subject).toBe('Confirm your subscription to the Questboard newsletter')
    expect(mail.headers['list-unsubscribe']).toMatch(/^<http:\/\/localhost:\d+\/api\/newsletter\/unsubscribe/)
    const confirmUrl = link(mail.text, 'confirm')
    expect(new URL(confirmUrl).origin).toBe(inject('webUrl'))

    await page.goto(confirmUrl)
    await page.getByText('Your email address has been validated to receive our newsletters').waitFor()
    expect(await seriousViolations(page)).toEqual([])

    await page.goto('/')
    await signUp(homeForm(page, 'en'), 'en', email)
    await homeForm(page, 'en')
      .getByText('Unfortunately, your registration could not be saved! Perhaps you are already registered?')
      .waitFor()
    // The form says it: no app-wide "api" alert on top.
    expect(await page.getByText(catalogText('en', 'alerts.api')).count()).toBe(0)

    // Every newsletter mail's unsubscribe link works.
    await page.goto(link(mail.text, 'unsubscribe'))
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await page.getByText(catalogText('en', 'newsletter.unsubscribed')).waitFor()
    await context.close()
  })

  it('signs up from the footer in French: a French mail, a French confirmation page, then the warning', async () => {
    const context = await newContext(browser, { locale: 'fr-FR', width: 360 })
    const page = await context.newPage()
    const email = uniqueEmail('lecteur')
    await page.goto('/fr/events')
    const form = footerForm(page, 'fr')
    await form.waitFor()

    await signUp(form, 'fr', 'pas-une-adresse')
    await form.getByText(catalogText('fr', 'validation.requiredEmail')).waitFor()

    await signUp(form, 'fr', email)
    await form.getByText(catalogText('fr', 'newsletter.pending')).waitFor()
    const mail = await receivedMail(email)
    expect(mail.subject).toBe('Confirmez votre inscription à la newsletter Questboard')
    const confirmUrl = link(mail.text, 'confirm')
    expect(new URL(confirmUrl).pathname).toBe('/fr/newsletter/confirm')

    await page.goto(confirmUrl)
    await page.getByText(catalogText('fr', 'messages.newsletterConfirmed')).waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

    await signUp(footerForm(page, 'fr'), 'fr', email)
    await footerForm(page, 'fr')
      .getByText(catalogText('fr', 'messages.newsletterAlreadyRegistered'))
      .waitFor()
    await context.close()
  })

  it('says when a confirmation link is not valid', async () => {
    const context = await newContext(browser, { locale: 'de-DE' })
    const page = await context.newPage()
    await page.goto('/de/newsletter/confirm?token=not-a-real-token')
    await page.getByText(catalogText('de', 'newsletter.invalidLink')).waitFor()
    await context.close()
  })
})
