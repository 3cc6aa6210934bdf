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

function renderPlace() {
  const requests = stubFetch((request) =>
    request.url.startsWith('/api/places/') ? { json: SUGGESTIONS } : undefined,
  )
  const changes: EventFilters[] = []
  const view = renderScreen(<PlacePage onChange={(next) => changes.push(next)} />)
  return { ...view, requests, last: () => changes.at(-1) }
}

describe('the place search (ARIA combobox)', () => {
  it('suggests towns as the visitor types, and Down then Enter chooses one by keyboard', async () => {
    const { user, requests, last } = renderPlace()
    const field = screen.getByRole('combobox', { name: 'Near a town' })
    expect(field.getAttribute('aria-expanded')).toBe('false')
    await user.type(field, 'lond')
    const listbox = await screen.findByRole('listbox', { name: 'Towns' })
    expect(field.getAttribute('aria-expanded')).toBe('true')
    expect(field.getAttribute('aria-controls')).toBe(listbox.id)
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Londres (London) United Kingdom',
      'London, ON Canada',
    ])
    expect(requests.at(-1)?.url).toBe('/api/places/?q=lond')
    expect(screen.getByText('2 towns found')).toBeTruthy()

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
    const field = screen.getByRole('combobox', { name: 'Near a town' })
    expect(screen.queryByRole('combobox', { name: 'Distance' })).toBeNull()
    await user.type(field, 'lond')
    await screen.findByRole('listbox', { name: 'Towns' })
    await user.keyboard('{Escape}')
    expect(field.getAttribute('aria-expanded')).toBe('false')
    await user.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(last()?.place).toBe('Londres'))

    await user.selectOptions(screen.getByRole('combobox', { name: 'Distance' }), 'Within 10 km')
    expect(last()).toMatchObject({ radius: 10 })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Soonest first')
    expect(last()).toMatchObject({ order: 'date' })
    await user.click(screen.getByRole('button', { name: 'Clear the town' }))
    expect(last()).toMatchObject({ place: undefined, latitude: undefined, radius: undefined })
  })
})
