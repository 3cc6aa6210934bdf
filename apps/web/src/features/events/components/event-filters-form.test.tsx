// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderScreen, stubFetch } from '../../../testing/render'
import { DEFAULT_FILTERS, type EventFilters } from '../lib/event-filters'
import { EventFiltersForm } from './event-filters-form'

const GAMES = [
  { id: 1, name: 'Star Quest' },
  { id: 2, name: 'Dragon Cards' },
]
const LOCATIONS = [
  {
    code: 'FR',
    name: 'France',
    cities: [{ id: 201, name: 'Paris', lat: 48.8, lng: 2.3, timezone: 'Europe/Paris' }],
  },
  {
    code: 'DE',
    name: 'Germany',
    cities: [{ id: 301, name: 'Berlin', lat: 52.5, lng: 13.4, timezone: 'Europe/Berlin' }],
  },
]

/** The form as the event list holds it: every change becomes the filters it shows. */
function FiltersPage({
  initial,
  onChange,
}: {
  initial: EventFilters
  onChange: (next: EventFilters) => void
}) {
  const [filters, setFilters] = useState(initial)
  return (
    <EventFiltersForm
      filters={filters}
      onChange={(next) => {
        onChange(next)
        setFilters(next)
      }}
    />
  )
}

function renderFilters(initial: EventFilters = DEFAULT_FILTERS) {
  stubFetch((request) => {
    if (request.url === '/api/games/') return { json: GAMES }
    if (request.url === '/api/locations/') return { json: LOCATIONS }
    return undefined
  })
  const changes: EventFilters[] = []
  const view = renderScreen(<FiltersPage initial={initial} onChange={(next) => changes.push(next)} />)
  return { ...view, changes, last: () => changes.at(-1) }
}

describe('the event filters', () => {
  it('labels every filter', async () => {
    renderFilters()
    // Each labelled control starts at its default: "any" in the lists and dates, events registering on Questboard.
    for (const name of ['Game', 'Event type', 'Country', 'City', 'Time of day']) {
      expect((screen.getByRole('combobox', { name }) as HTMLSelectElement).selectedIndex).toBe(0)
    }
    for (const label of ['From', 'Until']) {
      // Written as the page's language writes dates, whatever the browser's (a browser's date input is not).
      const day = screen.getByLabelText(label) as HTMLInputElement
      expect([day.value, day.placeholder]).toEqual(['', 'dd/mm/yyyy'])
    }
    expect((screen.getByRole('radio', { name: 'On Questboard' }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByRole('checkbox', { name: 'Free events only' }) as HTMLInputElement).checked).toBe(
      false,
    )
    // Favourite stores are for signed-in players.
    expect(screen.queryByRole('checkbox', { name: 'Only my favourite stores' })).toBeNull()
  })

  it('takes a date typed day first, once it is whole, and shows it back in the same writing', async () => {
    const { user, last, changes } = renderFilters()
    const from = screen.getByLabelText('From') as HTMLInputElement
    await user.type(from, '6/12/20')
    expect(changes.some((filters) => filters.start_date !== undefined)).toBe(false)
    await user.type(from, '26')
    expect(last()).toMatchObject({ start_date: '2026-12-06' })
    await user.tab()
    expect(from.value).toBe('06/12/2026')
    await user.clear(from)
    expect(last()?.start_date).toBeUndefined()
  })

  it('applies each choice at once', async () => {
    const { user, last } = renderFilters()
    await screen.findByRole('option', { name: 'Dragon Cards' })

    await user.selectOptions(screen.getByRole('combobox', { name: 'Game' }), 'Dragon Cards')
    expect(last()).toMatchObject({ game: 2 })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Event type' }), 'All event types')
    await user.click(screen.getByRole('radio', { name: 'Both' }))
    await user.click(screen.getByRole('checkbox', { name: 'Seats still available' }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time of day' }), 'Evening (from 6 pm)')
    expect(last()).toMatchObject({
      game: 2,
      event_subtype: 'all',
      event_type: 'all',
      seats_available: true,
      time_slice: 'evening',
    })
  })

  it('sets the country of a chosen city, and drops a city that is not in a newly chosen country', async () => {
    const { user, last } = renderFilters()
    await screen.findByRole('option', { name: 'Berlin' })

    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Berlin')
    expect(last()).toMatchObject({ city: 301, country: 'DE' })
    // Only the chosen country's cities are offered.
    expect(screen.queryByRole('option', { name: 'Paris' })).toBeNull()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'France')
    expect(last()).toMatchObject({ country: 'FR', city: undefined })
  })

  it('counts the active filters and resets them all', async () => {
    const { user, last } = renderFilters({ ...DEFAULT_FILTERS, is_free: true, game: 1 })

    expect(screen.getByRole('button', { name: 'Show filters (2)' }).getAttribute('aria-expanded')).toBe(
      'false',
    )
    await user.click(screen.getByRole('button', { name: 'Reset all filters' }))
    expect(last()).toEqual(DEFAULT_FILTERS)
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reset all filters' })).toBeNull())
    // The toggle no longer counts any filter, and still says the filters are folded away.
    expect(screen.getByRole('button', { name: /^Show filters/ }).textContent).toBe('Show filters')
    expect(screen.getByRole('button', { name: 'Show filters' }).getAttribute('aria-expanded')).toBe('false')
  })
})
