import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { type Catalog, pickPart } from '../src/i18n/catalog-parts.ts'
import { catalogParts } from './catalog-parts.ts'
import { callHook } from './test-hooks.ts'

const french = path.resolve(import.meta.dirname, '../src/i18n/locales/fr.json')

function load(id: string): unknown {
  const context = {
    addWatchFile: () => {},
    error: (message: string) => {
      throw new Error(message)
    },
  }
  return callHook(catalogParts().load, context, id)
}

describe('catalog parts plugin', () => {
  it('makes `fr.json?part=shell` a module of the shell part of the French catalog only', () => {
    const code = String(load(`${french}?part=shell`))
    const part = JSON.parse(code.replace(/^export default /, '')) as Catalog
    const catalog = JSON.parse(readFileSync(french, 'utf8')) as Catalog
    expect(part).toEqual(pickPart(catalog, 'shell'))
    expect(Object.keys(part)).toContain('nav')
    expect(part).not.toEqual(catalog)
  })

  it('refuses a part that does not exist', () => {
    expect(() => load(`${french}?part=nothing`)).toThrow(/Unknown catalog part "nothing"/)
  })

  it('leaves other modules, and a catalog without a part, to Vite', () => {
    expect(load(french)).toBeNull()
    expect(load(`${french}?raw`)).toBeNull()
    expect(load('/app/src/main.tsx?part=shell')).toBeNull()
  })

  it('names a part chunk by its language and part', () => {
    const config = callHook(catalogParts().config, {}) as {
      build: { rolldownOptions: { output: { chunkFileNames: (chunk: object) => string } } }
    }
    const name = config.build.rolldownOptions.output.chunkFileNames
    expect(name({ facadeModuleId: `${french}?part=search` })).toBe('assets/fr-search-[hash].js')
    expect(name({ facadeModuleId: '/app/src/main.tsx' })).toBe('assets/[name]-[hash].js')
  })
})
