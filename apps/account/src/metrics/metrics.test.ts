import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestService, type TestService } from '../testing/test-service'

const TOKEN = 'metrics-token-for-the-tests'

let service: TestService
beforeAll(async () => {
  service = await startTestService({ metricsToken: TOKEN })
})
afterAll(() => service?.close())

describe('GET /metrics (account service)', () => {
  test('answers Prometheus text with requests by route pattern and their latency', async () => {
    await fetch(`${service.url}/healthz`)
    await fetch(`${service.url}/.well-known/openid-configuration`)
    await fetch(`${service.url}/no-such-page-${Date.now()}`)
    const response = await fetch(`${service.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = await response.text()
    expect(text).toContain('# TYPE http_request_duration_seconds histogram')
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/healthz",status_code="200",service="account"\} 1/,
    )
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/.well-known\/openid-configuration",status_code="200"/,
    )
    await fetch(`${service.url}/interaction/some-uid-${Date.now()}/login`)
    const again = await (
      await fetch(`${service.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
    ).text()
    expect(again).toMatch(/http_requests_total\{method="GET",route="\/interaction\/[^"]*"/)
    expect(again).not.toContain('some-uid')
    expect(text).toMatch(/http_requests_total\{method="GET",route="unmatched",status_code="404"/)
    expect(text).not.toContain('no-such-page')
    expect(text).toContain('process_resident_memory_bytes')
    if (service.configuration.databaseUrl) expect(text).toMatch(/db_pool_connections\{[^}]*\} [1-9]/)
  })

  test('refuses a missing or wrong token with 401', async () => {
    const wrong: Record<string, string>[] = [{}, { authorization: 'Bearer wrong-token-of-the-same-size' }]
    for (const headers of wrong) {
      const response = await fetch(`${service.url}/metrics`, { headers })
      expect(response.status).toBe(401)
      expect(await response.text()).not.toContain('http_requests_total')
    }
  })

  test('is off (404) without METRICS_TOKEN', async () => {
    const other = await startTestService()
    try {
      expect((await fetch(`${other.url}/metrics`)).status).toBe(404)
    } finally {
      await other.close()
    }
  })
})
