import type { Rolldown } from 'vite'

// What the build's plugins share about the bundle they shape: this folder's plugins import this module,
// never each other.

/** A catalog part's module: `…/src/i18n/locales/fr.json?part=search` (catalog-parts.ts). */
export const CATALOG_PART = /\/src\/i18n\/locales\/([a-z]{2})\.json\?part=(\w+)$/

/** The compressed copies written beside the text files (precompress.ts), which the server picks from. */
export const PRECOMPRESSED_EXTENSIONS = ['.br', '.gz'] as const

/** The chunks an entry imports dynamically: what boot.ts starts after the first paint (first-load-chunk.ts). */
export function bootedBy(entry: Rolldown.OutputChunk, bundle: Rolldown.OutputBundle): string[] {
  return entry.dynamicImports.filter((fileName) => bundle[fileName]?.type === 'chunk')
}
