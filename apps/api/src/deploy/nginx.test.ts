import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startTestService, type TestService } from '@questboard/account/testing/service'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { REPO_ROOT } from '../config.ts'
import { anotherInstance, buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { eventDayFixture } from '../testing/event-day-fixtures.ts'
import { isChange, openLiveStream } from '../testing/live-client.ts'
import { freePort } from '../testing/raw-http.ts'

// deploy/nginx/questboard.conf, as shipped, in front of two Event API instances and the account service. nginx
// runs as this user with its own prefix, pid, logs and temporary folders in a temporary folder, on loopback ports.
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
const available = existsSync(NGINX)
if (!available) {
  const message = `nginx was not found at ${NGINX}: install it with 'apt-get install -y nginx' (or set NGINX_PATH).`
  if (process.env.CI === 'true') throw new Error(message)
  console.warn(`\n⚠⚠⚠ SKIPPING the reverse-proxy tests: ${message} ⚠⚠⚠\n`)
}

const TOKEN = 'metrics-token-for-the-proxy-test'
let prefix: string
let nginx: ChildProcess | undefined
let first: TestApp
let second: { instance: TestApp; close: () => Promise<void> }
let account: TestService
let web: string
let accounts: string

/** The shipped file with the marked lines pointed at this test's instances and ports. */
async function renderConfig(apiPorts: number[], accountPort: number, webPort: number, accountListen: number) {
  const shipped = await readFile(path.join(REPO_ROOT, 'deploy/nginx/questboard.conf'), 'utf8')
  const apis = [...apiPorts]
  return shipped
    .replace(
      /server \S+ (.*# questboard: api instance)/g,
      (_m, rest) => `server 127.0.0.1:${apis.shift()} ${rest}`,
    )
    .replace(/server \S+;(\s*# questboard: account instance)/, `server 127.0.0.1:${accountPort};$1`)
    .replace(/listen \S+;(\s*# questboard: web listen)/, `listen 127.0.0.1:${webPort};$1`)
    .replace(/listen \S+;(\s*# questboard: account listen)/, `listen 127.0.0.1:${accountListen};$1`)
}

async function startNginx(site: string) {
  await writeFile(path.join(prefix, 'questboard.conf'), site)
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, name)};`
  await writeFile(
    path.join(prefix, 'nginx.conf'),
    `daemon off; worker_processes 1; pid ${path.join(prefix, 'nginx.pid')};
     error_log ${path.join(prefix, 'error.log')} warn;
     events { worker_connections 128; }
     http {
       access_log ${path.join(prefix, 'access.log')};
       ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n')}
       include ${path.join(prefix, 'questboard.conf')};
     }`,
  )
  const args = ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', path.join(prefix, 'nginx.conf')]
  const check = spawn(NGINX, [...args, '-t'], { stdio: ['ignore', 'ignore', 'pipe'] })
  let checkOutput = ''
  check.stderr?.on('data', (chunk) => {
    checkOutput += chunk
  })
  const [code] = await once(check, 'exit')
  if (code !== 0) throw new Error(`nginx refused the configuration:\n${checkOutput}`)
  nginx = spawn(NGINX, args, { stdio: 'ignore' })
}

async function waitFor(url: string) {
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} never answered`)
}

beforeAll(async () => {
  if (!available) return
  prefix = await mkdtemp(path.join(tmpdir(), 'qb-nginx-'))
  first = await buildTestApp({ metricsToken: TOKEN })
  // On a PostgreSQL server both instances share the database; on PGlite, which one process owns, the second
  // has a database of its own (enough to see the proxy spread the requests).
  second =
    first.config.database.driver === 'postgres'
      ? await anotherInstance(first, { metricsToken: TOKEN })
      : await buildTestApp({ metricsToken: TOKEN }).then((instance) => ({
          instance,
          close: () => instance.close(),
        }))
  account = await startTestService()
  const apiPorts: number[] = []
  for (const app of [first, second.instance]) {
    await app.listen({ port: 0, host: '127.0.0.1' })
    apiPorts.push((app.server.address() as { port: number }).port)
  }
  const [webPort, accountListen] = [await freePort(), await freePort()]
  await startNginx(await renderConfig(apiPorts, Number(new URL(account.url).port), webPort, accountListen))
  web = `http://127.0.0.1:${webPort}`
  accounts = `http://127.0.0.1:${accountListen}`
  await waitFor(`${web}/healthz`)
}, 120_000)

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    nginx.kill('SIGTERM')
    await new Promise((resolve) => nginx?.once('exit', resolve))
  }
  await second?.close()
  await first?.close()
  await account?.close()
  if (prefix) await rm(prefix, { recursive: true, force: true })
})

const healthzCount = async (app: TestApp) => {
  const text = (
    await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
  ).body
  const line = text
    .split('\n')
    .find((l) => l.startsWith('http_requests_total{') && l.includes('route="/healthz"'))
  return line ? Number(line.split(' ').pop()) : 0
}

describe.runIf(available)('nginx in front of two Event API instances and the account service', () => {
  test('spreads the requests over both instances', async () => {
    for (let i = 0; i < 20; i++) expect((await fetch(`${web}/healthz`)).status).toBe(200)
    expect(await healthzCount(first)).toBeGreaterThan(0)
    expect(await healthzCount(second.instance)).toBeGreaterThan(0)
  })

  test('the Event API works through it, with the client’s address and scheme passed on', async () => {
    const games = await fetch(`${web}/api/games/`)
    expect(games.status).toBe(200)
    expect(games.headers.get('content-type')).toMatch(/^application\/json/)
    expect(Array.isArray(await games.json())).toBe(true)
    const config = await fetch(`${web}/api/client-config/`)
    expect(config.status).toBeLessThan(500)
    const log = await readFile(path.join(prefix, 'access.log'), 'utf8')
    expect(log).toContain('GET /api/games/ HTTP/1.1" 200')
  })

  test('keeps /metrics away from the public', async () => {
    expect((await fetch(`${web}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(
      404,
    )
    expect((await fetch(`${accounts}/metrics`)).status).toBe(404)
  })

  test('passes the live views’ stream through: its first message at once, a change within 2 s (decision 033)', async () => {
    const fixture = await eventDayFixture(first, { players: 0 })
    if (first.config.database.driver !== 'postgres') {
      // On PGlite each instance has its own database: the same event in both, whichever nginx picks.
      expect((await eventDayFixture(second.instance, { players: 0 })).event.id).toBe(fixture.event.id)
    }
    const stream = await openLiveStream(`${web}/api/events/${fixture.event.id}/live/`)
    try {
      expect(stream.status).toBe(200)
      expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8')
      await stream.next(isChange(), { timeoutMs: 3000 })
      if (first.config.database.driver === 'postgres') {
        const checkedIn = await first.inject({
          method: 'POST',
          url: `/api/events/${fixture.event.id}/check_ins/`,
          headers: fixture.organizer.headers,
          payload: { guest_name: 'Through nginx' },
        })
        expect(checkedIn.statusCode).toBe(201)
        await stream.next(isChange('players', 1), { timeoutMs: 2000 })
      }
    } finally {
      stream.close()
    }
  })

  test('the account service works through its own host', async () => {
    const discovery = await fetch(`${accounts}/.well-known/openid-configuration`)
    expect(discovery.status).toBe(200)
    expect(((await discovery.json()) as { issuer: string }).issuer).toBe(account.url)
    expect((await fetch(`${accounts}/healthz`)).status).toBe(200)
  })
})
