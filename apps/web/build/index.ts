import type { PluginOption } from 'vite'
import { catalogParts } from './catalog-parts.ts'
import { firstLoadChunk } from './first-load-chunk.ts'
import { inlineEntryCss } from './inline-entry-css.ts'
import { precompress } from './precompress.ts'
import { routePreload } from './route-preload.ts'
import { serviceWorker } from './service-worker.ts'

/**
 * The web build's plugins, in order (after React's): one file each in this folder, each with its test.
 * The service worker lists the files to precache when the bundle is written; the compressed copies are
 * left out of that list, whenever they are written.
 */
export function webBuild(): PluginOption[] {
  return [catalogParts(), firstLoadChunk(), routePreload(), inlineEntryCss(), serviceWorker(), precompress()]
}
