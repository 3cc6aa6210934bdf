import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serviceToken, signIn } from './testing/oidc-client'
import { answers, freePort, startServerProcess, waitUntilHealthy } from './testing/server-process'

// The real entry point (`npm start` runs it), in its own process: what an operator sees.
const ENTRY = 'apps/account/src/server.ts'
const SECRET = 'a-production-secret-of-at-least-32-characters'
const WEB_URL = 'http://localhost:8080'

describe('a production start of the account service', () => {
  it('refuses without secrets, naming each variable in one message', async () => {
    const server = startServerProcess(ENTRY, { NODE_ENV: 'production', DATA_DIR: '/nonexistent' })
    expect(await server.exited).toBe(1)
    const message = server.stderr()
    expect(message).toContain('The account service refuses to start: NODE_ENV is production')
    expect(message).toContain('API_CLIENT_SECRET: is not set')
    expect(message).toContain('COOKIE_KEYS: is not set')
    expect(message).not.toMatch(/\n\s+at /) // a message, not a stack trace
  })

  it('refuses the development defaults when listening beyond loopback, even outside production', async () => {
    const server = startServerProcess(ENTRY, { HOST: '0.0.0.0', DATA_DIR: '/nonexistent' })
    expect(await server.exited).toBe(1)
    expect(server.stderr()).toContain('HOST=0.0.0.0 listens beyond loopback')
  })

  describe('with secrets of its own', () => {
    let dataDir: string
    let port: number
    let server: ReturnType<typeof startServerProcess>
    const base = () => `http://127.0.0.2:${port}`

    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'questboard-account-start-'))
      port = await freePort()
      // 127.0.0.2 is loopback too, but not the default: answering there and only there shows HOST is honoured.
      server = startServerProcess(ENTRY, {
        NODE_ENV: 'production',
        HOST: '127.0.0.2',
        ACCOUNT_PORT: String(port),
        DATA_DIR: dataDir,
        ACCOUNT_ISSUER: base(),
        WEB_URL,
        API_CLIENT_SECRET: SECRET,
        COOKIE_KEYS: 'a-cookie-key-of-at-least-32-characters-long',
      })
      await waitUntilHealthy(server, `http://127.0.0.2:${port}/healthz`)
    })
    afterAll(async () => {
      await server?.stop()
      await rm(dataDir, { recursive: true, force: true })
    })

    it('starts, listening only on HOST', async () => {
      expect(await answers(`http://127.0.0.2:${port}/healthz`)).toBe(true)
      expect(await answers(`http://127.0.0.1:${port}/healthz`)).toBe(false)
    })

    it('seeds no demo account', async () => {
      await expect(signIn(base(), WEB_URL, 'admin@questboard.test')).rejects.toThrow()
    })

    it('refuses the published development secret for the service client', async () => {
      await expect(serviceToken(base(), 'questboard-api-dev-secret', 'accounts:roles')).rejects.toThrow(/401/)
      // A signed JWT: header, payload and signature.
      expect(await serviceToken(base(), SECRET, 'accounts:roles')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    })
  })
})
