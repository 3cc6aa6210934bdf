// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { eventDetail } from '../../../testing/events'
import { pressEscapeIn, renderScreen, stubFetch } from '../../../testing/render'
import { DeckPhotoUpload } from './deck-photo-upload'
import { RegistrationPanel } from './registration-panel'

// Who is signed in is the identity feature's business (an OpenID Connect session): these tests set it.
const identity = vi.hoisted(() => ({
  status: 'connected' as 'connected' | 'anonymous',
  oldEnough: true,
  signIn: (() => {}) as () => void,
}))
vi.mock('../../identity', async (importActual) => {
  const actual = await importActual<typeof import('../../identity')>()
  return {
    ...actual,
    useIdentity: () => ({
      status: identity.status,
      user: identity.status === 'connected' ? { id: 'ada', toolToken: 'tool-token' } : null,
      signIn: identity.signIn,
      isOldEnough: () => identity.oldEnough,
    }),
  }
})

beforeEach(() => {
  identity.status = 'connected'
  identity.oldEnough = true
  identity.signIn = () => {}
})

const open = eventDetail({ status: 'published', registration_open: true, name: 'Weekend tournament' })

describe('registering for an event', () => {
  it('registers in the interface language and confirms in a modal that closes back to the panel', async () => {
    const requests = stubFetch((request) =>
      request.method === 'POST' ? { status: 201, json: {} } : undefined,
    )
    const { user } = renderScreen(<RegistrationPanel event={open} externalUrl={null} />)

    await user.click(screen.getByRole('button', { name: 'Register' }))

    const dialog = (await screen.findByRole('dialog', { name: 'Well done!' })) as HTMLDialogElement
    await waitFor(() => expect(dialog.open).toBe(true))
    expect(dialog.querySelector('p')?.textContent).toBe('You are registered for “Weekend tournament”.')
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/events/42/register/' })
    expect(requests[0]?.headers.get('Accept-Language')).toBe('en')

    await user.click(within(dialog).getByRole('button', { name: 'Great, thanks' }))
    expect(dialog.open).toBe(false)
    // Back to the button that opened it, or to the panel when that button is gone or was disabled.
    expect(document.activeElement?.contains(screen.getByRole('button', { name: 'Register' }))).toBe(true)
  })

  it('closes the confirmation on Escape', async () => {
    stubFetch((request) => (request.method === 'POST' ? { status: 201, json: {} } : undefined))
    const { user } = renderScreen(<RegistrationPanel event={open} externalUrl={null} />)
    await user.click(screen.getByRole('button', { name: 'Register' }))
    const dialog = (await screen.findByRole('dialog', { name: 'Well done!' })) as HTMLDialogElement
    await waitFor(() => expect(dialog.open).toBe(true))

    pressEscapeIn(dialog)
    expect(dialog.open).toBe(false)
  })

  it("shows the API's reason when it refuses, and no modal", async () => {
    stubFetch(() => ({ status: 409, json: { detail: 'No seats left.' } }))
    const { user } = renderScreen(<RegistrationPanel event={open} externalUrl={null} />)

    await user.click(screen.getByRole('button', { name: 'Register' }))

    expect((await screen.findByRole('alert')).textContent).toContain('No seats left.')
    expect(screen.queryByRole('dialog', { name: 'Well done!' })).toBeNull()
  })

  it('asks a visitor to sign in instead', async () => {
    identity.status = 'anonymous'
    const signIn = vi.fn()
    identity.signIn = signIn
    const requests = stubFetch(() => undefined)
    const { user } = renderScreen(<RegistrationPanel event={open} externalUrl={null} />)

    await user.click(screen.getByRole('button', { name: 'Sign in to register' }))
    expect(signIn).toHaveBeenCalledOnce()
    expect(requests).toEqual([])
  })

  it('tells a player under 15 on the event day that they may not take part', () => {
    identity.oldEnough = false
    stubFetch(() => undefined)
    renderScreen(<RegistrationPanel event={open} externalUrl={null} />)

    expect(screen.getByRole('note').textContent).toBe(
      'You are not authorized to participate' +
        'You must be at least 15 years old to register for an event or take part in it.',
    )
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull()
  })

  it('lets a registered player unregister until the event starts', async () => {
    const requests = stubFetch(() => ({ status: 204 }))
    const { user } = renderScreen(
      <RegistrationPanel event={{ ...open, is_registered: true }} externalUrl={null} />,
    )

    expect(screen.getByText(/^You are registered for this/).textContent).toBe(
      'You are registered for this event.',
    )
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Unregister' }))
    expect((await screen.findByRole('status')).textContent).toContain('You are no longer registered')
    expect(requests[0]).toMatchObject({ method: 'DELETE', url: '/api/events/42/register/' })
  })
})

describe('the deck photo', () => {
  const png = (size: number) => new File([new Uint8Array(size)], 'deck.png', { type: 'image/png' })

  function renderDeck(deadline: string | null = null) {
    const requests = stubFetch((request) =>
      request.method === 'PUT' ? { status: 200, json: {} } : { status: 404, json: { detail: 'None.' } },
    )
    return {
      requests,
      ...renderScreen(<DeckPhotoUpload eventId="42" deadline={deadline} timeZone="Europe/Paris" />),
    }
  }

  it('refuses a file that is not a JPEG or PNG, or over 5 MB, before sending it', async () => {
    const { user, requests } = renderDeck()
    const input = screen.getByLabelText('Choose a photo')
    expect((await screen.findByText(/^You have not sent/)).textContent).toBe(
      'You have not sent a deck photo yet.',
    )
    expect(screen.queryByRole('img')).toBeNull()

    // A browser's file picker may still offer any file: the form checks the type itself.
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['%PDF'], 'deck.pdf', { type: 'application/pdf' }))
    expect(screen.getByRole('alert').textContent).toBe('This file is not a JPEG or PNG image.')
    expect(input.getAttribute('aria-invalid')).toBe('true')

    await user.upload(input, png(5_000_001))
    expect(screen.getByRole('alert').textContent).toBe('This file is larger than 5 MB.')
    expect((screen.getByRole('button', { name: 'Send the photo' }) as HTMLButtonElement).disabled).toBe(true)
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([])
  })

  it('sends a good photo as deck_photo and says it is saved', async () => {
    const { user, requests } = renderDeck()
    await user.upload(screen.getByLabelText('Choose a photo'), png(1000))
    await user.click(screen.getByRole('button', { name: 'Send the photo' }))

    expect((await screen.findByRole('status')).textContent).toContain('Your deck photo has been saved.')
    const put = requests.find((request) => request.method === 'PUT')
    expect(put?.url).toBe('/api/events/42/register/deck/')
    expect(put?.body).toBeInstanceOf(FormData)
    expect((put?.body as FormData | undefined)?.get('deck_photo')).toMatchObject({
      name: 'deck.png',
      size: 1000,
    })
  })

  it('offers no upload once the deadline has passed', () => {
    renderDeck('2020-01-01T10:00')
    expect(screen.getByText(/deadline/).textContent).toBe('The deck photo deadline has passed.')
    expect(screen.queryByRole('button', { name: 'Send the photo' })).toBeNull()
    expect(screen.queryByLabelText('Choose a photo')).toBeNull()
  })
})
