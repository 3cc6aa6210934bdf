import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { LOCALES } from '@questboard/domain/constants'
import { MESSAGE_KEYS, MESSAGES } from '@questboard/domain/messages'
import { describe, expect, it } from 'vitest'

const directory = path.join(import.meta.dirname, 'locales')

type Catalog = Record<string, string>

function flatten(value: unknown, prefix = ''): Catalog {
  if (typeof value === 'string') return { [prefix]: value }
  if (!value || typeof value !== 'object') throw new Error(`${prefix} is neither text nor a group`)
  return Object.assign(
    {},
    ...Object.entries(value).map(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key)),
  )
}

const catalogs = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    flatten(JSON.parse(readFileSync(path.join(directory, `${locale}.json`), 'utf8'))),
  ]),
) as Record<(typeof LOCALES)[number], Catalog>
const english = catalogs.en

/**
 * Texts that are genuinely the same word as in English (gaming terms borrowed as-is), per locale.
 * Anything else equal to the English text is an untranslated string.
 */
const SAME_AS_ENGLISH: Partial<Record<string, readonly string[]>> = {
  de: ['eventSubtype.prerelease', 'eventSubtype.demo'],
  nl: ['eventSubtype.prerelease', 'eventSubtype.demo'],
  it: ['eventSubtype.prerelease', 'eventSubtype.demo'],
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort()

describe('translation catalogs', () => {
  it('has one catalog per locale and no other', () => {
    const files = readdirSync(directory).filter((file) => file.endsWith('.json'))
    expect(files.sort()).toEqual(LOCALES.map((locale) => `${locale}.json`).sort())
  })

  it('holds exactly the domain validation messages in English', () => {
    for (const key of MESSAGE_KEYS) expect(english[key], key).toBe(MESSAGES[key])
  })

  for (const locale of LOCALES) {
    describe(locale, () => {
      const catalog = catalogs[locale]

      it('has every key of the English catalog and no other', () => {
        expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort())
      })

      it('has every domain validation message key', () => {
        const missing = MESSAGE_KEYS.filter((key) => !catalog[key])
        expect(missing).toEqual([])
      })

      it('has no empty text', () => {
        expect(Object.entries(catalog).filter(([, text]) => !text.trim())).toEqual([])
      })

      it('uses the same interpolation placeholders as English', () => {
        const differing = Object.keys(english).filter(
          (key) =>
            catalog[key] !== undefined &&
            placeholders(catalog[key]).join() !== placeholders(english[key] ?? '').join(),
        )
        expect(differing).toEqual([])
      })

      it('names registering for an event, subscribing, signing in and signing up with different words', () => {
        // Issue 13: one word for the event's Register and the newsletter's Subscribe read as the same action.
        const actions = ['eventShow.register', 'newsletter.submit', 'account.signIn', 'account.signUp']
        const words = actions.map((key) => catalog[key]?.replace(/[’']/g, "'").toLowerCase())
        expect(new Set(words).size, words.join(' / ')).toBe(actions.length)
      })

      it('never calls an event kind what a sold-out event is called', () => {
        // Issue 13: "Événement complet" for the kind Full read as "sold out".
        const soldOut = [catalog['events.lifecycle.sold_out'], catalog['eventShow.closed.sold_out']]
        const kinds = [
          'events.kind.Full',
          'events.kind.Light',
          'eventForm.kinds.Full',
          'eventForm.kinds.Light',
        ]
        for (const key of kinds) {
          const kind = catalog[key]?.toLowerCase() ?? ''
          for (const text of soldOut) {
            const word = text?.toLowerCase().replace(/[.!]$/, '').split(' ').at(-1) ?? ''
            expect(kind, `${key} holds "${word}"`).not.toContain(word)
          }
        }
      })

      if (locale !== 'en') {
        it('translates every text (nothing left in English)', () => {
          const allowed = SAME_AS_ENGLISH[locale] ?? []
          const untranslated = Object.keys(english).filter(
            (key) => catalog[key] === english[key] && !allowed.includes(key),
          )
          expect(untranslated).toEqual([])
        })
      }
    })
  }
})
