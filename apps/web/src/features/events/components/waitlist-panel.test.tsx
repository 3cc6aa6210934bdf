// @vitest-environment happy-dom
import type { Waitlist } from '@questboard/domain/waitlist.schema'
import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { eventDetail } from '../../../testing/events'
import { renderScreen, type SentRequest, stubFetch } from '../../../testing/render'
import { useEvent } from '../api/get-event'
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
    useViewerKey: () => (identity.status === 'connected' ? 'ada' : null),
  }
})

beforeEach(() => {
  identity.status = 'connected'
  identity.oldEnough = true
  identity.signIn = () => {}
})

const soldOut = eventDetail({
  status: 'published',
  time_state: 'future',
  registration_open: false,
  seats_left: 0,
  lifecycle_labels: ['sold_out'],
  timezone: 'Europe/Paris',
})

const OFFER_ENDS = '2030-01-20T17:30:00.000Z'

/** The panel as the event page holds it: fed by the event's query, so a claim that registers re-renders it. */
function EventRegistration() {
  const event = useEvent('42').data
  return event ? <RegistrationPanel event={event} externalUrl={null} /> : null
}

/** A waitlist server for one player: `place` null (not in line), a number, or 'offer' / 'expired'. */
function serveWaitlist(start: {
  place: null | number | 'offer' | 'expired'
  count: number
  /** The claim comes too late (true), or the store's rule about missed events refuses it: the API says no. */
  claimRefused?: boolean | 'no_shows_barred'
}) {
  const state = { ...start }
  const body = (): Waitlist => ({
    count: state.count,
    line: null,
    place:
      state.place === null
        ? null
        : {
            position: typeof state.place === 'number' ? state.place : 1,
            joined_at: '2030-01-10T10:00:00.000Z',
            offer:
              typeof state.place === 'number'
                ? null
                : {
                    offered_at: '2030-01-19T17:30:00.000Z',
                    expires_at: OFFER_ENDS,
                    open: state.place === 'offer',
                  },
          },
  })
  let registered = false
  const requests = stubFetch((request: SentRequest) => {
    if (request.url === '/api/events/42/') {
      return {
        json: registered ? { ...soldOut, is_registered: true, lifecycle_labels: ['registered'] } : soldOut,
      }
    }
    if (request.url === '/api/events/42/waitlist/' && request.method === 'GET') return { json: body() }
    if (request.url === '/api/events/42/waitlist/' && request.method === 'POST') {
      state.count += 1
      state.place = state.count
      return { status: 201, json: body() }
    }
    if (request.url === '/api/events/42/waitlist/' && request.method === 'DELETE') {
      state.count -= 1
      state.place = null
      return { status: 204 }
    }
    if (request.url === '/api/events/42/waitlist/claim/') {
      if (state.claimRefused === 'no_shows_barred') {
        return { status: 403, json: { detail: 'Refused.', reason: 'no_shows_barred', opens_at: null } }
      }
      if (state.place !== 'offer' || state.claimRefused) {
        return { status: 409, json: { detail: 'No seat is offered to you.' } }
      }
      registered = true
      return { status: 201 }
    }
    return undefined
  })
  return requests
}

const INTRO =
  'Join the waitlist: if a seat frees up, it is offered to the first in line by email, with up to 24 hours to claim it.'
const IN_LINE_HINT = 'If a seat frees up for you, we will email you and show it here.'

/** What the waitlist's polite live region says, line by line (null when there is none). */
function announced() {
  const region = document.querySelector('[aria-live="polite"]')
  return region && Array.from(region.querySelectorAll('p, strong'), (line) => line.textContent)
}

/** Why the panel takes no registration. */
const closedReason = () => screen.getByText(/^This event/).textContent

describe('the waitlist of a sold-out event', () => {
  it('lets a player join in the interface language, then shows their number in line', async () => {
    const requests = serveWaitlist({ place: null, count: 2 })
    const { user } = renderScreen(<RegistrationPanel event={soldOut} externalUrl={null} />)

    expect(closedReason()).toBe('This event is sold out.')
    await waitFor(() => expect(announced()).toEqual([INTRO, '2 players are waiting.']))
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }))

    await waitFor(() => expect(announced()).toEqual(['You are number 3 on the waitlist.', IN_LINE_HINT]))
    const join = requests.find((request) => request.method === 'POST')
    expect(join?.url).toBe('/api/events/42/waitlist/')
    expect(join?.headers.get('Accept-Language')).toBe('en')
    // The Join button is gone: the keyboard focus stays in the panel, not lost on the page.
    await waitFor(() => expect(document.activeElement?.textContent).toContain('You are number 3'))
    expect(screen.queryByRole('button', { name: 'Join the waitlist' })).toBeNull()
    expect((screen.getByRole('button', { name: 'Leave the waitlist' }) as HTMLButtonElement).disabled).toBe(
      false,
    )
  })

  it('leaving is one click, and says so', async () => {
    const requests = serveWaitlist({ place: 4, count: 5 })
    const { user } = renderScreen(<RegistrationPanel event={soldOut} externalUrl={null} />)

    await user.click(await screen.findByRole('button', { name: 'Leave the waitlist' }))
    expect((await screen.findByRole('status')).textContent).toContain('You have left the waitlist.')
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.url)).toEqual([
      '/api/events/42/waitlist/',
    ])
    await waitFor(() => expect(announced()).toEqual([INTRO, '4 players are waiting.']))
    expect((screen.getByRole('button', { name: 'Join the waitlist' }) as HTMLButtonElement).disabled).toBe(
      false,
    )
  })

  it('shows a seat offered until when, on the venue’s clock, and claiming it confirms the registration', async () => {
    const requests = serveWaitlist({ place: 'offer', count: 3 })
    const { user } = renderScreen(<EventRegistration />)

    await waitFor(() =>
      expect(announced()).toEqual([
        expect.stringMatching(/^A seat is held for you until .*20.*18:30 CET\.$/),
        'Claim it before then, or it goes to the next player in line.',
      ]),
    )
    await user.click(screen.getByRole('button', { name: 'Claim my seat' }))

    // The event, read again, says registered: the waitlist gives way, and the confirmation still opens.
    await screen.findByText('You are registered for this event.')
    expect(announced()).toBeNull()
    expect(screen.queryByRole('button', { name: /waitlist|Claim/ })).toBeNull()
    const dialog = await screen.findByRole('dialog', { name: 'Well done!' })
    await waitFor(() => expect((dialog as HTMLDialogElement).open).toBe(true))
    expect(dialog.querySelector('p')?.textContent).toBe('You are registered for “Weekend tournament”.')
    const claim = requests.find((request) => request.url === '/api/events/42/waitlist/claim/')
    expect(claim).toMatchObject({ method: 'POST' })
    expect(claim?.headers.get('Accept-Language')).toBe('en')
  })

  it('shows the API’s reason when a claim is refused', async () => {
    serveWaitlist({ place: 'offer', count: 1, claimRefused: true })
    const { user } = renderScreen(<RegistrationPanel event={soldOut} externalUrl={null} />)
    await user.click(await screen.findByRole('button', { name: 'Claim my seat' }))
    expect((await screen.findByRole('alert')).textContent).toContain('No seat is offered to you.')
    expect(screen.queryByRole('dialog', { name: 'Well done!' })).toBeNull()
  })

  it('words a refusal by the store’s rule about missed events in the player’s language', async () => {
    serveWaitlist({ place: 'offer', count: 1, claimRefused: 'no_shows_barred' })
    const { user } = renderScreen(<RegistrationPanel event={soldOut} externalUrl={null} />)
    await user.click(await screen.findByRole('button', { name: 'Claim my seat' }))
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You missed 2 or more events you registered for in the last 90 days: this store does not take your ' +
        'registration for this event.',
    )
  })

  it('says when an offer ran out, with no claim button', async () => {
    serveWaitlist({ place: 'expired', count: 2 })
    renderScreen(<RegistrationPanel event={soldOut} externalUrl={null} />)
    await waitFor(() =>
      expect(announced()).toEqual([
        'The seat offered to you was not claimed in time: it goes to the next player in line.',
      ]),
    )
    expect((screen.getByRole('button', { name: 'Leave the waitlist' }) as HTMLButtonElement).disabled).toBe(
      false,
    )
    expect(screen.queryByRole('button', { name: 'Claim my seat' })).toBeNull()
  })

  it('asks a visitor to sign in, and tells a player under 15 why not, without asking the API', async () => {
    identity.status = 'anonymous'
    const signIn = vi.fn()
    identity.signIn = signIn
    const requests = serveWaitlist({ place: null, count: 0 })
    const { user, unmount } = renderScreen(<RegistrationPanel event={soldOut} externalUrl={null} />)
    expect(screen.getByText(/^Sign in to join/).textContent).toBe(
      'Sign in to join the waitlist, or to claim a seat offered to you.',
    )
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(signIn).toHaveBeenCalledOnce()
    unmount()

    identity.status = 'connected'
    identity.oldEnough = false
    renderScreen(<RegistrationPanel event={soldOut} externalUrl={null} />)
    expect(screen.getByRole('note').textContent).toBe(
      'You are not authorized to participate' +
        'You must be at least 15 years old to register for an event or take part in it.',
    )
    expect(screen.queryByRole('button', { name: 'Join the waitlist' })).toBeNull()
    expect(requests).toEqual([])
  })

  it('is gone once the registration deadline has passed: no seat is offered any more', async () => {
    const requests = serveWaitlist({ place: 2, count: 3 })
    const closed = { ...soldOut, registration_deadline: '2020-01-01T10:00:00.000Z' }
    renderScreen(<RegistrationPanel event={closed} externalUrl={null} />)
    expect(closedReason()).toBe('This event is sold out.')
    expect(screen.queryByRole('button', { name: /waitlist/ })).toBeNull()
    expect(requests).toEqual([])
  })

  it('says so when the place cannot be loaded, and tries again on demand', async () => {
    let fail = true
    stubFetch(() =>
      fail ? { status: 503, json: { detail: 'Down.' } } : { json: { count: 0, place: null, line: null } },
    )
    const { user } = renderScreen(<RegistrationPanel event={soldOut} externalUrl={null} />)
    // A server error is tried once more before the panel gives up.
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 })
    expect(alert.textContent).toContain('Your place on the waitlist could not be loaded.')
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(announced()).toEqual([INTRO]))
    expect(screen.queryByRole('alert')).toBeNull()
    expect((screen.getByRole('button', { name: 'Join the waitlist' }) as HTMLButtonElement).disabled).toBe(
      false,
    )
  })
})
