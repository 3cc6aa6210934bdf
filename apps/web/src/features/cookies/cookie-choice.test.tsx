// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { clearAlerts, getAlerts } from '../../lib/alerts'
import { renderScreen } from '../../testing/render'
import { CookieBanner } from './components/cookie-banner'
import { COOKIE_CONSENT_STORAGE_KEY } from './cookie-consent'
import CookiePreferencesRoute from './routes/cookie-preferences'

const stored = () => JSON.parse(localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY) ?? 'null')

describe('the cookie banner', () => {
  afterEach(clearAlerts)

  const withPage = (
    <>
      <CookieBanner />
      <main tabIndex={-1}>
        <h1>Events</h1>
      </main>
    </>
  )

  it('asks a visitor who has not chosen, and remembers a refusal in one step', async () => {
    const { user } = renderScreen(withPage, { page: 'home' })

    const banner = screen.getByRole('region', { name: 'Cookies on Questboard' })
    expect(within(banner).getByRole('link', { name: 'Customise' }).getAttribute('href')).toBe(
      '/cookie-preferences',
    )
    await user.click(within(banner).getByRole('button', { name: 'Refuse all' }))

    expect(stored()).toMatchObject({ analytics: false, maps: false })
    // Gone at once: nothing more to click away; the page takes the focus the banner's button had.
    expect(screen.queryByRole('region', { name: 'Cookies on Questboard' })).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('main'))
    // What was chosen, and where to change it, in an alert that closes by itself.
    expect(getAlerts()).toEqual([
      expect.objectContaining({
        status: 'success',
        message:
          'You refused the optional cookies. You can change your choice at any time in the cookie preferences.',
      }),
    ])
  })

  it('accepts every category, and is not shown again once chosen', async () => {
    const first = renderScreen(withPage, { page: 'home' })
    await first.user.click(screen.getByRole('button', { name: 'Accept all' }))
    expect(stored()).toMatchObject({ analytics: true, maps: true })
    expect(getAlerts()[0]?.message).toMatch(/^You accepted all cookies\./)
    first.unmount()

    renderScreen(<CookieBanner />, { page: 'event-list' })
    expect(screen.queryByRole('region', { name: 'Cookies on Questboard' })).toBeNull()
  })

  it('stays out of the cookie preferences page, which asks the same in full', () => {
    renderScreen(<CookieBanner />, { page: 'cookie-preferences' })
    expect(screen.queryByRole('region', { name: 'Cookies on Questboard' })).toBeNull()
  })
})

describe('the cookie preferences page', () => {
  it('labels a switch per category, the necessary one always on', () => {
    renderScreen(<CookiePreferencesRoute />, { page: 'cookie-preferences' })

    const necessary = screen.getByRole('switch', { name: 'Necessary' }) as HTMLInputElement
    expect(necessary.checked).toBe(true)
    expect(necessary.disabled).toBe(true)
    for (const name of ['Analytics', 'Maps']) {
      expect((screen.getByRole('switch', { name }) as HTMLInputElement).checked).toBe(false)
    }
    expect(screen.getByText(/You have not made a choice yet/).textContent).not.toMatch(
      /You (accepted|refused)/,
    )
  })

  it('saves the chosen categories and says when the choice lapses', async () => {
    const { user } = renderScreen(<CookiePreferencesRoute />, { page: 'cookie-preferences' })

    await user.click(screen.getByRole('switch', { name: 'Maps' }))
    await user.click(screen.getByRole('button', { name: 'Save my preferences' }))

    expect(stored()).toMatchObject({ analytics: false, maps: true })
    const status = screen.getByRole('status')
    expect(status.textContent).toContain('Your cookie preferences have been saved.')
    expect(status.textContent).toMatch(/Choice made on .+, valid until .+\./)
  })

  it('shows a choice made elsewhere', () => {
    localStorage.setItem(
      COOKIE_CONSENT_STORAGE_KEY,
      JSON.stringify({ analytics: true, maps: false, givenAt: new Date().toISOString() }),
    )
    renderScreen(<CookiePreferencesRoute />, { page: 'cookie-preferences' })

    expect((screen.getByRole('switch', { name: 'Analytics' }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByRole('switch', { name: 'Maps' }) as HTMLInputElement).checked).toBe(false)
  })
})
