// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { errorBeside, field } from '../../../testing/fields'
import { picture } from '../../../testing/pictures'
import { renderScreen, type SentRequest, stubFetch } from '../../../testing/render'
import AdminRoute from '../routes/admin'

vi.mock('../../identity', async (importActual) => {
  const actual = await importActual<typeof import('../../identity')>()
  return {
    ...actual,
    useIdentity: () => ({ status: 'connected', user: { id: 'me', roles: ['user', 'admin'] } }),
    useViewerKey: () => 'me',
  }
})

function gamesApi(
  write: (request: SentRequest) => { status?: number; json?: unknown } = () => ({ json: {} }),
) {
  let art = picture('star')
  let removed = false
  const requests = stubFetch((request) => {
    if (request.url === '/api/games/' && request.method === 'GET') {
      return {
        json: [
          { id: 3, name: 'Star Quest', art: removed ? null : art },
          { id: 11, name: 'Other', art: null },
        ],
      }
    }
    if (request.url.startsWith('/api/games/')) {
      const answer = write(request)
      if ((answer.status ?? 200) < 300) {
        if (request.method === 'DELETE') removed = true
        else art = picture('new')
      }
      return answer
    }
    return undefined
  })
  renderScreen(<AdminRoute />, { path: '/admin?tab=games', page: 'admin' })
  return requests
}

const gameForm = (name: string) => screen.getByRole('form', { name })

describe('the admin space’s game artwork', () => {
  it('shows each game’s artwork, saves new artwork and removes it', async () => {
    const requests = gamesApi()
    const star = (await screen.findByRole('heading', { name: 'Star Quest' })).closest('form') as HTMLElement
    expect(within(star).getByRole('img', { name: 'Artwork of Star Quest' }).getAttribute('srcset')).toContain(
      'star-1200.webp',
    )
    expect(within(gameForm('Other')).queryByRole('img')).toBeNull()
    expect(within(gameForm('Other')).getByText(/^No artwork yet/).textContent).toBe(
      'No artwork yet: its events without a cover show this placeholder.',
    )
    expect(within(star).queryByText(/^No artwork yet/)).toBeNull()
    const user = userEvent.setup()

    await user.upload(
      field('New artwork for Star Quest'),
      new File([new Uint8Array(500)], 'art.png', { type: 'image/png' }),
    )
    await user.click(within(star).getByRole('button', { name: 'Save the artwork' }))
    expect((await screen.findByRole('status')).textContent).toContain('The artwork of Star Quest is saved.')
    const put = requests.find((request) => request.method === 'PUT')
    expect(put?.url).toBe('/api/games/3/art/')
    expect((put?.body as FormData | undefined)?.get('art')).toMatchObject({ name: 'art.png', size: 500 })
    await waitFor(() =>
      expect(
        within(star).getByRole('img', { name: 'Artwork of Star Quest' }).getAttribute('srcset'),
      ).toContain('new-1200.webp'),
    )

    await user.click(within(star).getByRole('button', { name: 'Remove the artwork' }))
    await waitFor(() => expect(within(star).queryByRole('img')).toBeNull())
    expect(requests.at(-2)).toMatchObject({ method: 'DELETE', url: '/api/games/3/art/' })
  })

  it('refuses a file that is no picture before sending it, and shows the API’s refusal', async () => {
    const requests = gamesApi(() => ({ status: 400, json: { art: ['The file is not valid'] } }))
    const other = (await screen.findByRole('heading', { name: 'Other' })).closest('form') as HTMLElement
    const input = field('New artwork for Other')
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['GIF89a'], 'art.gif', { type: 'image/gif' }))
    const user = userEvent.setup()
    await user.click(within(other).getByRole('button', { name: 'Save the artwork' }))
    expect(errorBeside(input)).toBe('The picture must be a JPEG, PNG or WebP image')
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([])

    await user.upload(input, new File([new Uint8Array(10)], 'art.jpg', { type: 'image/jpeg' }))
    await user.click(within(other).getByRole('button', { name: 'Save the artwork' }))
    await waitFor(() => expect(errorBeside(input)).toBe('The file is not valid'))
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The artwork of Other could not be changed.',
    )
  })
})
