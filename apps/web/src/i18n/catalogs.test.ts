import { readFileSync } from 'node:fs'
import path from 'node:path'
import { flattenCatalog } from '@questboard/domain/catalog'
import { LOCALES } from '@questboard/domain/constants'
import { MESSAGE_KEYS, MESSAGES } from '@questboard/domain/messages'
import { describe, expect, it } from 'vitest'

// Every language has the English catalog's keys, and no empty or untranslated text: the test of every catalog
// of the repository checks it (packages/domain/src/catalogs.test.ts, decision 024). This one checks what only
// the web app's catalog must hold.
const catalogOf = (locale: string) =>
  flattenCatalog(JSON.parse(readFileSync(path.join(import.meta.dirname, `locales/${locale}.json`), 'utf8')))
const english = catalogOf('en')

describe('the web catalog', () => {
  it('holds exactly the domain validation messages in English', () => {
    for (const key of MESSAGE_KEYS) expect(english[key], key).toBe(MESSAGES[key])
  })

  for (const locale of LOCALES) {
    const catalog = catalogOf(locale)

    it(`names registering for an event, subscribing, signing in and signing up with different words (${locale})`, () => {
      // Issue 13: one word for the event's Register and the newsletter's Subscribe read as the same action.
      const actions = ['eventShow.register', 'newsletter.submit', 'account.signIn', 'account.signUp']
      const words = actions.map((key) => catalog[key]?.replace(/[’']/g, "'").toLowerCase())
      expect(new Set(words).size, words.join(' / ')).toBe(actions.length)
    })

    it(`never calls an event kind what a sold-out event is called (${locale})`, () => {
      // Issue 13: "Événement complet" for the kind Full read as "sold out".
      const soldOut = [catalog['events.lifecycle.sold_out'], catalog['eventShow.closed.sold_out']]
      const kinds = ['events.kind.Full', 'events.kind.Light', 'eventForm.kinds.Full', 'eventForm.kinds.Light']
      for (const key of kinds) {
        const kind = catalog[key]?.toLowerCase() ?? ''
        for (const text of soldOut) {
          const word = text?.toLowerCase().replace(/[.!]$/, '').split(' ').at(-1) ?? ''
          expect(kind, `${key} holds "${word}"`).not.toContain(word)
        }
      }
    })
  }
})
