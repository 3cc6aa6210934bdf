import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
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
    // Compressed copies as the web build writes them beside its text files (apps/web/build/precompress.ts;
    // it leaves sw.js alone, which here checks that a copy keeps the worker's headers).
    for (const file of ['index.html', 'assets/index-abc123.js', 'sw.js']) {
      const source = await readFile(path.join(webDist, file))
      await writeFile(path.join(webDist, `${file}.br`), brotliCompressSync(source))
      await writeFile(path.join(webDist, `${file}.gz`), gzipSync(source))
    }
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

  test("sends the build's Brotli or gzip copy to a browser that accepts it, the file otherwise", async () => {
    const url = '/assets/index-abc123.js'
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toMatch(/javascript/)
    expect(br.headers['cache-control']).toContain('immutable')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)')

    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log(1)')

    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toMatch(/accept-encoding/i)
    expect(plain.body).toBe('console.log(1)')
  })

  test('keeps the headers of the file asked for when it sends a compressed copy', async () => {
    const accept = { 'accept-encoding': 'br' }
    const worker = await app.inject({ method: 'GET', url: '/sw.js', headers: accept })
    expect(worker.headers['content-encoding']).toBe('br')
    expect(worker.headers['cache-control']).toBe('no-cache')
    expect(worker.headers['service-worker-allowed']).toBe('/')
    expect(worker.headers['content-type']).toMatch(/javascript/)
    const page = await app.inject({ method: 'GET', url: '/fr/events', headers: { ...html, ...accept } })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-encoding']).toBe('br')
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.headers['cache-control']).toBe('no-cache')
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">')
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
