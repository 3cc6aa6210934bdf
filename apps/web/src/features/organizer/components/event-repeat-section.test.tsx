// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { eventDetail } from '../../../testing/events'
import { errorBeside, field } from '../../../testing/fields'
import { renderScreen, type SentRequest, stubFetch } from '../../../testing/render'
import { eventFormApi, writes } from '../routes/event-api.testing'
import EventEditRoute from '../routes/event-edit'
import EventNewRoute from '../routes/event-new'

vi.mock('../../identity', async (importActual) => {
  const actual = await importActual<typeof import('../../identity')>()
  return {
    ...actual,
    useIdentity: () => ({ status: 'connected', user: { id: 'ada', roles: ['organizer'] } }),
    useViewerKey: () => 'ada',
  }
})

const DAY_MS = 86_400_000
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)
/** A Friday between 30 and 36 days from now: the series' start. */
const FRIDAY = (() => {
  let ms = Date.now() + 30 * DAY_MS
  while (new Date(ms).getUTCDay() !== 5) ms += DAY_MS
  return isoDay(ms)
})()
const plusDays = (date: string, days: number) => isoDay(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS)
/** How the preview writes a date at 19:00. */
const shown = (date: string) =>
  // English as the app writes it (lib/format.ts): day before month, a 24-hour clock.
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(`${date}T19:00:00Z`))

async function openNewForm(save?: Parameters<typeof eventFormApi>[0]) {
  const requests = eventFormApi(save)
  const view = renderScreen(<EventNewRoute />, { path: '/profile/event', page: 'event-new' })
  await screen.findByRole('button', { name: 'Create the event' })
  return { ...view, requests }
}

async function fillFridayNight(user: UserEvent) {
  await user.type(field('Event name'), 'Friday night')
  await user.selectOptions(field('Game'), '3')
  await user.selectOptions(field('Event type'), 'tournament')
  await user.type(field('Street and number'), '1 rue de Rivoli')
  await user.type(field('City'), 'Paris')
  await user.type(field('Postal code'), '75001')
  await user.selectOptions(field('Country'), 'FR')
  await user.type(field('Start'), `${FRIDAY}T19:00`)
  await user.type(field('End'), `${FRIDAY}T23:00`)
  await user.selectOptions(field('Language'), 'fr')
  await user.type(field('Maximum number of players'), '16')
  await user.type(field('Description of the event'), 'Casual Swiss.')
}

const preview = () => screen.getByRole('region', { name: 'Dates' })
/** What the preview (a polite live region) says above its dates. */
const previewSays = () => Array.from(preview().querySelectorAll('p'), (line) => line.textContent)
const listedDates = () =>
  within(preview())
    .queryAllByRole('listitem')
    .map((item) => item.textContent)

describe('the Repeat section of the new-event form', () => {
  it('is off by default: one event, created as before', async () => {
    const { user, requests } = await openNewForm()
    const repeat = screen.getByRole('group', { name: 'Repeat' })
    expect(within(repeat).getByRole('checkbox', { name: 'Repeat this event' })).toHaveProperty(
      'checked',
      false,
    )
    expect(screen.queryByRole('region', { name: 'Dates' })).toBeNull()
    await fillFridayNight(user)
    await user.click(screen.getByRole('button', { name: 'Create the event' }))
    await waitFor(() => expect(writes(requests)).toHaveLength(1))
    expect(writes(requests)[0]).toMatchObject({ method: 'POST', url: '/api/events/' })
    expect(writes(requests)[0]?.body).not.toHaveProperty('repeat')
  })

  it('previews the dates as the rule changes, starting from the start’s weekday', async () => {
    const { user } = await openNewForm()
    await user.type(field('Start'), `${FRIDAY}T19:00`)
    await user.click(screen.getByRole('checkbox', { name: 'Repeat this event' }))

    expect(screen.getByRole('checkbox', { name: 'Friday' })).toHaveProperty('checked', true)
    expect(preview().getAttribute('aria-live')).toBe('polite')
    expect(previewSays()).toEqual(['4 events, on:'])
    expect(listedDates()).toEqual([0, 7, 14, 21].map((days) => shown(plusDays(FRIDAY, days))))

    await user.selectOptions(field('How often'), 'every_other_week')
    await user.click(screen.getByRole('checkbox', { name: 'Tuesday' }))
    expect(listedDates()).toEqual([0, 11, 14, 25].map((days) => shown(plusDays(FRIDAY, days))))

    await user.selectOptions(field('How often'), 'monthly')
    await user.click(screen.getByRole('checkbox', { name: 'Tuesday' }))
    await user.selectOptions(field('Which one in the month'), '-1')
    const fridays = listedDates()
    expect(fridays).toHaveLength(4)
    for (const text of fridays) expect(text).toMatch(/^Friday/)

    await user.click(screen.getByRole('radio', { name: 'On a date' }))
    await user.type(field('Last possible date'), plusDays(FRIDAY, 365 * 6))
    expect(previewSays()).toEqual(['More than 52 events: choose an earlier end date.'])
    expect(listedDates()).toEqual([])
  })

  it('refuses a rule that gives more than 52 events beside its field, and sends nothing', async () => {
    const { user, requests } = await openNewForm()
    await fillFridayNight(user)
    await user.click(screen.getByRole('checkbox', { name: 'Repeat this event' }))
    await user.clear(field('Number of events'))
    await user.type(field('Number of events'), '60')
    await user.click(screen.getByRole('button', { name: 'Create the event' }))
    await waitFor(() => expect(errorBeside(field('Number of events'))).toBe('This value must be at most 52'))

    await user.click(screen.getByRole('radio', { name: 'On a date' }))
    await user.type(field('Last possible date'), plusDays(FRIDAY, 400))
    await user.click(screen.getByRole('button', { name: 'Create the event' }))
    await waitFor(() =>
      expect(errorBeside(field('Last possible date'))).toBe(
        'A series has at most 52 events: choose an earlier end date',
      ),
    )
    expect(writes(requests)).toEqual([])
  })

  it('creates the series and opens its first event', async () => {
    const { user, requests, router } = await openNewForm(() => ({
      status: 201,
      json: {
        id: 9,
        events: [0, 7, 14].map((days, index) => ({
          id: 60 + index,
          event_start_date: `${plusDays(FRIDAY, days)}T19:00`,
        })),
      },
    }))
    await fillFridayNight(user)
    await user.click(screen.getByRole('checkbox', { name: 'Repeat this event' }))
    await user.clear(field('Number of events'))
    await user.type(field('Number of events'), '3')
    await user.click(screen.getByRole('button', { name: 'Create the event' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/event/edit/60'))
    expect(router.state.location.state).toMatchObject({
      alert: { status: 'success', message: expect.stringMatching(/^3 events have been created as drafts/) },
    })
    expect(writes(requests)).toMatchObject([{ method: 'POST', url: '/api/event_series/' }])
    expect(writes(requests)[0]?.body).toMatchObject({
      name: 'Friday night',
      event_start_date: `${FRIDAY}T19:00`,
      repeat: { frequency: 'weekly', weekdays: ['friday'], count: 3, until: null, week_of_month: null },
    })
  })
})

describe('an event of a series', () => {
  const seriesEvent = eventDetail({ id: 42, status: 'published', series_id: 9 })
  const start = seriesEvent.event_start_date.slice(0, 10)

  function openSeriesEvent() {
    const requests = stubFetch((request: SentRequest) => {
      if (request.url === '/api/games/') return { json: [{ id: 3, name: 'Star Quest' }] }
      if (request.url === '/api/users/me/') return { json: { id: 7, store_information: null } }
      if (request.method === 'GET' && request.url === '/api/events/42/') return { json: seriesEvent }
      if (request.method === 'GET' && request.url === '/api/event_series/9/') {
        return {
          json: {
            id: 9,
            events: [
              {
                id: 41,
                event_start_date: `${plusDays(start, -7)}T10:00`,
                status: 'published',
                time_state: 'future',
              },
              { id: 42, event_start_date: `${start}T10:00`, status: 'published', time_state: 'future' },
              {
                id: 43,
                event_start_date: `${plusDays(start, 7)}T10:00`,
                status: 'cancelled',
                time_state: 'future',
              },
              {
                id: 44,
                event_start_date: `${plusDays(start, 14)}T10:00`,
                status: 'draft',
                time_state: 'future',
              },
            ],
          },
        }
      }
      return request.method === 'GET' ? undefined : { json: seriesEvent }
    })
    const view = renderScreen(<EventEditRoute />, {
      path: '/profile/event/edit/42',
      route: '/profile/event/edit/:id',
      page: 'event-edit',
    })
    return { ...view, requests }
  }

  it('saves this event only by default, or this one and the following ones from its date', async () => {
    const { user, requests } = openSeriesEvent()
    await screen.findByRole('button', { name: 'Save the changes' })
    const scope = screen.getByRole('group', { name: 'Apply to' })
    expect(within(scope).getByRole('radio', { name: 'This event only' })).toHaveProperty('checked', true)
    // Its own and the following ones not cancelled: 42 and 44.
    await within(scope).findByRole('radio', { name: 'This event and the following ones (2 events)' })

    await user.clear(field('Event name'))
    await user.type(field('Event name'), 'Only this one')
    await user.click(screen.getByRole('button', { name: 'Save the changes' }))
    await waitFor(() => expect(writes(requests)).toHaveLength(1))
    expect(writes(requests)[0]).toMatchObject({ method: 'PUT', url: '/api/events/42/' })

    await user.click(within(scope).getByRole('radio', { name: /^This event and the following ones/ }))
    await user.clear(field('Event name'))
    await user.type(field('Event name'), 'From now on')
    await user.click(screen.getByRole('button', { name: 'Save the changes' }))
    await waitFor(() => expect(writes(requests)).toHaveLength(2))
    expect(writes(requests)[1]).toMatchObject({ method: 'PUT', url: '/api/event_series/9/' })
    expect(writes(requests)[1]?.body).toMatchObject({ name: 'From now on', from: start, publish: false })
    expect((await screen.findByRole('status')).textContent).toContain(
      'Your changes have been saved for this event and the following ones',
    )
  })

  it('deletes this one and the following ones from its date', async () => {
    const { user, requests } = openSeriesEvent()
    await screen.findByRole('button', { name: 'Save the changes' })
    await user.click(screen.getByRole('radio', { name: /^This event and the following ones/ }))
    await user.click(screen.getByRole('button', { name: 'Delete the event' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain('and the following events of its series will be deleted')
    await user.click(within(dialog).getByRole('button', { name: /delete/i }))
    await waitFor(() => expect(writes(requests)).toHaveLength(1))
    expect(writes(requests)[0]).toMatchObject({ method: 'DELETE', url: `/api/event_series/9/?from=${start}` })
  })
})
