// Signing in and out through the real account service, as a user does: the header's button, the
// account service's sign-in page, and back to the web app.
import type { Page } from 'playwright-core'
import { inject } from 'vitest'

export const DEMO_PASSWORD = 'questboard'

/** The demo accounts of DESIGN.md, with the nickname each shows once signed in. */
export const DEMO_ACCOUNTS = {
  player: { email: 'player@questboard.test', nickname: 'Aline', country: 'FR' },
  kid: { email: 'kid@questboard.test', nickname: 'Leo', country: 'FR' },
  organizer: { email: 'organizer@questboard.test', nickname: 'Le Donjon de Paris', country: 'FR' },
  organizer2: { email: 'organizer2@questboard.test', nickname: 'Spielburg Berlin', country: 'DE' },
  admin: { email: 'admin@questboard.test', nickname: 'Admin', country: 'FR' },
  jugador: { email: 'jugador@questboard.test', nickname: 'Javier', country: 'ES' },
} as const

export type DemoAccount = keyof typeof DEMO_ACCOUNTS

/** The web app's header labels and the account page's labels, in the language the page is shown in. */
const LABELS = {
  en: { signIn: 'Sign in', email: 'Email', password: 'Password', signOut: 'Sign out', menu: 'Account menu' },
  fr: {
    signIn: 'Se connecter',
    email: 'E-mail',
    password: 'Mot de passe',
    signOut: 'Se déconnecter',
    menu: 'Menu du compte',
  },
  de: { signIn: 'Anmelden', email: 'E-Mail', password: 'Passwort', signOut: 'Abmelden', menu: 'Kontomenü' },
  es: {
    signIn: 'Iniciar sesión',
    email: 'Correo electrónico',
    password: 'Contraseña',
    signOut: 'Cerrar sesión',
    menu: 'Menú de la cuenta',
  },
  nl: {
    signIn: 'Inloggen',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    signOut: 'Uitloggen',
    menu: 'Accountmenu',
  },
  it: { signIn: 'Accedi', email: 'Email', password: 'Password', signOut: 'Esci', menu: "Menu dell'account" },
} as const

export async function labelsOf(page: Page) {
  const lang = (await page.getAttribute('html', 'lang')) ?? 'en'
  return LABELS[lang as keyof typeof LABELS] ?? LABELS.en
}

const ACCOUNT_MENU = new RegExp(
  Object.values(LABELS)
    .map((labels) => labels.menu)
    .join('|'),
)

/** The header's account button (once signed in), which names the user and says it is the account menu. */
export function accountButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: ACCOUNT_MENU })
}

/**
 * Signs in from the page the browser is on: clicks the header's sign-in, fills the account service's
 * sign-in page and waits until the web app shows the user again, back on the page it started from
 * (`returnTo`, a path with its query and hash, for a page the app does not come back to as it is).
 */
export async function signIn(
  page: Page,
  email: string,
  { password = DEMO_PASSWORD, returnTo }: { password?: string; returnTo?: string } = {},
): Promise<void> {
  const labels = await labelsOf(page)
  const accountOrigin = new URL(inject('accountUrl')).origin
  const back = new URL(returnTo ?? page.url(), inject('webUrl'))
  await page.getByRole('banner').getByRole('button', { name: labels.signIn, exact: true }).click()
  await page.waitForURL((url) => url.origin === accountOrigin)
  await page.getByLabel(labels.email, { exact: true }).fill(email)
  await page.getByLabel(labels.password, { exact: true }).fill(password)
  await page.getByRole('button', { name: labels.signIn, exact: true }).click()
  await page.waitForURL((url) => url.href === back.href)
  await accountButton(page).waitFor()
}

/** Signs out from the header's account menu and waits for the anonymous home page. */
export async function signOut(page: Page): Promise<void> {
  const labels = await labelsOf(page)
  await accountButton(page).click()
  await page.getByRole('banner').getByRole('button', { name: labels.signOut, exact: true }).click()
  const webOrigin = new URL(inject('webUrl')).origin
  // Signing out lands home, in the current language, after the account service: the page it started from
  // keeps its address while the tokens are revoked, so it is home that is waited for, not any page of the app.
  const home = /^\/([a-z]{2}\/)?$/
  await page.waitForURL(
    (url) => url.origin === webOrigin && home.test(url.pathname) && !url.search.includes('signout'),
  )
  await page.getByRole('banner').getByRole('button', { name: labels.signIn, exact: true }).waitFor()
}

/** Every localStorage entry: what a test checks for secrets. */
export function localStorageEntries(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const entries: Record<string, string> = {}
    for (let index = 0; index < localStorage.length; index++) {
      const key = localStorage.key(index)
      if (key !== null) entries[key] = localStorage.getItem(key) ?? ''
    }
    return entries
  })
}

/**
 * Where a guarded page settles: once a page heading shows (the guard shows none while it waits), the
 * path the browser is on — the page itself when let in, home in the current locale when refused.
 */
export async function settledPathname(page: Page): Promise<string> {
  await page.locator('main h1').first().waitFor()
  return new URL(page.url()).pathname
}

/** The tokens the tab's session holds (sessionStorage), to prove none of them reaches localStorage. */
export function sessionSecrets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const user = JSON.parse(sessionStorage.getItem('user') ?? '{}') as Record<string, unknown>
    return [user.accessToken, user.toolToken].filter(
      (value): value is string => typeof value === 'string' && value !== '',
    )
  })
}
