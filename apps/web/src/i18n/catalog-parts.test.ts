import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { flattenCatalog } from '@questboard/domain/catalog'
import { LOCALES } from '@questboard/domain/constants'
import { describe, expect, it } from 'vitest'
import { screenModules } from '../../build/route-preload'
import { ROUTE_NAMES } from '../lib/routes'
import {
  CATALOG_PARTS,
  type Catalog,
  type CatalogPart,
  PART_OF_KEYS,
  partOfKey,
  partsOfRoute,
  pickPart,
  ROUTE_PARTS,
  SHELL_PART,
} from './catalog-parts'

const src = path.resolve(import.meta.dirname, '..')
const catalogOf = (locale: string): Catalog =>
  JSON.parse(readFileSync(path.join(src, 'i18n/locales', `${locale}.json`), 'utf8'))

/** The dotted keys of a catalog, in its order. */
const flatKeys = (catalog: Catalog): string[] => Object.keys(flattenCatalog(catalog))

const english = catalogOf('en')
const englishKeys = flatKeys(english)

describe('catalog parts', () => {
  it('cuts each catalog into parts that together hold every text once, in the catalog order', () => {
    for (const locale of LOCALES) {
      const catalog = catalogOf(locale)
      const keys = flatKeys(catalog)
      const fromParts = CATALOG_PARTS.flatMap((part) => flatKeys(pickPart(catalog, part)))
      expect(fromParts.sort(), locale).toEqual([...keys].sort())
      for (const part of CATALOG_PARTS) {
        const picked = flatKeys(pickPart(catalog, part))
        expect(picked, `${locale} ${part}`).toEqual(keys.filter((key) => partOfKey(key) === part))
      }
    }
  })

  it('leaves no part empty', () => {
    for (const part of CATALOG_PARTS)
      expect(flatKeys(pickPart(english, part)).length, part).toBeGreaterThan(0)
  })

  it('places only keys or groups of the catalog', () => {
    const stale = Object.keys(PART_OF_KEYS).filter(
      (prefix) => !englishKeys.some((key) => key === prefix || key.startsWith(`${prefix}.`)),
    )
    expect(stale).toEqual([])
  })

  it('takes the longest listed prefix, and the shell for a key under none', () => {
    expect(partOfKey('eventForm.name')).toBe('organizer')
    expect(partOfKey('admin.columns.event')).toBe('admin')
    expect(partOfKey('admin.menuLink')).toBe('shell')
    expect(partOfKey('loyalty.invitation.title')).toBe('home')
    expect(partOfKey('nav.events')).toBe('shell')
    expect(partsOfRoute('home')).toEqual(['shell', 'home'])
    expect(partsOfRoute('critical-error')).toEqual(['shell'])
  })

  it('names only routes and parts that exist', () => {
    for (const [name, parts] of Object.entries(ROUTE_PARTS)) {
      expect(ROUTE_NAMES, name).toContain(name)
      for (const part of parts ?? []) expect(CATALOG_PARTS).toContain(part)
      expect(parts, name).not.toContain(SHELL_PART)
    }
  })
})

// Which texts each screen uses, read from the sources: the text keys its modules name, following their
// imports (a component a screen imports dynamically, to load it later, uses the parts loaded with the
// screen), but not the router's (each screen is a route of its own). Template keys
// (`routes.${page}.title`) count for every key under their fixed prefix.

const sourceFiles = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm
const DYNAMIC_IMPORT = /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g
const ROUTER = path.join(src, 'app/router.tsx')

function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier)
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((extension) => base + extension)
    .find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate))
}

const groups = Object.keys(english).join('|')
const KEY_LITERAL = new RegExp(`['"\`]((?:${groups})\\.[\\w.]*)`, 'g')

/** The parts of the texts a file names (a literal key, a group, or the fixed start of a template key). */
function partsNamedIn(source: string): Map<CatalogPart, string> {
  const parts = new Map<CatalogPart, string>()
  for (const [, literal = ''] of source.matchAll(KEY_LITERAL)) {
    const prefix = literal.replace(/\.$/, '')
    const keys = englishKeys.filter(
      (key) => key === prefix || key.startsWith(`${prefix}.`) || key.startsWith(`${prefix}_`),
    )
    for (const key of keys) if (!parts.has(partOfKey(key))) parts.set(partOfKey(key), key)
  }
  return parts
}

function moduleClosure(entry: string): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const source = readFileSync(file, 'utf8')
    const imports = [
      ...source.matchAll(STATIC_IMPORT),
      ...(file === ROUTER ? [] : source.matchAll(DYNAMIC_IMPORT)),
    ]
    for (const [, specifier = ''] of imports) {
      const target = resolveImport(file, specifier)
      if (target) visit(target)
    }
  }
  visit(entry)
  return seen
}

/** The table of parts names prefixes, not texts it shows. */
const PARTS_TABLE = path.join(src, 'i18n/catalog-parts.ts')

/** `file (key)` for each text a set of modules uses that is in none of `allowed`. */
function misplaced(files: Iterable<string>, allowed: readonly CatalogPart[]): string[] {
  return [...files]
    .filter((file) => file !== PARTS_TABLE)
    .flatMap((file) =>
      [...partsNamedIn(readFileSync(file, 'utf8'))]
        .filter(([part]) => !allowed.includes(part))
        .map(([part, key]) => `${path.relative(src, file)}: ${key} (${part})`),
    )
}

describe('the texts each screen uses ship with it', () => {
  const shell = moduleClosure(path.join(src, 'main.tsx'))
  const screens = screenModules()

  it('finds every screen (as the build does) and the shell', () => {
    expect([...screens.keys()].sort()).toEqual([...ROUTE_NAMES].sort())
    expect(shell.size).toBeGreaterThan(20)
    expect(sourceFiles(src).length).toBeGreaterThan(shell.size)
  })

  it('the shell (every page, before the first paint) uses texts of the shell part only', () => {
    expect(misplaced(shell, [SHELL_PART])).toEqual([])
  })

  for (const name of ROUTE_NAMES) {
    it(`${name} uses texts of the shell and of its own parts only`, () => {
      const file = screens.get(name)
      if (!file) throw new Error(`No screen for ${name}`)
      const own = [...moduleClosure(file)].filter((module) => !shell.has(module))
      expect(misplaced(own, partsOfRoute(name))).toEqual([])
      // Field errors are domain message keys (validation.*) that the sources do not spell out.
      if (own.some((module) => module.endsWith(path.join('ui', 'form-field.tsx')))) {
        expect(partsOfRoute(name), `${name} shows field errors`).toContain('validation')
      }
    })
  }
})
