// A player who asks to become an organizer, in Chromium: refused the organizer's pages, the request in Spanish
// (its form's errors, then sent), approved by the admin in the admin space, and creating events after signing
// in again.
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, seriousViolations } from './support/browser'
import { type SignedInOptions, shoot, signedInAs } from './support/organizer'
import { DEMO_ACCOUNTS, type DemoAccount, settledPathname } from './support/sign-in'

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

describe('a player becomes an organizer', { retry: 0 }, () => {
  it('asks in Spanish, the admin approves in the admin space, and after signing in again creates events', async () => {
    const jugador = await signedIn('jugador', '/es/events')
    await jugador.goto('/es/profile/event')
    expect(await settledPathname(jugador)).toBe('/es/')

    await jugador.goto('/es/profile/organizer-request')
    await jugador.getByRole('heading', { name: 'Hazte organizador', level: 1 }).waitFor()
    await jugador.getByRole('button', { name: 'Enviar mi solicitud' }).click()
    await jugador
      .getByText('Falta información para guardar tu formulario.')
      .or(jugador.locator('[aria-invalid="true"]'))
      .first()
      .waitFor()
    await jugador.getByLabel('ID de cuenta').fill('ACC-2026-42')
    await jugador.getByLabel('Número de cliente').fill('C-98765')
    await jugador.getByLabel('Número fiscal').fill('ESB12345678')
    await jugador.getByRole('button', { name: 'Enviar mi solicitud' }).click()
    await jugador.getByText('Tu solicitud se está revisando.').waitFor()
    expect(await seriousViolations(jugador)).toEqual([])
    await shoot(jugador, 'organizer-request-es')

    const admin = await signedIn('admin', '/admin')
    await admin.getByRole('link', { name: 'Organizer requests' }).click()
    const row = admin.getByRole('row').filter({ hasText: DEMO_ACCOUNTS.jugador.nickname })
    await row.getByRole('button', { name: /Approve/ }).click()
    const confirm = admin.getByRole('dialog', { name: 'Approve this request?' })
    expect(await seriousViolations(admin)).toEqual([])
    await shoot(admin, 'admin-approve-dialog')
    await confirm.getByRole('button', { name: 'Approve', exact: true }).click()
    await admin.getByText('The request has been approved').waitFor()

    await jugador.reload()
    await jugador.getByText(/Tu solicitud ha sido aprobada/).waitFor()
    // Signing in again, in a new browser session, brings a token with the organizer role. (Signing out is
    // the identity tests' story; navigating right after it raced the sign-out's own redirects.)
    const organizer = await signedIn('jugador', '/es/profile/event')
    expect(await settledPathname(organizer)).toBe('/es/profile/event')
  })
})
