import { timingSafeEqual } from 'node:crypto'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'

/** What a pg.Pool tells about itself (PGlite has no pool: nothing is reported then). */
export interface PoolStats {
  totalCount: number
  idleCount: number
  waitingCount: number
}

/**
 * One service's Prometheus metrics, shared by the Event API and the account service (GET /metrics): the process
 * (memory, CPU, event loop lag), requests by route pattern (never the raw URL: ids would make a series each),
 * and the database pool. Each service adds its own gauges to `registry`. One registry per app: tests build many.
 */
export function createServiceMetrics(service: string, pool: () => PoolStats | undefined) {
  const registry = new Registry()
  registry.setDefaultLabels({ service })
  collectDefaultMetrics({ register: registry })
  const labelNames = ['method', 'route', 'status_code'] as const
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames,
    registers: [registry],
  })
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status code',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const poolGauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const stats = pool()
        if (stats) this.set(read(stats))
      },
    })
  poolGauge('db_pool_connections', 'Connections open in the database pool', (s) => s.totalCount)
  poolGauge('db_pool_idle_connections', 'Idle connections in the database pool', (s) => s.idleCount)
  poolGauge('db_pool_waiting_requests', 'Queries waiting for a connection of the pool', (s) => s.waitingCount)
  return {
    registry,
    observeRequest(method: string, route: string, statusCode: number, seconds: number) {
      const labels = { method, route, status_code: String(statusCode) }
      requests.inc(labels)
      duration.observe(labels, seconds)
    },
  }
}

/**
 * Who may read /metrics: with METRICS_TOKEN set, a caller sending `Authorization: Bearer <token>`; without it,
 * nobody (the route answers 404), since behind a proxy on the same machine every caller looks like loopback.
 */
export function metricsAccess(
  token: string | undefined,
  authorization: string | undefined,
): 'off' | 'denied' | 'ok' {
  if (!token) return 'off'
  const given = Buffer.from(authorization?.match(/^Bearer (.+)$/i)?.[1] ?? '')
  const expected = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected) ? 'ok' : 'denied'
}
