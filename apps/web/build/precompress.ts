import { constants } from 'node:zlib'
import type { Plugin } from 'vite'
import { compression, defineAlgorithm } from 'vite-plugin-compression2'

/** Text files worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/
/** Below this, the headers cost more than compression saves. */
export const MIN_BYTES = 1024
/**
 * Never a compressed copy: the service worker is what a deployment changes to reach open pages (its update
 * checks every 5 seconds are answered `304 Not Modified` anyway), so it is always served from the one file.
 * (service-worker.ts writes it after the bundle, so it is not among the files compressed; this says so.)
 */
const UNCOMPRESSED = /(?:^|\/)sw\.js$/

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build (the bundle and
 * public/), once, at build time: the Event API serves them to browsers that accept them (`preCompressed`
 * in apps/api's SPA plugin), so no request pays for compressing the same bytes again. A copy that would
 * not be smaller is not written. vite-plugin-compression2 does the work; this is its configuration.
 */
export function precompress(): Plugin {
  return compression({
    include: COMPRESSIBLE,
    exclude: UNCOMPRESSED,
    threshold: MIN_BYTES,
    skipIfLargerOrEqual: true,
    algorithms: [
      defineAlgorithm('brotliCompress', {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        },
      }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
    logLevel: 'silent',
  }) as Plugin
}
