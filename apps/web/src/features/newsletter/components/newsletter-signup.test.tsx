// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderScreen, stubFetch } from '../../../testing/render'
import { NewsletterSignup } from './newsletter-signup'

const EMAIL_MESSAGE = 'This value is required and must be a valid email address'
const CONSENT =
  'We use your address only to send you the newsletter, and every mail has an unsubscribe link. See our privacy policy.'

/** What the field is described by, in order: its error first (once invalid), then what the address is for. */
function descriptionOf(field: HTMLElement) {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? []
  return ids.map((id) => document.getElementById(id)?.textContent)
}

describe('the newsletter sign-up', () => {
  it('refuses a malformed address without sending it, and says why next to the field', async () => {
    const requests = stubFetch(() => ({ status: 202, json: { detail: 'ok' } }))
    const { user } = renderScreen(<NewsletterSignup variant="section" />)

    const field = screen.getByRole('textbox', { name: 'Email address' })
    expect(descriptionOf(field)).toEqual([CONSENT])
    await user.type(field, 'not-an-address')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))

    await waitFor(() => expect(descriptionOf(field)).toEqual([EMAIL_MESSAGE, CONSENT]))
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(requests).toEqual([])
  })

  it('posts the address with the interface language and asks to confirm by mail', async () => {
    const requests = stubFetch(() => ({ status: 202, json: { detail: 'Confirmation sent.' } }))
    const { user } = renderScreen(<NewsletterSignup variant="footer" />)

    await user.type(screen.getByRole('textbox', { name: 'Email address' }), '  ada@example.com ')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))

    expect((await screen.findByRole('status')).textContent).toContain('click its link to confirm')
    expect(requests).toMatchObject([
      {
        method: 'POST',
        url: '/api/newsletter/subscriptions/',
        body: { email: 'ada@example.com', locale: 'en' },
      },
    ])
  })

  it('warns that the address may already be registered when the API knows it', async () => {
    stubFetch(() => ({ status: 409, json: { detail: 'Already subscribed.' } }))
    const { user } = renderScreen(<NewsletterSignup variant="section" />)

    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))

    expect((await screen.findByRole('alert')).textContent).toContain('Perhaps you are already registered?')
  })

  it('shows the field error when the API refuses the address', async () => {
    stubFetch(() => ({ status: 400, json: { email: ['This value must be a valid email address'] } }))
    const { user } = renderScreen(<NewsletterSignup variant="section" />)

    const field = screen.getByRole('textbox', { name: 'Email address' })
    await user.type(field, 'ada@example.invalid')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))

    await waitFor(() => expect(descriptionOf(field)).toEqual([EMAIL_MESSAGE, CONSENT]))
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(field).toHaveProperty('value', 'ada@example.invalid')
  })
})
