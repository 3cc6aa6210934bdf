// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { errorBeside, field } from '../../../testing/fields'
import { picture } from '../../../testing/pictures'
import { renderScreen, type SentRequest, stubFetch } from '../../../testing/render'
import type { Profile } from '../api/profile'
import ProfileRoute from './profile'

const closed = { closed: true, first_open: null, first_close: null, second_open: null, second_close: null }

/** An organizer's stored profile: a store in Lyon, open on Monday, and on Tuesday with a lunch break. */
const stored: Profile = {
  id: 7,
  nickname: 'ada',
  email: 'ada@example.org',
  is_public: false,
  lp_opted: true,
  no_show_rule: 'off',
  store_logo: null,
  logo_url: null,
  store_photo: null,
  store_information: {
    store_name: 'The Dice',
    address: {
      street: '5 place du Marché',
      street_2: null,
      city: 'Lyon',
      postcode: '69002',
      region: null,
      country: 'FR',
    },
    website: null,
    phone_number: null,
    store_email: null,
    schedule: {
      monday: { ...closed, closed: false, first_open: '10:00', first_close: '19:00' },
      tuesday: {
        closed: false,
        first_open: '10:00',
        first_close: '12:00',
        second_open: '14:00',
        second_close: '19:00',
      },
      wednesday: closed,
      thursday: closed,
      friday: closed,
      saturday: closed,
      sunday: closed,
    },
  },
}

/** `GET /api/users/me/` answers `profile`; its `POST` is answered by `save` (204 by default). */
async function openProfile(
  profile: Profile = stored,
  save: (request: SentRequest) => { status: number; json?: unknown } = () => ({ status: 204 }),
) {
  const requests = stubFetch((request) => {
    if (request.url !== '/api/users/me/') return undefined
    return request.method === 'GET' ? { json: profile } : save(request)
  })
  const view = renderScreen(<ProfileRoute />, { path: '/profile', page: 'profile' })
  await screen.findByRole('button', { name: 'Save my profile' })
  const posts = () => requests.filter((request) => request.method === 'POST')
  /** The multipart body of the one `POST` made. */
  const posted = () => {
    expect(posts()).toHaveLength(1)
    const body = posts()[0]?.body
    expect(body).toBeInstanceOf(FormData)
    return body as FormData
  }
  return { ...view, requests, posts, posted }
}

const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Save my profile' }))
const day = (name: string) => screen.getByRole('group', { name })

describe('the store profile form', () => {
  it("labels each field of its sections, with the account's nickname and email read-only", async () => {
    await openProfile()

    const sections = {
      'Personal information': ['Nickname', 'Email'],
      'Store address': ['Store name', 'Street and number', 'City', 'Postal code', 'Country'],
      Contact: ['Website', 'Phone number', 'Store email address'],
    }
    for (const [section, labels] of Object.entries(sections)) {
      const group = screen.getByRole('group', { name: section })
      for (const label of labels) expect(group.contains(field(label))).toBe(true)
    }
    const hours = screen.getByRole('group', { name: 'Opening hours' })
    expect(
      within(hours)
        .getAllByRole('group')
        .map((group) => group.querySelector('legend')?.textContent),
    ).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
    expect(field('Nickname')).toMatchObject({ value: 'ada', readOnly: true })
    expect(field('Email')).toMatchObject({ value: 'ada@example.org', readOnly: true })
    for (const label of ['Store name', 'Street and number', 'City', 'Postal code', 'Country']) {
      expect(field(label).getAttribute('aria-required')).toBe('true')
    }
    for (const label of ['Website', 'Phone number', 'Store email address', 'Choose a new logo']) {
      expect(field(label).hasAttribute('aria-required')).toBe(false)
    }
    expect(field('Show my store to players')).toHaveProperty('checked', false)
    expect(field('My events award loyalty points')).toHaveProperty('checked', true)
    expect(field('Opens at', day('Monday'))).toHaveProperty('value', '10:00')
    expect(field('Opens again at', day('Tuesday'))).toHaveProperty('value', '14:00')
    expect(field('Closed', day('Wednesday'))).toHaveProperty('checked', true)
    expect(within(day('Wednesday')).queryByLabelText('Opens at')).toBeNull()
    expect(day('Wednesday').textContent).toContain('Closed all day.')
  })

  it('refuses bad input without sending it, each message beside its field', async () => {
    const { user, posts } = await openProfile()
    await user.clear(field('Store name'))
    await user.type(field('Website'), 'not a website')
    await user.type(field('Store email address'), 'shop@')
    await user.click(field('Closed', day('Wednesday')))
    await user.click(field('Break', day('Monday')))
    await userEvent
      .setup({ applyAccept: false })
      .upload(field('Choose a new logo'), new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }))

    await save(user)

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Information is missing to save your form.',
    )
    expect(errorBeside(field('Store name'))).toBe(
      'This value is required and must be between 1 and 100 characters',
    )
    expect(errorBeside(field('Website'))).toBe('This value must be a valid URL')
    expect(errorBeside(field('Store email address'))).toBe('This value must be a valid email address')
    expect(errorBeside(field('Opens at', day('Wednesday')))).toBe('This value is required')
    expect(errorBeside(field('Opens again at', day('Monday')))).toBe('This value is required')
    expect(errorBeside(field('Choose a new logo'))).toBe('The logo must be a JPEG or PNG image')
    await waitFor(() => expect(document.activeElement).toBe(field('Store name')))
    expect(posts()).toEqual([])
  })

  it('refuses a logo over 5 MB', async () => {
    const { user, posts } = await openProfile()
    const big = new File([new Uint8Array(5_000_001)], 'logo.png', { type: 'image/png' })
    await user.upload(field('Choose a new logo'), big)
    await save(user)
    await waitFor(() =>
      expect(errorBeside(field('Choose a new logo'))).toBe('The file must not be larger than 5000 KB'),
    )
    expect(posts()).toEqual([])
  })

  it('sends the profile as multipart, says it is up to date and reads it again', async () => {
    const { user, requests, posted } = await openProfile()
    await user.clear(field('Store name'))
    await user.type(field('Store name'), 'The Dice Tower')
    await user.click(field('Show my store to players'))
    await user.click(field('Closed', day('Wednesday')))
    await user.type(field('Opens at', day('Wednesday')), '14:00')
    await user.type(field('Closes at', day('Wednesday')), '18:00')
    const logo = new File([new Uint8Array(1000)], 'logo.png', { type: 'image/png' })
    await user.upload(field('Choose a new logo'), logo)

    await save(user)

    expect((await screen.findByRole('status')).textContent).toContain('Your profile is up to date')
    const body = posted()
    expect(body.get('is_public')).toBe('true')
    expect(body.get('lp_opted_in')).toBe('true')
    expect(body.get('store_logo')).toMatchObject({ name: 'logo.png', size: 1000 })
    expect(JSON.parse(String(body.get('store_information')))).toMatchObject({
      store_name: 'The Dice Tower',
      address: { street: '5 place du Marché', street_2: null, city: 'Lyon', country: 'FR' },
      website: null,
      schedule: {
        monday: { closed: false, first_open: '10:00', first_close: '19:00', second_open: null },
        tuesday: { closed: false, second_open: '14:00', second_close: '19:00' },
        wednesday: { closed: false, first_open: '14:00', first_close: '18:00' },
        thursday: { closed: true, first_open: null },
      },
    })
    await waitFor(() => expect(requests.filter((request) => request.method === 'GET')).toHaveLength(2))
  })

  it('deletes the logo by sending it empty', async () => {
    const { user, posted } = await openProfile({ ...stored, logo_url: '/media/logos/7.png' })
    expect(screen.getByRole('img', { name: 'Your store logo' }).getAttribute('src')).toBe(
      '/media/logos/7.png',
    )

    await user.click(screen.getByRole('button', { name: 'Delete the logo' }))
    expect(screen.queryByRole('img', { name: 'Your store logo' })).toBeNull()
    expect(screen.getByRole('group', { name: 'Store logo' }).textContent).toContain(
      'The logo will be deleted when you save.',
    )
    await save(user)

    await screen.findByRole('status')
    expect(posted().get('store_logo')).toBe('')
  })

  it('sends a store photo beside the logo, and removes it by sending it empty', async () => {
    const first = await openProfile()
    const photo = new File([new Uint8Array(3000)], 'shop.jpg', { type: 'image/jpeg' })
    await first.user.upload(field('Choose a picture'), photo)
    // The preview is the chosen file itself.
    expect(screen.getByRole('img', { name: 'The picture chosen' }).getAttribute('src')).toMatch(/^blob:/)
    await save(first.user)
    await screen.findByRole('status')
    expect(first.posted().get('store_photo')).toMatchObject({ name: 'shop.jpg', size: 3000 })
    first.unmount()

    const { user, posted } = await openProfile({ ...stored, store_photo: picture('shop') })
    expect(screen.getByRole('img', { name: 'The current picture' }).getAttribute('srcset')).toContain(
      'shop-400.webp 400w',
    )
    await user.click(screen.getByRole('button', { name: 'Remove the picture' }))
    await save(user)
    await screen.findByRole('status')
    expect(posted().get('store_photo')).toBe('')
  })

  it("shows the API's field errors beside their fields", async () => {
    const { user } = await openProfile(stored, () => ({
      status: 400,
      json: {
        store_information: {
          website: ['This value must be a valid URL'],
          address: { postcode: ['This value is required and must be between 1 and 20 characters'] },
        },
        lp_opted_in: ['Only a store in a loyalty country may award loyalty points.'],
      },
    }))

    await save(user)

    await waitFor(() => expect(errorBeside(field('Website'))).toBe('This value must be a valid URL'))
    expect(errorBeside(field('Postal code'))).toBe(
      'This value is required and must be between 1 and 20 characters',
    )
    expect(errorBeside(field('My events award loyalty points'))).toBe(
      'Only a store in a loyalty country may award loyalty points.',
    )
    expect(screen.getByRole('alert').textContent).toContain(
      'Unfortunately, your profile has not been updated!',
    )
  })
})
