// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderScreen, stubFetch } from '../../../testing/render'
import { DEFAULT_FILTERS, type EventFilters } from '../lib/event-filters'
import { PlaceFields } from './place-fields'

const SUGGESTIONS = [
  { name: 'Londres', local_name: 'London', country: 'GB', lat: 51.5085, lng: -0.1257 },
  { name: 'London', country: 'CA', region: 'ON', lat: 42.9834, lng: -81.233 },
]

function PlacePage({ onChange }: { onChange: (next: EventFilters) => void }) {
  const [filters, setFilters] = useState(DEFAULT_FILTERS)
  return (
    <PlaceFields
      filters={filters}
      onChange={(next) => {
        onChange(next)
        setFilters(next)
      }}
    />
  )
}

/** What the Event API answers to a postcode: the code, the town it serves, its point. */
const POSTCODES = [
  { name: '75011', local_name: 'Paris', country: 'FR', lat: 48.8534, lng: 2.3488 },
  { name: '75011', local_name: 'Carrollton', country: 'US', region: 'TX', lat: 32.9537, lng: -96.8903 },
]

function renderPlace() {
  const requests = stubFetch((request) =>
    request.url.startsWith('/api/places/')
      ? {
          json: /\d/.test(new URL(request.url, 'http://host').searchParams.get('q') ?? '')
            ? POSTCODES
            : SUGGESTIONS,
        }
      : undefined,
  )
  const changes: EventFilters[] = []
  const view = renderScreen(<PlacePage onChange={(next) => changes.push(next)} />)
  return { ...view, requests, last: () => changes.at(-1) }
}

describe('the place search (ARIA combobox)', () => {
  it('suggests towns as the visitor types, and Down then Enter chooses one by keyboard', async () => {
    const { user, requests, last } = renderPlace()
    const field = screen.getByRole('combobox', { name: 'Near a town or postcode' })
    expect(field.getAttribute('aria-expanded')).toBe('false')
    await user.type(field, 'lond')
    const listbox = await screen.findByRole('listbox', { name: 'Places' })
    expect(field.getAttribute('aria-expanded')).toBe('true')
    expect(field.getAttribute('aria-controls')).toBe(listbox.id)
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Londres (London) United Kingdom',
      'London, ON Canada',
    ])
    expect(requests.at(-1)?.url).toBe('/api/places/?q=lond')
    // The count is announced in the field's description, a polite live region.
    const status = document.getElementById(field.getAttribute('aria-describedby') ?? '')
    expect(status?.getAttribute('aria-live')).toBe('polite')
    expect(status?.textContent).toBe('2 places found')

    await user.keyboard('{ArrowDown}{ArrowDown}')
    const second = screen.getAllByRole('option')[1] as HTMLElement
    expect(field.getAttribute('aria-activedescendant')).toBe(second.id)
    expect(second.getAttribute('aria-selected')).toBe('true')
    await user.keyboard('{Enter}')

    expect(last()).toMatchObject({ place: 'London, ON', latitude: 42.9834, longitude: -81.233, radius: 50 })
    expect((field as HTMLInputElement).value).toBe('London, ON')
    expect(field.getAttribute('aria-expanded')).toBe('false')
  })

  it('Escape closes the suggestions; once a town is chosen, the radius and the order appear', async () => {
    const { user, last } = renderPlace()
    const field = screen.getByRole('combobox', { name: 'Near a town or postcode' })
    expect(screen.queryByRole('combobox', { name: 'Distance' })).toBeNull()
    await user.type(field, 'lond')
    await screen.findByRole('listbox', { name: 'Places' })
    await user.keyboard('{Escape}')
    expect(field.getAttribute('aria-expanded')).toBe('false')
    await user.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(last()?.place).toBe('Londres'))

    await user.selectOptions(screen.getByRole('combobox', { name: 'Distance' }), 'Within 10 km')
    expect(last()).toMatchObject({ radius: 10 })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Soonest first')
    expect(last()).toMatchObject({ order: 'date' })
    await user.click(screen.getByRole('button', { name: 'Clear the place' }))
    expect(last()).toMatchObject({ place: undefined, latitude: undefined, radius: undefined })
  })

  it('suggests the places of a postcode, each with its town and country, and chooses one', async () => {
    const { user, requests, last } = renderPlace()
    const field = screen.getByRole('combobox', { name: 'Near a town or postcode' })
    await user.type(field, '75011')
    await screen.findByRole('listbox', { name: 'Places' })
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '75011 (Paris) France',
      '75011, TX (Carrollton) United States',
    ])
    expect(requests.at(-1)?.url).toBe('/api/places/?q=75011')
    await user.keyboard('{ArrowDown}{Enter}')
    expect(last()).toMatchObject({ place: '75011', latitude: 48.8534, longitude: 2.3488, radius: 50 })
  })
})
