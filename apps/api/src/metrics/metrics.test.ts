import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { createPlayer } from '../testing/registration-fixtures.ts'

const TOKEN = 'metrics-token-for-the-tests'
const authorization = `Bearer ${TOKEN}`

let app: TestApp
beforeAll(async () => {
  app = await buildTestApp({ metricsToken: TOKEN })
})
afterAll(() => app?.close())

const scrape = () => app.inject({ method: 'GET', url: '/metrics', headers: { authorization } })

/** The value of one series, e.g. `http_requests_total{…route="/api/events/:id/"…}`. */
function seriesValue(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const line = text
    .split('\n')
    .find((l) =>
      l.startsWith(`${name}{`) || l.startsWith(`${name} `)
        ? Object.entries(labels).every(([key, value]) => l.includes(`${key}="${value}"`))
        : false,
    )
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1))
}

describe('GET /metrics', () => {
  test('answers Prometheus text: requests by route pattern, never by raw URL, with their latency', async () => {
    for (const id of [101, 202, 303]) await app.inject({ method: 'GET', url: `/api/events/${id}/` })
    const response = await scrape()
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(response.headers['cache-control']).toBe('no-store')
    const text = response.body
    expect(text).toContain('# TYPE http_requests_total counter')
    expect(text).toContain('# TYPE http_request_duration_seconds histogram')
    const labels = { method: 'GET', route: '/api/events/:id/', status_code: '404', service: 'api' }
    expect(seriesValue(text, 'http_requests_total', labels)).toBe(3)
    expect(seriesValue(text, 'http_request_duration_seconds_count', labels)).toBe(3)
    expect(text).not.toContain('/api/events/101/')
  })

  test('tells the outbox depth, the registrations, the job runs, the process and (on a server) the pool', async () => {
    await createPlayer(app.db)
    await app.jobs.runDue()
    const text = (await scrape()).body
    expect(seriesValue(text, 'questboard_mail_outbox_depth')).toBeGreaterThanOrEqual(0)
    expect(seriesValue(text, 'questboard_registrations')).toBeGreaterThanOrEqual(0)
    expect(seriesValue(text, 'questboard_job_runs_total', { outcome: 'ok' })).toBeGreaterThanOrEqual(1)
    expect(text).toContain('process_resident_memory_bytes')
    expect(text).toContain('nodejs_eventloop_lag_seconds')
    if (app.database.driver === 'postgres') {
      expect(seriesValue(text, 'db_pool_connections')).toBeGreaterThanOrEqual(1)
    }
  })

  test.each([
    ['no token', undefined],
    ['a wrong token', 'Bearer metrics-token-for-the-testz'],
    ['another scheme', `Basic ${TOKEN}`],
  ])('refuses %s with 401', async (_name, header) => {
    const response = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: header ? { authorization: header } : {},
    })
    expect(response.statusCode).toBe(401)
    expect(response.headers['www-authenticate']).toBe('Bearer')
    expect(response.body).not.toContain('http_requests_total')
  })

  test('is off (404) when METRICS_TOKEN is not set, even from loopback', async () => {
    const other = await buildTestApp()
    try {
      const response = await other.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })
      expect(response.statusCode).toBe(404)
      expect(response.body).not.toContain('http_requests_total')
    } finally {
      await other.close()
    }
  })
})
