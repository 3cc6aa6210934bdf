import { describe, expect, it } from 'vitest'
import { registrationState } from './registration-state'

const open: Parameters<typeof registrationState>[0] = {
  event_type: 'Full',
  status: 'published',
  time_state: 'future',
  lifecycle_labels: [],
  seats_left: 4,
  registration_deadline: '2026-06-06T10:00:00.000Z',
  registration_open: true,
  is_registered: false,
}

const now = new Date('2026-06-01T10:00:00.000Z')

describe('the register area of an event', () => {
  it('is open when the API says so', () => {
    expect(registrationState(open, null, now)).toEqual({ kind: 'open' })
  })

  it('sends light events to their own page', () => {
    expect(registrationState({ ...open, event_type: 'Light' }, 'https://x.example/', now)).toEqual({
      kind: 'external',
      url: 'https://x.example/',
    })
  })

  it('lets a registered player unregister until the start', () => {
    expect(registrationState({ ...open, is_registered: true }, null, now)).toEqual({
      kind: 'registered',
      canUnregister: true,
    })
    expect(
      registrationState({ ...open, is_registered: true, time_state: 'started' }, null, now),
    ).toMatchObject({ canUnregister: false })
  })

  it('tells why registration is closed', () => {
    const closed = { ...open, registration_open: false }
    const reason = (overrides: Partial<typeof closed>) =>
      (registrationState({ ...closed, ...overrides }, null, now) as { reason: string }).reason
    expect(reason({ status: 'cancelled' })).toBe('cancelled')
    expect(reason({ lifecycle_labels: ['cancelled'] })).toBe('cancelled')
    expect(reason({ time_state: 'past' })).toBe('completed')
    expect(reason({ time_state: 'started' })).toBe('in_progress')
    expect(reason({ seats_left: 0 })).toBe('sold_out')
    expect(reason({ registration_deadline: '2026-05-31T10:00:00.000Z' })).toBe('deadline')
    expect(reason({})).toBe('closed')
  })
})
