import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'
import { PRECOMPRESSED_EXTENSIONS } from './bundle.ts'

const WORKER_SOURCE = path.join(import.meta.dirname, '../src/pwa/service-worker.js')
const WORKER_FILE = 'sw.js'
/**
 * Not part of the shell: the map's code loads only once the visitor allows the maps cookies (decision 006),
 * and a map without its tiles is of no use offline anyway.
 */
const NOT_PRECACHED = [/leaflet/i]

function filesUnder(directory: string, base = directory): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name)
    return entry.isDirectory()
      ? filesUnder(full, base)
      : [path.relative(base, full).split(path.sep).join('/')]
  })
}

/**
 * Writes `/sw.js` after a build: the hand-written worker of src/pwa/ with the list of every built file to
 * precache (the app shell) and a version hashed from their contents. A plugin of a few lines instead of
 * vite-plugin-pwa and Workbox (decision 015): the worker does three things and needs no library.
 */
export function serviceWorker(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'questboard:service-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    writeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir)
      const files = filesUnder(outDir)
        .filter(
          (file) =>
            file !== WORKER_FILE &&
            !file.endsWith('.map') &&
            // The server picks a compressed copy by the request's Accept-Encoding; the worker fetches the file.
            !PRECOMPRESSED_EXTENSIONS.some((extension) => file.endsWith(extension)) &&
            !NOT_PRECACHED.some((pattern) => pattern.test(file)),
        )
        .sort()
      const hash = createHash('sha256')
      for (const file of files) hash.update(file).update(readFileSync(path.join(outDir, file)))
      const precache = files.map((file) => `/${file}`)
      const header = [
        `const PRECACHE = ${JSON.stringify(precache)}`,
        `const VERSION = '${hash.digest('hex').slice(0, 16)}'`,
      ].join('\n')
      writeFileSync(path.join(outDir, WORKER_FILE), `${header}\n${readFileSync(WORKER_SOURCE, 'utf8')}`)
    },
  }
}
