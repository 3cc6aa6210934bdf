// Every translation catalog of the repository, wherever it is (decision 024): the web app's, each static page's,
// the account service's, the mails'. A directory holding an `en.json` holds one catalog per language, and each
// has exactly English's keys, no empty text, the same values put in, and nothing left in English. This test
// lives with the catalog format (catalog.ts) and reads the apps' files; it imports none of their code.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { flattenCatalog, interpolations } from './catalog'
import { LOCALES, type Locale } from './constants'

const repository = path.resolve(import.meta.dirname, '../../..')

/** The directories under the workspaces' src/ that hold an English catalog, relative to the repository. */
function catalogDirectories(): string[] {
  const found: string[] = []
  const walk = (directory: string) => {
    const entries = readdirSync(directory, { withFileTypes: true })
    if (entries.some((entry) => entry.isFile() && entry.name === 'en.json'))
      found.push(path.relative(repository, directory))
    for (const entry of entries)
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(path.join(directory, entry.name))
  }
  for (const workspaces of ['apps', 'packages'])
    for (const workspace of readdirSync(path.join(repository, workspaces)))
      walk(path.join(repository, workspaces, workspace, 'src'))
  return found.sort()
}

/**
 * Words a language borrows from English as they are (gaming and web terms, headings such as "Hosting"): a text
 * equal to its English one is untranslated unless it is one of these, or has no word to translate ("H-12",
 * "+25 XP").
 */
const SAME_AS_ENGLISH: Record<Exclude<Locale, 'en'>, readonly string[]> = {
  fr: [
    '+{{count}} min',
    'Contact',
    'Date',
    'Description',
    'Menu',
    'Minutes',
    'Newsletter',
    'Option',
    'Pause',
    'Points',
    'Place {{place}}',
    'Table',
    'Table {{number}}',
    'Table {{table}}',
  ],
  de: ['Administrator', 'Demo', 'Events', 'Hosting', 'Live', 'Newsletter', 'Option', 'Prerelease'],
  es: ['+{{count}} min', 'Roles'],
  nl: ['+{{count}} min', 'Account', 'Contact', 'Demo', 'Fair play', 'Hosting', 'Live', 'Menu', 'Prerelease'],
  it: [
    '+{{count}} min',
    'Account',
    'Demo',
    'Email',
    'Fair play',
    'Hosting',
    'Menu',
    'Newsletter',
    'Nickname',
    'Password',
    'Prerelease',
  ],
}
const hasWords = (text: string) => /\p{Ll}{3}/u.test(text)

const read = (directory: string, locale: Locale): Record<string, string> =>
  flattenCatalog(JSON.parse(readFileSync(path.join(repository, directory, `${locale}.json`), 'utf8')))

const directories = catalogDirectories()

it('finds the catalogs of the web app, of each static page, of the account service and of the mails', () => {
  expect(directories).toEqual(
    expect.arrayContaining([
      'apps/web/src/i18n/locales',
      'apps/web/src/features/static-pages/content/privacy-policy',
      'apps/account/src/locales',
      'apps/api/src/mail/locales',
    ]),
  )
})

describe.each(directories)('the catalogs in %s', (directory) => {
  const english = read(directory, 'en')

  it('are one per language, and nothing else', () => {
    const files = readdirSync(path.join(repository, directory)).filter((file) => file.endsWith('.json'))
    expect(files.sort()).toEqual(LOCALES.map((locale) => `${locale}.json`).sort())
  })

  describe.each(LOCALES)('in %s', (locale) => {
    const catalog = read(directory, locale)

    it('have every key of the English catalog and no other', () => {
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort())
    })

    it('have no empty text', () => {
      expect(Object.keys(catalog).filter((key) => !catalog[key]?.trim())).toEqual([])
    })

    it("put in English's values ({{name}}), written as i18next reads them", () => {
      const differing = Object.keys(english).filter(
        (key) =>
          catalog[key] !== undefined &&
          interpolations(catalog[key]).join() !== interpolations(english[key] ?? '').join(),
      )
      expect(differing).toEqual([])
      const singleBraces = Object.keys(catalog).filter((key) =>
        /(?<!\{)\{\s*\w+\s*\}(?!\})/.test(catalog[key] ?? ''),
      )
      expect(singleBraces).toEqual([])
    })

    if (locale !== 'en')
      it('leave nothing in English', () => {
        const untranslated = Object.keys(english).filter((key) => {
          const text = catalog[key]
          return (
            text !== undefined &&
            text === english[key] &&
            hasWords(text) &&
            !SAME_AS_ENGLISH[locale].includes(text)
          )
        })
        expect(untranslated).toEqual([])
      })
  })
})
