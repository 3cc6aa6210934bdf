import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin, ResolvedConfig } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024
/**
 * Never a compressed copy: the service worker is what a deployment changes to reach open pages (its update
 * checks every 5 seconds are answered `304 Not Modified` anyway), so it is always served from the one file.
 */
const UNCOMPRESSED = new Set(['sw.js'])

export const PRECOMPRESSED_EXTENSIONS = ['.br', '.gz'] as const

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name)
    return entry.isDirectory() ? filesUnder(full) : [full]
  })
}

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, once, at build time:
 * the Event API serves them to browsers that accept them (`preCompressed` in apps/api's SPA plugin), so
 * no request pays for compressing the same bytes again. A copy that would not be smaller is not written.
 * Runs after the service worker's plugin has listed the files to precache (at `closeBundle`).
 */
export function precompress(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'questboard:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    async closeBundle() {
      if (config.build.write === false) return
      const outDir = path.resolve(config.root, config.build.outDir)
      const files = filesUnder(outDir).filter(
        (file) =>
          COMPRESSIBLE.test(file) &&
          statSync(file).size >= MIN_BYTES &&
          !UNCOMPRESSED.has(path.relative(outDir, file)),
      )
      await Promise.all(
        files.map(async (file) => {
          const source = readFileSync(file)
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipAsync(source, { level: 9 }),
          ])
          if (br.length < source.length) writeFileSync(`${file}.br`, br)
          if (gz.length < source.length) writeFileSync(`${file}.gz`, gz)
        }),
      )
    },
  }
}
