// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderScreen, stubFetch } from '../../../testing/render'
import MailUnsubscribeRoute from './mail-unsubscribe'

const TOKEN = 'a.4.12.c2lnbmF0dXJl'

function serveLink(link: { list: 'digest' | 'alert'; label: string | null; active: boolean } | number) {
  let state = link
  return stubFetch((request) => {
    if (typeof state === 'number') return { status: state, json: { token: ['This value is not valid'] } }
    if (request.url === `/api/mail/unsubscribe/?token=${encodeURIComponent(TOKEN)}`) return { json: state }
    if (request.url === '/api/mail/unsubscribe/' && request.method === 'POST') {
      state = { ...state, active: false }
      return { json: state }
    }
    return undefined
  })
}

const INVALID =
  'Ooooh!This link is not valid. Copy the whole link from the mail, or change your choices in your mail preferences.'

const open = () => renderScreen(<MailUnsubscribeRoute />, { path: `/mail/unsubscribe?token=${TOKEN}` })

describe('the page of a mail’s unsubscribe link, signed out', () => {
  it('says the link stops an alert, stops it with one button, and says it is deleted', async () => {
    const requests = serveLink({ list: 'alert', label: 'Lyon', active: true })
    const { user } = open()
    expect((await screen.findByText(/^This link stops/)).textContent).toBe(
      'This link stops your alert “Lyon”: it will be deleted.',
    )
    // Opening the link stopped nothing (a mail scanner opens links too).
    expect(requests.every((request) => request.method === 'GET')).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Stop these mails' }))
    expect((await screen.findByRole('status')).textContent).toBe(
      'Well done!Done: your alert “Lyon” is deleted.',
    )
    expect(screen.queryByRole('button', { name: 'Stop these mails' })).toBeNull()
    const stop = requests.find((request) => request.method === 'POST')
    expect(stop?.body).toEqual({ token: TOKEN })
    expect(stop?.headers.get('Authorization')).toBeNull()
  })

  it('says what the digests’ link stops, and that the stores stay followed', async () => {
    serveLink({ list: 'digest', label: null, active: true })
    const { user } = open()
    expect((await screen.findByText(/^This link stops/)).textContent).toBe(
      'This link stops the daily digests of the stores you follow. You will still follow them.',
    )
    await user.click(screen.getByRole('button', { name: 'Stop these mails' }))
    expect((await screen.findByRole('status')).textContent).toBe(
      'Well done!Done: you will receive no more daily digests. You still follow your stores.',
    )
  })

  it('says when the mails are already stopped', async () => {
    serveLink({ list: 'digest', label: null, active: false })
    open()
    // Not the "checking" status: the answer's.
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Ooooh!These mails are already stopped.'),
    )
    expect(screen.queryByRole('button', { name: 'Stop these mails' })).toBeNull()
  })

  it('says a link the server refuses is not valid', async () => {
    serveLink(400)
    open()
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID)
    expect(screen.queryByRole('button', { name: 'Stop these mails' })).toBeNull()
  })

  it('says a link without its token is not valid, and asks nothing', () => {
    const requests = serveLink(400)
    renderScreen(<MailUnsubscribeRoute />, { path: '/mail/unsubscribe' })
    expect(screen.getByRole('alert').textContent).toBe(INVALID)
    expect(requests).toEqual([])
  })
})
