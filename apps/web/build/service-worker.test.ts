import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { serviceWorker } from './service-worker.ts'
import { callHook } from './test-hooks.ts'

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

/** Writes `files` in a build folder, then the worker; returns the worker's source. */
function writeWorker(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'qb-sw-'))
  roots.push(root)
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, 'dist', file)), { recursive: true })
    writeFileSync(path.join(root, 'dist', file), content)
  }
  const plugin = serviceWorker()
  callHook(plugin.configResolved, {}, { root, build: { outDir: 'dist' } })
  callHook(plugin.writeBundle, {})
  return readFileSync(path.join(root, 'dist', 'sw.js'), 'utf8')
}

const precacheOf = (worker: string) => JSON.parse(/^const PRECACHE = (.*)$/m.exec(worker)?.[1] ?? 'null')
const versionOf = (worker: string) => /^const VERSION = '([0-9a-f]{16})'$/m.exec(worker)?.[1]

describe('service worker plugin', () => {
  const built = {
    'index.html': '<html></html>',
    'index.html.br': 'x',
    'assets/main-1.js': 'main',
    'assets/main-1.js.gz': 'x',
    'assets/main-1.js.map': '{}',
    'assets/leaflet-2.js': 'map',
    'icons/icon.svg': '<svg/>',
  }

  it('precaches every built file but the compressed copies, the source maps and the map library', () => {
    const worker = writeWorker(built)
    expect(precacheOf(worker)).toEqual(['/assets/main-1.js', '/icons/icon.svg', '/index.html'])
    expect(worker).toContain(
      readFileSync(path.resolve(import.meta.dirname, '../src/pwa/service-worker.js'), 'utf8'),
    )
  })

  it('versions the worker by the contents of what it precaches', () => {
    const version = versionOf(writeWorker(built))
    expect(version).toBeDefined()
    expect(versionOf(writeWorker(built))).toBe(version)
    expect(versionOf(writeWorker({ ...built, 'assets/main-1.js': 'changed' }))).not.toBe(version)
    expect(versionOf(writeWorker({ ...built, 'assets/main-1.js.gz': 'changed' }))).toBe(version)
  })
})
