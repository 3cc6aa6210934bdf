import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import { CATALOG_PARTS, type Catalog, type CatalogPart, pickPart } from '../src/i18n/catalog-parts.ts'
import { CATALOG_PART } from './bundle.ts'

const CATALOG = /\/src\/i18n\/locales\/[a-z]{2}\.json$/

/**
 * `locales/fr.json?part=search` is a module whose default export is the part `search` of the French catalog
 * (src/i18n/catalog-parts.ts says which keys are in which part): one chunk per language and part.
 * Without this plugin (unit tests) the query is ignored and the whole catalog loads, which is still correct.
 */
export function catalogParts(): Plugin {
  return {
    name: 'questboard:catalog-parts',
    enforce: 'pre',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            // `fr-shell-<hash>.js` rather than six languages × ten parts of `fr-<hash>.js`.
            chunkFileNames: (chunk) => {
              const match = CATALOG_PART.exec(chunk.facadeModuleId ?? '')
              return match ? `assets/${match[1]}-${match[2]}-[hash].js` : 'assets/[name]-[hash].js'
            },
          },
        },
      },
    }),
    load(id) {
      const [file, query] = id.split('?', 2)
      if (!file || !query || !CATALOG.test(file)) return null
      const part = new URLSearchParams(query).get('part')
      if (part === null) return null
      if (!CATALOG_PARTS.includes(part as CatalogPart)) {
        this.error(`Unknown catalog part "${part}" in ${id}`)
      }
      this.addWatchFile(file)
      const catalog = JSON.parse(readFileSync(file, 'utf8')) as Catalog
      return `export default ${JSON.stringify(pickPart(catalog, part as CatalogPart))}\n`
    },
  }
}
