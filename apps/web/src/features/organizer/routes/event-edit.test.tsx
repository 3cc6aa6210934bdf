// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { field } from '../../../testing/fields'
import { renderScreen } from '../../../testing/render'
import { eventFormApi, type Save, writes } from './event-api.testing'
import EventEditRoute from './event-edit'

async function openEditForm(save?: Save) {
  const requests = eventFormApi(save)
  const view = renderScreen(<EventEditRoute />, {
    path: '/profile/event/edit/42',
    route: '/profile/event/edit/:id',
    page: 'event-edit',
  })
  await screen.findByRole('button', { name: 'Save the changes' })
  return { ...view, requests }
}

describe('the edit-event form', () => {
  it('locks the location, the game and the date of a created event', async () => {
    await openEditForm()
    expect(screen.getByText('Draft')).toBeTruthy()
    for (const label of ['Game', 'Street and number', 'Country', 'Start', 'End']) {
      expect(field(label)).toHaveProperty('readOnly', true)
    }
    expect(field('Game')).toHaveProperty('value', 'Star Quest')
    expect(field('Event name')).toMatchObject({ value: 'Weekend tournament', readOnly: false })
  })

  it('saves the changes with a PUT and says so', async () => {
    const { user, requests } = await openEditForm()
    await user.clear(field('Event name'))
    await user.type(field('Event name'), 'Spring weekend')

    await user.click(screen.getByRole('button', { name: 'Save the changes' }))

    expect((await screen.findByRole('status')).textContent).toContain('Your changes have been saved')
    expect(writes(requests)).toMatchObject([{ method: 'PUT', url: '/api/events/42/' }])
    expect(writes(requests)[0]?.body).toMatchObject({
      name: 'Spring weekend',
      game: 3,
      event_start_date: '2030-02-01T10:00',
      additional_info: { event_end_date: '2030-02-02T17:00', max_players: 32 },
    })
  })

  it('publishes a draft, saving it first only when it was changed', async () => {
    const { user, requests } = await openEditForm()

    await user.click(screen.getByRole('button', { name: 'Publish' }))
    expect((await screen.findByRole('status')).textContent).toContain('Your event has been published')
    expect(writes(requests)).toMatchObject([{ method: 'POST', url: '/api/events/42/publish/' }])

    requests.length = 0
    await user.type(field('Prizes'), 'Booster packs')
    await user.click(screen.getByRole('button', { name: 'Publish' }))
    await waitFor(() => expect(writes(requests)).toHaveLength(2))
    expect(writes(requests)).toMatchObject([
      {
        method: 'PUT',
        url: '/api/events/42/',
        body: { additional_info: { prize_description: 'Booster packs' } },
      },
      { method: 'POST', url: '/api/events/42/publish/' },
    ])
  })

  it("shows the API's reason when it refuses the save", async () => {
    const { user } = await openEditForm(() => ({
      status: 409,
      json: { detail: 'The location of an event cannot be changed.' },
    }))

    await user.click(screen.getByRole('button', { name: 'Save the changes' }))

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Unfortunately, your event could not be saved!')
    expect(alert.textContent).toContain('The location of an event cannot be changed.')
  })
})
