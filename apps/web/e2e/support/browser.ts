// Debian's Chromium driven by playwright-core, started as scripts/chromium.mjs says.
import AxeBuilder from '@axe-core/playwright'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { afterEach, inject } from 'vitest'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../../scripts/chromium.mjs'

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] })
}

/**
 * A fresh browser context (no storage) whose relative URLs resolve against the running web app. The service
 * worker is blocked unless a test is about it (`serviceWorkers: 'allow'`): `context.route` does not see the
 * requests a worker makes, and its 5-second update check reloads open pages whenever the build changes.
 */
export function newContext(
  browser: Browser,
  options: { locale?: string; width?: number; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: inject('webUrl'),
    locale: options.locale ?? 'en-GB',
    viewport: { width: options.width ?? 1280, height: 900 },
    serviceWorkers: options.serviceWorkers ?? 'block',
  })
}

/** Serious and critical accessibility violations axe finds on the page. */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target).join(', ')})`,
    )
}

/** Every accessibility violation axe finds on the page, whatever its impact (issue 13: zero on its pages). */
export async function allViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} (${violation.nodes.map((node) => node.target).join(', ')})`,
  )
}

/**
 * When a test of the file fails, prints what `page()` showed then (its address and its text) beside the error:
 * a journey that failed once in a long run can be read from the log alone.
 */
export function showPageOnFailure(page: () => Page | undefined) {
  afterEach(async ({ task }) => {
    const shown = page()
    if (task.result?.state !== 'fail' || !shown || shown.isClosed()) return
    const text = await shown
      .locator('body')
      // biome-ignore lint/performance/useDomNodeTextContent: what is shown, laid out in lines, not hidden text
      .innerText({ timeout: 2000 })
      .catch((error: unknown) => `(unreadable: ${String(error)})`)
    console.error(`── "${task.name}" failed; the page at ${shown.url()} showed ──\n${text}`)
  })
}
