import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Locale } from '@questboard/domain/constants'

/** A text of a web catalog by its dotted key, so assertions follow the translations. */
export function catalogText(locale: Locale, key: string): string {
  const catalog = JSON.parse(
    readFileSync(path.join(import.meta.dirname, `../../src/i18n/locales/${locale}.json`), 'utf8'),
  )
  const text = key.split('.').reduce((node, part) => node?.[part], catalog)
  if (typeof text !== 'string') throw new Error(`No text ${key} in ${locale}`)
  return text
}
