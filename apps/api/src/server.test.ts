import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  answers,
  freePort,
  type ServerProcess,
  startServerProcess,
  waitUntilHealthy,
} from '@questboard/account/testing/server-process'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

// The real entry point (`npm start` runs it), in its own process: what an operator sees.
const ENTRY = 'apps/api/src/server.ts'

describe('a production start of the Event API', () => {
  test('refuses without secrets, naming each variable in one message', async () => {
    const server = startServerProcess(ENTRY, {
      NODE_ENV: 'production',
      DEMO_USERS: '1',
      DATA_DIR: '/nonexistent',
    })
    expect(await server.exited).toBe(1)
    const message = server.stderr()
    expect(message).toContain('The Event API refuses to start: NODE_ENV is production')
    expect(message).toContain('API_CLIENT_SECRET: is not set')
    expect(message).toContain('MAIL_LINK_SECRET: is not set')
    expect(message).toContain('DEMO_USERS: seeds the demo data')
    expect(message).not.toMatch(/\n\s+at /) // a message, not a stack trace
  })

  test('refuses the development secret when listening beyond loopback, even outside production', async () => {
    const server = startServerProcess(ENTRY, {
      HOST: '0.0.0.0',
      API_CLIENT_SECRET: 'questboard-api-dev-secret',
      DATA_DIR: '/nonexistent',
    })
    expect(await server.exited).toBe(1)
    expect(server.stderr()).toContain('HOST=0.0.0.0 listens beyond loopback')
    expect(server.stderr()).toContain('API_CLIENT_SECRET: is the published development secret')
  })

  describe('with a secret of its own', () => {
    let dataDir: string
    let port: number
    let server: ServerProcess

    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'questboard-api-start-'))
      port = await freePort()
      // 127.0.0.2 is loopback too, but not the default: answering there and only there shows HOST is honoured.
      server = startServerProcess(ENTRY, {
        NODE_ENV: 'production',
        HOST: '127.0.0.2',
        PORT: String(port),
        DATA_DIR: dataDir,
        API_CLIENT_SECRET: 'a-production-secret-of-at-least-32-characters',
        MAIL_LINK_SECRET: 'another-production-secret-of-32-characters',
        JOB_INTERVAL_SECONDS: '0',
        LOG_LEVEL: 'warn',
      })
      await waitUntilHealthy(server, `http://127.0.0.2:${port}/healthz`, 120_000)
    }, 150_000)
    afterAll(async () => {
      await server?.stop()
      await rm(dataDir, { recursive: true, force: true })
    })

    test('starts, listening only on HOST', async () => {
      expect(await answers(`http://127.0.0.2:${port}/healthz`)).toBe(true)
      expect(await answers(`http://127.0.0.1:${port}/healthz`)).toBe(false)
    })

    test('seeds no demo event', async () => {
      const response = await fetch(`http://127.0.0.2:${port}/api/events/`)
      expect(response.status).toBe(200)
      expect(await response.json()).toMatchObject({ count: 0 })
    })
  })
})
