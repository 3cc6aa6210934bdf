// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderScreen, stubFetch } from '../../../testing/render'
import type { UserMatch } from '../api/reference'
import { OwnerCombobox } from './owner-combobox'

const MATCHES = [
  { id: 7, nickname: 'Dragon Store' },
  { id: 9, nickname: 'Dragonfly Games' },
]

function Owner({ chosen }: { chosen: (user: UserMatch | null) => void }) {
  const [value, setValue] = useState<UserMatch | null>(null)
  return (
    <OwnerCombobox
      name="owner"
      value={value}
      onChange={(user) => {
        chosen(user)
        setValue(user)
      }}
    />
  )
}

/** What the field says politely under it: the organizer chosen, or that nobody matches. */
const announced = () => document.querySelector('[aria-live="polite"]')?.textContent

describe("the event's new organizer (admins)", () => {
  it('searches from two characters and chooses an organizer by keyboard', async () => {
    const requests = stubFetch((request) =>
      request.url.startsWith('/api/users/autocomplete/') ? { json: MATCHES } : undefined,
    )
    const choices: (UserMatch | null)[] = []
    const { user } = renderScreen(<Owner chosen={(next) => choices.push(next)} />)
    const field = screen.getByRole('combobox', { name: /Reassign to another organizer/ })

    await user.type(field, 'd')
    expect(requests).toHaveLength(0)
    await user.type(field, 'ra')
    await screen.findByRole('listbox', { name: 'Reassign to another organizer' })
    expect(requests.at(-1)?.url).toBe('/api/users/autocomplete/dra/')
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Dragon Store',
      'Dragonfly Games',
    ])

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(choices.at(-1)).toEqual({ id: 9, nickname: 'Dragonfly Games' })
    expect((field as HTMLInputElement).value).toBe('Dragonfly Games')
    expect(announced()).toBe('The event will belong to Dragonfly Games once saved.')

    // Typing again forgets the choice until another is made.
    await user.type(field, 'x')
    expect(choices.at(-1)).toBeNull()
    expect(announced()).toBe('')
  })

  it('says when nobody matches', async () => {
    stubFetch((request) => (request.url.startsWith('/api/users/autocomplete/') ? { json: [] } : undefined))
    const { user } = renderScreen(<Owner chosen={() => {}} />)
    await user.type(screen.getByRole('combobox', { name: /Reassign to another organizer/ }), 'zzz')
    await waitFor(() => expect(announced()).toBe('No user matches this search.'))
  })
})
