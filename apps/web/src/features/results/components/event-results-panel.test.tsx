// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { eventDetail } from '../../../testing/events'
import { pressEscapeIn, renderScreen, type SentRequest, stubFetch } from '../../../testing/render'
import { EventResultsPanel } from './event-results-panel'

/** The modal's name: the title it is labelled by. */
const nameOf = (dialog: HTMLElement) =>
  document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent

const ended = eventDetail({ id: 42, status: 'published', time_state: 'past' })
const PLAYERS = { valid_users: { Zoe: 3, Ada: 1, Bob: 2 } }

/** The Event API of an ended event: its registered players, and 204 for saved results. */
function resultsApi(
  save: (request: SentRequest) => { status: number; json?: unknown } = () => ({ status: 204 }),
) {
  return stubFetch((request) => {
    if (request.url !== '/api/events/42/award_xp/') return undefined
    return request.method === 'GET' ? { json: PLAYERS } : save(request)
  })
}

/** Opens a modal and waits for the registered players in it. */
async function openModal(
  name: 'Competitive ranking' | 'Attendance' | 'See the saved results',
  event = ended,
) {
  const view = renderScreen(<EventResultsPanel event={event} />)
  const opener = screen.getByRole('button', { name })
  await view.user.click(opener)
  const dialog = screen.getByRole('dialog') as HTMLDialogElement
  await within(dialog).findByText('Zoe')
  return { ...view, dialog, opener }
}

describe('the results modals', () => {
  it('ranks the players by name and posts the positions of those who came', async () => {
    const requests = resultsApi()
    const { user, dialog } = await openModal('Competitive ranking')

    expect(nameOf(dialog)).toBe('Competitive results')
    expect(within(dialog).getAllByRole('combobox')).toHaveLength(3)
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Ada' }), 'Position 1')
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Bob' }), 'Absent')
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Zoe' }), 'Position 2')
    await user.click(within(dialog).getByRole('button', { name: 'Save the results' }))

    await screen.findByText('The results have been saved')
    expect(requests.filter((request) => request.method === 'POST')).toMatchObject([
      {
        url: '/api/events/42/award_xp/',
        body: {
          event_category: 'competitive',
          players: [
            { id: 1, name: 'Ada', position: 1 },
            { id: 3, name: 'Zoe', position: 2 },
          ],
        },
      },
    ])
    expect(dialog.open).toBe(false)
  })

  it('refuses two players on one position, next to each of them, without sending', async () => {
    const requests = resultsApi()
    const { user, dialog } = await openModal('Competitive ranking')

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Ada' }), 'Position 1')
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Bob' }), 'Position 1')
    await user.click(within(dialog).getByRole('button', { name: 'Save the results' }))

    const bob = within(dialog).getByRole('combobox', { name: 'Bob' })
    await waitFor(() => expect(bob.getAttribute('aria-invalid')).toBe('true'))
    const message = document.getElementById(bob.getAttribute('aria-describedby') ?? '')
    expect(message?.textContent).toBe('Two players cannot share the same position')
    expect(requests.some((request) => request.method === 'POST')).toBe(false)
    expect(dialog.open).toBe(true)
  })

  it('records attendance with a tick per player, and needs someone present', async () => {
    const requests = resultsApi()
    const { user, dialog } = await openModal('Attendance')

    for (const name of ['Ada', 'Bob', 'Zoe']) {
      await user.click(within(dialog).getByRole('checkbox', { name: `${name} Attended` }))
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save the results' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('At least one player is required')

    await user.click(within(dialog).getByRole('checkbox', { name: 'Bob Attended' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save the results' }))
    await screen.findByText('The results have been saved')
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      event_category: 'non-competitive',
      players: [{ id: 2, name: 'Bob', position: null }],
    })
  })

  it('keeps the modal open with the reason when the API refuses', async () => {
    resultsApi(() => ({ status: 409, json: { detail: 'The results were already saved.' } }))
    const { user, dialog } = await openModal('Attendance')

    await user.click(within(dialog).getByRole('button', { name: 'Save the results' }))

    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toContain('Unfortunately, the results could not be saved!')
    expect(alert.textContent).toContain('The results were already saved.')
    expect(dialog.open).toBe(true)
  })

  it('closes on Cancel and on Escape, giving the focus back to the button that opened it', async () => {
    resultsApi()
    const { user, dialog, opener } = await openModal('Competitive ranking')

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(dialog.open).toBe(false)
    expect(document.activeElement).toBe(opener)

    await user.click(opener)
    await within(dialog).findByText('Zoe')
    pressEscapeIn(dialog)
    await waitFor(() => expect(within(dialog).queryByText('Zoe')).toBeNull())
    expect(document.activeElement).toBe(opener)
  })

  it('shows saved results read-only, without a form to send', async () => {
    const requests = resultsApi()
    const { dialog } = await openModal('See the saved results', { ...ended, awarded_xp: true })

    // One way in once saved: neither form is offered any more.
    expect(screen.queryByRole('button', { name: 'Competitive ranking' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Attendance' })).toBeNull()
    expect(nameOf(dialog)).toBe('Saved results')

    expect(within(dialog).getByRole('status').textContent).toBe(
      'The results have been saved. They can no longer be changed.',
    )
    expect(within(dialog).getByText(/^Registered players/).textContent).toBe('Registered players: 3')
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ada', 'Bob', 'Zoe'])
    expect(within(dialog).queryByRole('button', { name: 'Save the results' })).toBeNull()
    expect(within(dialog).queryByRole('checkbox')).toBeNull()
    expect(requests.every((request) => request.method === 'GET')).toBe(true)
  })
})
