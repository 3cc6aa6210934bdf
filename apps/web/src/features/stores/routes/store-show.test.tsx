// @vitest-environment happy-dom
import type { Picture } from '@questboard/domain/picture.schema'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { eventDetail } from '../../../testing/events'
import { eventPicture, picture } from '../../../testing/pictures'
import { renderScreen, stubFetch } from '../../../testing/render'
import StoreShowRoute from './store-show'

const closed = { closed: true, first_open: null, first_close: null, second_open: null, second_close: null }
const open = (
  first_open: string,
  first_close: string,
  second_open: string | null = null,
  second_close: string | null = null,
) => ({
  closed: false,
  first_open,
  first_close,
  second_open,
  second_close,
})
const STORE = {
  id: 1,
  name: 'Le Donjon de Paris',
  address: {
    street: '12 rue des Rosiers',
    street_2: null,
    city: 'Paris',
    postcode: '75004',
    region: null,
    country: 'FR',
  },
  website: 'https://donjon.example.com',
  logo_url: null,
  photo: null as Picture | null,
  is_favorite: false,
  phone_number: '+33 1 42 00 00 12',
  store_email: 'hello@donjon.example',
  schedule: {
    monday: closed,
    tuesday: open('10:00', '12:30', '14:00', '19:00'),
    wednesday: open('10:00', '19:00'),
    thursday: open('10:00', '19:00'),
    friday: open('10:00', '19:00'),
    saturday: open('10:00', '19:00'),
    sunday: closed,
  },
}

function storeApi(store: typeof STORE | null, events: unknown[] = []) {
  return stubFetch((request) => {
    if (request.url === '/api/stores/1/')
      return store ? { json: store } : { status: 404, json: { detail: 'Not found.' } }
    if (request.url.startsWith('/api/events/?')) {
      return { json: { count: events.length, next: null, previous: null, results: events } }
    }
    return undefined
  })
}

/** What a section of the page says in words, paragraph by paragraph (its title aside). */
const linesOf = (name: string) =>
  Array.from(screen.getByRole('region', { name }).querySelectorAll('p'), (line) => line.textContent)

describe('a store’s page', () => {
  it('shows the store, how to reach it, its week and its upcoming events', async () => {
    const { id: _id, ...event } = eventDetail()
    const requests = storeApi(STORE, [{ ...event, id: 7, name: 'Spring league', distance_km: null }])
    const { user } = renderScreen(<StoreShowRoute />, {
      path: '/stores/1',
      route: 'stores/:id',
      page: 'store-show',
    })

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Le Donjon de Paris')
    const contact = screen.getByRole('region', { name: 'Find the store' })
    expect(Array.from(contact.querySelectorAll('address > span'), (line) => line.textContent)).toEqual([
      '12 rue des Rosiers',
      '75004 Paris',
      'France',
    ])
    expect(within(contact).getByRole('link', { name: '+33 1 42 00 00 12' }).getAttribute('href')).toBe(
      'tel:+33142000012',
    )
    expect(within(contact).getByRole('link', { name: 'hello@donjon.example' }).getAttribute('href')).toBe(
      'mailto:hello@donjon.example',
    )

    const hours = within(screen.getByRole('region', { name: 'Opening hours' })).getAllByRole('row')
    expect(hours.map((row) => row.textContent)).toEqual([
      'MondayClosed',
      'Tuesday10:00–12:30, 14:00–19:00',
      'Wednesday10:00–19:00',
      'Thursday10:00–19:00',
      'Friday10:00–19:00',
      'Saturday10:00–19:00',
      'SundayClosed',
    ])

    const events = screen.getByRole('region', { name: 'Upcoming events' })
    expect((await within(events).findByRole('link', { name: /Spring league/ })).getAttribute('href')).toBe(
      '/events/7',
    )
    // Its events, of every kind: the list's owner filter.
    const list = requests.find((request) => request.url.startsWith('/api/events/?'))
    const query = new URL(list?.url ?? '', 'http://x').searchParams
    expect(query.get('owner')).toBe('1')
    expect(query.get('event_type')).toBeNull()

    // Shared as the store's page, named by the store and its town.
    const share = vi.fn(() => Promise.resolve())
    vi.stubGlobal('navigator', { ...navigator, share, canShare: () => true })
    await user.click(screen.getByRole('button', { name: 'Share' }))
    expect(share).toHaveBeenCalledWith({
      title: 'Le Donjon de Paris',
      text: 'Le Donjon de Paris · Paris',
      url: `${window.location.origin}/stores/1`,
    })
  })

  it('shows the store’s photo, described, and its events’ pictures as decoration', async () => {
    const { id: _id, ...event } = eventDetail()
    const store = { ...STORE, photo: picture('store') }
    storeApi(store, [
      { ...event, id: 7, name: 'Spring league', distance_km: null, picture: eventPicture('game') },
    ])
    renderScreen(<StoreShowRoute />, { path: '/stores/1', route: 'stores/:id', page: 'store-show' })

    const photo = await screen.findByRole('img', { name: 'Photo of Le Donjon de Paris' })
    expect(photo.getAttribute('srcset')).toContain('store-1200.webp 1200w')
    expect([photo.getAttribute('width'), photo.getAttribute('height')]).toEqual(['1200', '675'])
    const events = screen.getByRole('region', { name: 'Upcoming events' })
    const card = (await within(events).findByRole('link', { name: /Spring league/ })).closest('article')
    const art = card?.querySelector('img')
    expect(art?.getAttribute('src')).toContain('game-800.webp')
    expect([art?.getAttribute('alt'), art?.getAttribute('loading')]).toEqual(['', 'lazy'])
    // Decoration: the card's title says what it is, so its picture is not announced.
    expect(within(card as HTMLElement).queryByRole('img')).toBeNull()
  })

  it('says when the store gave no hours and has no upcoming event', async () => {
    storeApi({ ...STORE, schedule: null } as unknown as typeof STORE)
    renderScreen(<StoreShowRoute />, { path: '/stores/1', route: 'stores/:id', page: 'store-show' })
    await screen.findByRole('heading', { level: 1 })
    expect(linesOf('Opening hours')).toEqual(['The store has not given its opening hours.'])
    expect(screen.queryByRole('table')).toBeNull()
    await waitFor(() =>
      expect(linesOf('Upcoming events')).toEqual(['No upcoming event at this store for now.']),
    )
  })
})
