// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { eventDetail } from '../../../testing/events'
import { errorBeside, field } from '../../../testing/fields'
import { eventPicture } from '../../../testing/pictures'
import { renderScreen } from '../../../testing/render'
import { eventFormApi, type Save, writes } from './event-api.testing'
import EventEditRoute from './event-edit'

async function openEditForm(save?: Save, event = eventDetail()) {
  const requests = eventFormApi(save, event)
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
    // The event's status, as the form shows it beside its title.
    expect(screen.getByText(/^(Draft|Published|Cancelled)$/).textContent).toBe('Draft')
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

  describe('its cover image', () => {
    /** What the picture field says where no picture shows. */
    const pictureNote = () => screen.queryByText(/^(No picture yet|The picture will be removed)/)?.textContent
    const photo = () => new File([new Uint8Array(2000)], 'night.webp', { type: 'image/webp' })

    it('sends a chosen picture on its own, then the changes', async () => {
      const { user, requests } = await openEditForm()
      expect(screen.queryByRole('img')).toBeNull()
      expect(pictureNote()).toBe('No picture yet.')
      await user.upload(field('Choose a picture'), photo())
      // The preview is the chosen file itself, before anything is sent.
      expect(screen.getByRole('img', { name: 'The picture chosen' }).getAttribute('src')).toMatch(/^blob:/)
      expect(writes(requests)).toEqual([])

      await user.click(screen.getByRole('button', { name: 'Save the changes' }))

      expect((await screen.findByRole('status')).textContent).toContain('Your changes have been saved')
      expect(writes(requests).map(({ method, url }) => `${method} ${url}`)).toEqual([
        'PUT /api/events/42/cover/',
        'PUT /api/events/42/',
      ])
      const sent = writes(requests)[0]?.body as FormData
      expect(sent.get('cover')).toMatchObject({ name: 'night.webp', size: 2000 })
      expect(writes(requests)[1]?.body).not.toHaveProperty('cover')
    })

    it('shows the current cover and removes it', async () => {
      const { user, requests } = await openEditForm(
        undefined,
        eventDetail({ picture: eventPicture('cover') }),
      )
      expect(screen.getByRole('img', { name: 'The current picture' }).getAttribute('srcset')).toContain(
        '1200w',
      )

      await user.click(screen.getByRole('button', { name: 'Remove the picture' }))
      expect(screen.queryByRole('img', { name: 'The current picture' })).toBeNull()
      expect(pictureNote()).toBe('The picture will be removed when you save.')
      expect(writes(requests)).toEqual([])
      await user.click(screen.getByRole('button', { name: 'Save the changes' }))

      await screen.findByRole('status')
      expect(writes(requests).map(({ method, url }) => `${method} ${url}`)).toEqual([
        'DELETE /api/events/42/cover/',
        'PUT /api/events/42/',
      ])
    })

    it('offers no removal of its game’s artwork, which is not the event’s', async () => {
      await openEditForm(undefined, eventDetail({ picture: eventPicture('game') }))
      expect(screen.queryByRole('img')).toBeNull()
      expect(pictureNote()).toBe('No picture yet.')
      expect(screen.queryByRole('button', { name: 'Remove the picture' })).toBeNull()
    })

    it('refuses a file that is no picture, or too large, without sending anything', async () => {
      const { user, requests } = await openEditForm()
      await userEvent
        .setup({ applyAccept: false })
        .upload(field('Choose a picture'), new File(['GIF89a'], 'cover.gif', { type: 'image/gif' }))
      await user.click(screen.getByRole('button', { name: 'Save the changes' }))
      await waitFor(() =>
        expect(errorBeside(field('Choose a picture'))).toBe('The picture must be a JPEG, PNG or WebP image'),
      )
      await user.upload(
        field('Choose a picture'),
        new File([new Uint8Array(5_000_001)], 'big.jpg', { type: 'image/jpeg' }),
      )
      await user.click(screen.getByRole('button', { name: 'Save the changes' }))
      await waitFor(() =>
        expect(errorBeside(field('Choose a picture'))).toBe('The file must not be larger than 5000 KB'),
      )
      expect(writes(requests)).toEqual([])
    })

    it('shows the API’s refusal beside the field, and saves nothing else', async () => {
      const { user, requests } = await openEditForm((request) =>
        request.url.endsWith('/cover/')
          ? { status: 400, json: { cover: ['The file is not valid'] } }
          : { status: 200, json: eventDetail() },
      )
      await user.upload(field('Choose a picture'), photo())
      await user.click(screen.getByRole('button', { name: 'Save the changes' }))

      await waitFor(() => expect(errorBeside(field('Choose a picture'))).toBe('The file is not valid'))
      expect((await screen.findByRole('alert')).textContent).toContain(
        'Unfortunately, your event could not be saved!',
      )
      expect(writes(requests).map(({ method, url }) => `${method} ${url}`)).toEqual([
        'PUT /api/events/42/cover/',
      ])
    })
  })
})
