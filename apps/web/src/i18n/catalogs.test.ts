import { readFileSync } from 'node:fs'
import path from 'node:path'
import { flattenCatalog } from '@questboard/domain/catalog'
import { MESSAGE_KEYS, MESSAGES } from '@questboard/domain/messages'
import { describe, expect, it } from 'vitest'

// Every language has the English catalog's keys, and no empty or untranslated text: the test of every catalog
// of the repository checks it (packages/domain/src/catalogs.test.ts, decision 024). This one checks what only
// the web app's catalog must hold.
const english = flattenCatalog(
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'locales/en.json'), 'utf8')),
)

describe('the web catalog', () => {
  it('holds exactly the domain validation messages in English', () => {
    for (const key of MESSAGE_KEYS) expect(english[key], key).toBe(MESSAGES[key])
  })
})
