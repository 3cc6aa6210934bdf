import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'

const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' }

describe('serving the web app', () => {
  let app: TestApp
  let webDist: string
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'qb-web-'))
    await mkdir(path.join(webDist, 'assets'))
    await writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>Questboard</title><div id="root">',
    )
    await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)')
    await writeFile(path.join(webDist, 'sw.js'), 'self.skipWaiting()')
    app = await buildTestApp({ webDist })
  })
  afterAll(async () => {
    await app.close()
    await rm(webDist, { recursive: true, force: true })
  })

  test.each(['/', '/fr/events', '/events/abc', '/de/profile/event/edit/12', '/fr/events?game=3'])(
    'answers index.html for the client route %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: html })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toMatch(/^text\/html/)
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.body).toContain('<div id="root">')
    },
  )

  test('serves hashed assets with a long cache and other files revalidated', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' })
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toContain('immutable')
    const worker = await app.inject({ method: 'GET', url: '/sw.js' })
    expect(worker.statusCode).toBe(200)
    expect(worker.headers['cache-control']).toBe('no-cache')
    expect(worker.headers['service-worker-allowed']).toBe('/')
    expect(worker.headers['content-type']).toMatch(/javascript/)
  })

  test.each(['/api/nope/', '/api/nope', '/api/', '/authenticate/nope', '/healthz/deeper'])(
    'answers a JSON 404 for the unknown server path %s, even to a browser',
    async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: html })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ detail: 'Not found.' })
    },
  )

  test('answers a JSON 404 for a missing file or a non-page request', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } })
    expect(asset.statusCode).toBe(404)
    expect(asset.json()).toEqual({ detail: 'Not found.' })
    const post = await app.inject({ method: 'POST', url: '/fr/events', headers: html })
    expect(post.statusCode).toBe(404)
  })
})

describe('without a web build', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await buildTestApp({ webDist: path.join(tmpdir(), 'qb-web-missing-dist') })
  })
  afterAll(() => app.close())

  test('a page request gets a 503 page saying to build the web app', async () => {
    const response = await app.inject({ method: 'GET', url: '/fr/events', headers: html })
    expect(response.statusCode).toBe(503)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.body).toContain('npm run build')
  })

  test('the API still answers', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url: '/api/nope/', headers: html })).statusCode).toBe(404)
  })
})
