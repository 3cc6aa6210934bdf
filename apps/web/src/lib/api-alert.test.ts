import { afterEach, describe, expect, it } from 'vitest'
import { createQueryClient } from '../app/providers'
import { clearAlerts, dismissAlert, getAlerts, pushAlert } from './alerts'
import { ApiError } from './api'
import { apiAlertFor } from './api-alert'

describe('the §8 response rule', () => {
  it.each([500, 502, 503, 599, 402, 403, 405, 409, 422, 429])('raises the api alert for %i', (status) => {
    expect(apiAlertFor(new ApiError(status, { detail: 'Boom' }))).toEqual({
      title: 'api',
      message: 'Boom',
      httpStatus: status,
    })
  })

  it.each([400, 401, 404, 399, 302])('raises none for %i', (status) => {
    expect(apiAlertFor(new ApiError(status, { detail: 'Boom' }))).toBeNull()
  })

  it('raises none for a failure without a status, nor for a call that opted out', () => {
    expect(apiAlertFor(new TypeError('Failed to fetch'))).toBeNull()
    expect(apiAlertFor(new ApiError(500, { detail: 'Boom' }), { alert: false })).toBeNull()
  })

  it('takes detail, else error_description, else a plain-text body, else nothing', () => {
    const message = (body: unknown) => apiAlertFor(new ApiError(500, body))?.message
    expect(message({ detail: 'Detail', error_description: 'Description' })).toBe('Detail')
    expect(message({ error_description: 'Description' })).toBe('Description')
    expect(message({ detail: 42, error_description: 'Description' })).toBe('Description')
    expect(message('  Bad Gateway \n')).toBe('Bad Gateway')
    expect(message('<html><body>502 Bad Gateway</body></html>')).toBeNull()
    expect(message('x'.repeat(301))).toBeNull()
    expect(message({ name: ['This value is required'] })).toBeNull()
    expect(message(undefined)).toBeNull()
  })
})

describe('the query client', () => {
  afterEach(() => clearAlerts())

  it('raises the alert once for a failing query, not for a 404', async () => {
    const client = createQueryClient()
    const fail = (status: number) => () =>
      Promise.reject(new ApiError(status, { detail: `Failed ${status}` }))
    await client.fetchQuery({ queryKey: ['a'], queryFn: fail(404), retry: false }).catch(() => undefined)
    expect(getAlerts()).toEqual([])
    await client.fetchQuery({ queryKey: ['b'], queryFn: fail(503), retry: false }).catch(() => undefined)
    await client.fetchQuery({ queryKey: ['c'], queryFn: fail(503), retry: false }).catch(() => undefined)
    expect(getAlerts()).toEqual([
      expect.objectContaining({
        status: 'danger',
        title: 'api',
        message: 'Failed 503',
        object: { httpStatus: 503 },
      }),
    ])
  })

  it('lets a mutation that shows its own message opt out', async () => {
    const client = createQueryClient()
    const failing = () => Promise.reject(new ApiError(409, { detail: 'Sold out' }))
    const silent = client.getMutationCache().build(client, { mutationFn: failing, meta: { alert: false } })
    await silent.execute(undefined).catch(() => undefined)
    expect(getAlerts()).toEqual([])
    const loud = client.getMutationCache().build(client, { mutationFn: failing })
    await loud.execute(undefined).catch(() => undefined)
    expect(getAlerts().map((alert) => alert.message)).toEqual(['Sold out'])
  })
})

describe('the alert stack', () => {
  afterEach(() => clearAlerts())

  const alert = (message: string | null, httpStatus = 500) =>
    ({ status: 'danger', title: 'api', message, object: { httpStatus } }) as const

  it('keeps the three latest distinct alerts, and forgets a dismissed one', () => {
    for (const message of ['one', 'two', 'two', 'three', 'four']) pushAlert(alert(message))
    expect(getAlerts().map((shown) => shown.message)).toEqual(['two', 'three', 'four'])
    dismissAlert(getAlerts()[0]?.id ?? 0)
    expect(getAlerts().map((shown) => shown.message)).toEqual(['three', 'four'])
  })

  it('tells wordless alerts apart by their status', () => {
    pushAlert(alert(null, 500))
    pushAlert(alert(null, 500))
    pushAlert(alert(null, 503))
    expect(getAlerts().map((shown) => shown.object?.httpStatus)).toEqual([500, 503])
  })
})
