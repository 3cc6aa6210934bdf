/** What the organizer e2e files share: a signed-in page on its own context, and screenshots on demand. */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { launchBrowser, newContext } from './browser'
import { DEMO_ACCOUNTS, type DemoAccount, signIn } from './sign-in'

export type SignedInOptions = { width?: number }

/** A page of a new context of `browser`, signed in as `account`, at `path` (the caller closes its context). */
export async function signedInAs(
  browser: Browser,
  account: DemoAccount,
  path = '/',
  options: SignedInOptions = {},
) {
  const context = await newContext(browser, options)
  // The loyalty club's invitation (a modal on loyalty locales) is someone else's story: shown already.
  await context.addInitScript(() =>
    localStorage.setItem('loyalty', JSON.stringify({ hidden_at: new Date().toISOString() })),
  )
  const page = await context.newPage()
  // Signed out, a guarded page sends the visitor home: sign in on a public page, then go there.
  const start = path.startsWith('/es/') ? '/es/events' : '/events'
  await page.goto(start)
  await page.locator('main h1').first().waitFor()
  await signIn(page, DEMO_ACCOUNTS[account].email)
  if (path !== start) {
    await page.goto(path)
    await page.locator('main h1').first().waitFor()
  }
  return page
}

/**
 * One Chromium for a test file: launched before its tests, closed after them with every context opened through
 * `context` or `signedIn`.
 */
export function fileBrowser() {
  let browser: Browser | undefined
  const contexts: BrowserContext[] = []
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    for (const context of contexts) await context.close()
    await browser?.close()
  })
  const launched = () => {
    if (!browser) throw new Error('The browser is launched before the tests (beforeAll)')
    return browser
  }
  return {
    async context(options?: Parameters<typeof newContext>[1]) {
      const context = await newContext(launched(), options)
      contexts.push(context)
      return context
    },
    async signedIn(account: DemoAccount, path?: string, options?: SignedInOptions) {
      const page = await signedInAs(launched(), account, path, options)
      contexts.push(page.context())
      return page
    },
  }
}

/** Screenshots for a person to look at, only when E2E_SCREENSHOTS names a directory. */
export async function shoot(page: Page, name: string) {
  const directory = process.env.E2E_SCREENSHOTS
  if (directory) await page.screenshot({ path: `${directory}/${name}.png`, fullPage: true })
}
