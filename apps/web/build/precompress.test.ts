import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompress } from './precompress.ts'

// A real build of a small app: the copies are written by vite-plugin-compression2 as configured here.
const root = mkdtempSync(path.join(tmpdir(), 'qb-precompress-'))
const dist = path.join(root, 'dist')
const files = () => new Set(readdirRecursive(dist))

function readdirRecursive(directory: string, base = directory): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name)
    return entry.isDirectory() ? readdirRecursive(full, base) : [path.relative(base, full)]
  })
}

beforeAll(async () => {
  const big = Array.from({ length: 400 }, (_, index) => `console.log('line ${index}')`).join('\n')
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><script type="module" src="/main.js"></script>',
  )
  writeFileSync(path.join(root, 'main.js'), big)
  mkdirSync(path.join(root, 'public'))
  writeFileSync(path.join(root, 'public', 'robots.txt'), 'User-agent: *\n'.repeat(200))
  writeFileSync(path.join(root, 'public', 'small.txt'), 'small')
  writeFileSync(path.join(root, 'public', 'logo.png'), Buffer.alloc(4096))
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [
      precompress(),
      {
        name: 'late-worker',
        writeBundle: () => writeFileSync(path.join(dist, 'sw.js'), 'self.x = 1\n'.repeat(300)),
      },
    ],
    build: { outDir: dist, minify: false },
  })
}, 60_000)
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('precompress plugin', () => {
  it('writes a Brotli and a gzip copy of the same bytes beside each text file of the bundle and of public/', () => {
    const script = [...files()].find((file) => /^assets\/index-.*\.js$/.test(file)) as string
    expect(script).toBeDefined()
    for (const file of [script, 'robots.txt']) {
      const source = readFileSync(path.join(dist, file))
      expect(brotliDecompressSync(readFileSync(path.join(dist, `${file}.br`)))).toEqual(source)
      expect(gunzipSync(readFileSync(path.join(dist, `${file}.gz`)))).toEqual(source)
    }
  })

  it('leaves small files, binary files and the service worker uncompressed', () => {
    for (const file of ['small.txt', 'logo.png', 'sw.js', 'index.html']) {
      expect(existsSync(path.join(dist, file)), file).toBe(true)
      expect(existsSync(path.join(dist, `${file}.br`)), file).toBe(false)
      expect(existsSync(path.join(dist, `${file}.gz`)), file).toBe(false)
    }
  })
})
