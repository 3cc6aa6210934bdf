import { Agent, request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { browser, startAuthorization } from '../testing/oidc-client'
import { startTestService, type TestService, WEB_URL } from '../testing/test-service'

let running: TestService
let agent: Agent
beforeAll(async () => {
  running = await startTestService()
})
afterAll(async () => {
  agent?.destroy()
  await running.close()
})

interface Answer {
  status: number
  body: string
  reusedSocket: boolean
}

/** One request over the keep-alive agent; `chunked` sends the body without a Content-Length. */
function send(path: string, options: { body?: string; cookie?: string; chunked?: boolean } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const headers: Record<string, string> = { cookie: options.cookie ?? '' }
    if (options.body !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded'
      if (!options.chunked) headers['content-length'] = String(Buffer.byteLength(options.body))
    }
    const outgoing = request(
      `${running.url}${path}`,
      { method: options.body === undefined ? 'GET' : 'POST', agent, headers },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => {
          body += chunk
        })
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body, reusedSocket: outgoing.reusedSocket }),
        )
        response.on('error', reject)
      },
    )
    outgoing.on('error', reject)
    if (options.body !== undefined && options.chunked) {
      // Several chunks, as a streaming client sends them.
      for (let at = 0; at < options.body.length; at += 16_384)
        outgoing.write(options.body.slice(at, at + 16_384))
    }
    outgoing.end(options.chunked ? undefined : options.body)
  })
}

describe('a body over 100 KB', () => {
  it.each([
    ['with its length announced', false],
    ['sent in chunks', true],
  ])('is a 413 %s, and the connection answers the next request', async (_how, chunked) => {
    agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const user = browser(running.url)
    const { interactionPath } = await startAuthorization(user, WEB_URL)
    const cookie = user.jar.header()
    const first = await send(`${interactionPath}/login`, {
      cookie,
      chunked,
      body: `email=a%40b.test&password=${'x'.repeat(150_000)}`,
    })
    expect(first.status).toBe(413)
    expect(first.body).toContain('too large')

    const second = await send('/healthz')
    expect(second.status).toBe(200)
    expect(second.reusedSocket).toBe(true)

    // The interaction is still there: a body of a normal size is read and answered (a wrong password).
    const third = await send(`${interactionPath}/login`, {
      cookie,
      body: 'email=nobody%40questboard.test&password=wrong',
    })
    expect(third.status).toBe(401)
    expect(third.body).toContain('error-summary')
    expect(third.reusedSocket).toBe(true)
    agent.destroy()
  })
})
