import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Locale } from '@questboard/domain/constants'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { leaves, parseMime } from '../../api/src/testing/mime'
import { launchBrowser, newContext, seriousViolations } from './support/browser'
import { catalogText } from './support/catalog'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`

/** The mail the run's SMTP server received for `email` (global-setup writes each one to mailDir). */
async function receivedMail(email: string, timeoutMs = 20_000) {
  const mailDir = inject('mailDir')
  const deadline = Date.now() + timeoutMs
  for (;;) {
    for (const file of readdirSync(mailDir)) {
      const mail = JSON.parse(readFileSync(path.join(mailDir, file), 'utf8')) as { to: string[]; raw: string }
      if (!mail.to.includes(email)) continue
      const message = parseMime(mail.raw)
      const text =
        leaves(message).find((part) => part.headers['content-type']?.startsWith('text/plain'))?.body ?? ''
      return { subject: message.headers.subject ?? '', text, headers: message.headers }
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${email}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

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
const footerForm = (page: Page, locale: Locale) =>
  page.locator('footer').getByRole('region', { name: catalogText(locale, 'newsletter.title') })

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
