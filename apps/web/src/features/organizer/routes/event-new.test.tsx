// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { errorBeside, field } from '../../../testing/fields'
import { renderScreen } from '../../../testing/render'
import { eventFormApi, writes } from './event-api.testing'
import EventNewRoute from './event-new'

// Who is signed in is the identity feature's business (an OpenID Connect session): these tests set the roles.
const identity = vi.hoisted(() => ({ roles: ['organizer'] as string[] }))
vi.mock('../../identity', async (importActual) => {
  const actual = await importActual<typeof import('../../identity')>()
  return {
    ...actual,
    useIdentity: () => ({ status: 'connected', user: { id: 'ada', roles: identity.roles } }),
    useViewerKey: () => 'ada',
  }
})

beforeEach(() => {
  identity.roles = ['organizer']
})

async function openNewForm() {
  const view = renderScreen(<EventNewRoute />, { path: '/profile/event', page: 'event-new' })
  await screen.findByRole('button', { name: 'Create the event' })
  return view
}

/** A day a month from now: the form takes a start at least one hour ahead. */
const DAY = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)

/** Fills in every field a full event needs, at an address in Paris typed in (not the store's). */
async function fillFullEvent(user: UserEvent) {
  await user.type(field('Event name'), 'Spring league')
  await user.selectOptions(field('Game'), '3')
  await user.selectOptions(field('Event type'), 'tournament')
  await user.type(field('Street and number'), '1 rue de Rivoli')
  await user.type(field('City'), 'Paris')
  await user.type(field('Postal code'), '75001')
  await user.selectOptions(field('Country'), 'FR')
  await user.type(field('Start'), `${DAY}T10:00`)
  await user.type(field('End'), `${DAY}T18:00`)
  await user.selectOptions(field('Language'), 'fr')
  await user.type(field('Maximum number of players'), '32')
  await user.type(field('Description of the event'), 'Six Swiss rounds.')
}

describe('the new-event form', () => {
  it('labels each field of its sections and marks the required ones', async () => {
    eventFormApi()
    await openNewForm()

    const sections = {
      'Main information': ['Event name', 'Game', 'Event type'],
      Address: [
        'Street and number',
        'Additional address line',
        'City',
        'Postal code',
        'Region or state',
        'Country',
      ],
      Date: ['Start', 'End'],
      'Practical information': ['Entry fee', 'Currency', 'Prizes'],
      Description: ['Description of the event'],
    }
    for (const [section, labels] of Object.entries(sections)) {
      const group = screen.getByRole('group', { name: section })
      for (const label of labels) expect(group.contains(field(label))).toBe(true)
    }
    const required = ['Event name', 'Game', 'Event type', 'Street and number', 'City', 'Postal code']
    required.push('Country', 'Start', 'End', 'Language', 'Minimum number of players')
    required.push('Maximum number of players', 'Description of the event')
    for (const label of required) expect(field(label).getAttribute('aria-required')).toBe('true')
    for (const label of ['Additional address line', 'Region or state', 'Entry fee', 'Currency', 'Prizes']) {
      expect(field(label).hasAttribute('aria-required')).toBe(false)
    }
    expect(screen.getByRole('radio', { name: 'Registration on Questboard' })).toHaveProperty('checked', true)
    expect(screen.queryByRole('group', { name: 'Administrator management' })).toBeNull()
  })

  it('refuses an empty form without sending it: each message beside its field, the first one focused', async () => {
    const requests = eventFormApi()
    const { user } = await openNewForm()

    await user.click(screen.getByRole('button', { name: 'Create the event' }))

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Information is missing to save your form.',
    )
    expect(errorBeside(field('Event name'))).toBe(
      'This value is required and must be between 1 and 200 characters',
    )
    expect(errorBeside(field('Game'))).toBe('This value is required')
    expect(errorBeside(field('City'))).toBe('This value is required and must be between 1 and 100 characters')
    expect(errorBeside(field('Start'))).toBe('This value is required')
    expect(errorBeside(field('Description of the event'))).toBe('This value is required')
    expect(errorBeside(field('Minimum number of players'))).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(field('Event name')))
    expect(writes(requests)).toEqual([])
  })

  it('checks the rules between fields: the start, the end, the players and the fee', async () => {
    const requests = eventFormApi()
    const { user } = await openNewForm()
    await fillFullEvent(user)
    await user.clear(field('Start'))
    await user.type(field('Start'), '2020-03-01T10:00')
    await user.clear(field('End'))
    await user.type(field('End'), '2020-03-01T10:30')
    await user.clear(field('Minimum number of players'))
    await user.type(field('Minimum number of players'), '40')
    await user.type(field('Entry fee'), '5')

    await user.click(screen.getByRole('button', { name: 'Create the event' }))

    await waitFor(() =>
      expect(errorBeside(field('Start'))).toBe('The event must start at least one hour from now'),
    )
    expect(errorBeside(field('End'))).toBe('The event must end at least one hour after it starts')
    expect(errorBeside(field('Maximum number of players'))).toBe(
      'The maximum number of players must be at least the minimum',
    )
    expect(errorBeside(field('Currency'))).toBe('A currency is required when the event has a fee')
    expect(writes(requests)).toEqual([])
  })

  it('creates the event as a draft and moves to its edit page', async () => {
    const requests = eventFormApi()
    const signals: string[] = []
    const listen = new AbortController()
    window.addEventListener('event-form-success', (event) => signals.push(event.type), listen)
    const { user, router } = await openNewForm()
    await fillFullEvent(user)

    await user.click(screen.getByRole('button', { name: 'Create the event' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/event/edit/57'))
    expect(router.state.location.state).toMatchObject({
      alert: {
        status: 'success',
        message: 'Your event has been created as a draft. Publish it when it is ready.',
      },
    })
    expect(writes(requests)).toMatchObject([{ method: 'POST', url: '/api/events/' }])
    expect(writes(requests)[0]?.body).toMatchObject({
      name: 'Spring league',
      game: 3,
      event_type: 'Full',
      light_event: false,
      event_subtype: 'tournament',
      event_start_date: `${DAY}T10:00`,
      timezone: 'Europe/Paris',
      use_my_address: false,
      address: { street: '1 rue de Rivoli', city: 'Paris', postcode: '75001', country: 'FR' },
      additional_info: {
        event_end_date: `${DAY}T18:00`,
        language: 'fr',
        min_players: 0,
        max_players: 32,
        event_price: 0,
        event_description: 'Six Swiss rounds.',
      },
    })
    expect(signals).toEqual(['event-form-success'])
    listen.abort()
  })

  it("holds a light event at the store's address, with its date and registration link", async () => {
    const requests = eventFormApi()
    const { user } = await openNewForm()
    await user.click(screen.getByRole('radio', { name: 'Registration with the organizer' }))
    expect(screen.queryByRole('group', { name: 'Practical information' })).toBeNull()
    await user.type(field('Event name'), 'Draft night')
    await user.selectOptions(field('Game'), '3')
    await user.selectOptions(field('Event type'), 'tournament')
    await user.click(screen.getByRole('checkbox', { name: 'The event takes place at my store' }))
    expect(field('Street and number')).toMatchObject({ value: '5 place du Marché', readOnly: true })
    await user.type(field('Date of the event'), DAY)

    await user.click(screen.getByRole('button', { name: 'Create the event' }))
    await waitFor(() => expect(errorBeside(field('Registration link'))).toBe('This value is required'))

    await user.type(field('Registration link'), 'https://example.org/draft-night')
    await user.click(screen.getByRole('button', { name: 'Create the event' }))
    await waitFor(() => expect(writes(requests)).toHaveLength(1))
    expect(writes(requests)[0]?.body).toMatchObject({
      event_type: 'Light',
      light_event: true,
      light_date: DAY,
      event_start_date: `${DAY}T00:00`,
      use_my_address: true,
      address: { street: '5 place du Marché', city: 'Lyon', postcode: '69002', country: 'FR' },
      additional_info: { url: 'https://example.org/draft-night' },
    })
  })

  it("shows the API's field errors beside their fields, and its error about the whole event", async () => {
    eventFormApi(() => ({
      status: 400,
      json: {
        name: ['This value must be at most 200 characters long'],
        address: { city: ['This value is required and must be between 1 and 100 characters'] },
        additional_info: { max_players: ['This value must be at most 1000'] },
        non_field_errors: ['The game is no longer offered.'],
      },
    }))
    const { user } = await openNewForm()
    await fillFullEvent(user)

    await user.click(screen.getByRole('button', { name: 'Create the event' }))

    await waitFor(() =>
      expect(errorBeside(field('Event name'))).toBe('This value must be at most 200 characters long'),
    )
    expect(errorBeside(field('City'))).toBe('This value is required and must be between 1 and 100 characters')
    expect(errorBeside(field('Maximum number of players'))).toBe('This value must be at most 1000')
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent)
    expect(alerts).toContain('The game is no longer offered.')
    expect(alerts.some((text) => text?.includes('Unfortunately, your event could not be saved!'))).toBe(true)
  })

  it('lets an admin set the visibility and the official flag', async () => {
    identity.roles = ['organizer', 'admin']
    const requests = eventFormApi()
    const { user } = await openNewForm()
    const admin = screen.getByRole('group', { name: 'Administrator management' })
    await fillFullEvent(user)
    await user.click(within(admin).getByRole('checkbox', { name: 'Official event' }))
    await user.selectOptions(within(admin).getByRole('combobox', { name: 'Visibility' }), 'PRIVATE')

    await user.click(screen.getByRole('button', { name: 'Create the event' }))

    await waitFor(() => expect(writes(requests)).toHaveLength(1))
    expect(writes(requests)[0]?.body).toMatchObject({
      event_visibility: 'PRIVATE',
      additional_info: { official_event: true, is_bga: false },
    })
  })
})
