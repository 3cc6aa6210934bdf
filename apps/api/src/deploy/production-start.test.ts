import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildServices } from '../../../../scripts/build-services.mjs'
import { type RunningServices, startServices } from '../../../../scripts/services.mjs'
import { acceptsConnections, freePort, startSlowRequest } from '../testing/raw-http.ts'
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts'

// What `npm run build` then `NODE_ENV=production npm start` do: both services run as compiled JavaScript with
// plain Node (no TypeScript loader), answer /healthz, and on SIGTERM finish what is in flight before exiting 0.
let dataDir: string
let database: TestDatabase
let services: RunningServices
let ports: { api: number; account: number }

beforeAll(async () => {
  buildServices()
  dataDir = await mkdtemp(path.join(tmpdir(), 'qb-production-'))
  database = await createTestDatabase()
  ports = { api: await freePort(), account: await freePort() }
  const url = database.database.driver === 'postgres' ? database.database.url : undefined
  services = await startServices({
    port: ports.api,
    accountPort: ports.account,
    compiled: true,
    quiet: true,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      ACCOUNT_DATABASE_SCHEMA: url ? `account_${ports.account}` : undefined,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
  })
}, 180_000)
afterAll(async () => {
  await services?.stop()
  await database?.drop()
  await rm(dataDir, { recursive: true, force: true })
})

const child = (name: string) => {
  const found = services.children.find((c) => c.serviceName === name)
  if (!found) throw new Error(`no ${name} process`)
  return found
}

describe('the compiled build', () => {
  test('runs both services from dist/ with plain Node, and both answer /healthz', async () => {
    for (const name of ['api', 'account']) {
      const args = child(name).spawnargs.join(' ')
      expect(args).toContain(`apps/${name}/dist/server.js`)
      expect(args).not.toContain('tsx')
    }
    for (const url of [services.webUrl, services.accountUrl]) {
      const response = await fetch(`${url}/healthz`)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ status: 'ok' })
    }
  })
})

describe('SIGTERM', () => {
  test.each([
    // Fastify reads a JSON body whole before the route runs.
    [
      'api',
      () => ports.api,
      '/api/newsletter/',
      'application/json',
      JSON.stringify({ email: 'drain@example.com' }),
    ],
    // The OpenID provider reads the token request's form before it looks at the client.
    [
      'account',
      () => ports.account,
      '/token',
      'application/x-www-form-urlencoded',
      'grant_type=client_credentials',
    ],
  ])(
    'lets the %s service finish a slow request in flight, refuse new ones and exit 0',
    async (name, port, url, type, body) => {
      const process = child(name)
      const slow = await startSlowRequest(port(), 'POST', url, type, body)
      await new Promise((resolve) => setTimeout(resolve, 200))
      process.kill('SIGTERM')
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(process.exitCode).toBeNull()
      expect(await acceptsConnections(port())).toBe(false)
      slow.finish()
      const { status, raw } = await slow.response
      // An answer of the route itself (whatever it thinks of the request), not a cut connection nor a 503.
      expect(raw).toMatch(/^HTTP\/1\.1 \d{3} /)
      expect(status).toBeGreaterThanOrEqual(200)
      expect(status).toBeLessThan(500)
      const [code] = await once(process, 'exit')
      expect(code).toBe(0)
    },
  )
})
