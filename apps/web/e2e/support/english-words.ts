// Issue 13 point 5: "a test fails when an English word is left on a non-English page". What a page shows is
// compared with the English catalog: a text of the English catalog that the page's language translates
// otherwise, or the English name of a preset city that the language names otherwise, is English left behind.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Locale } from '@questboard/domain/constants'
import { CITIES } from '@questboard/domain/countries'
import type { Page } from 'playwright-core'
import { cityName } from '../../src/i18n/city-names'

type Catalog = Record<string, string>

/** English texts that are words of the language too, spelt the same (French "Date", "Description"). */
const SAME_WORDS: Readonly<Partial<Record<Locale, readonly string[]>>> = {
  fr: ['Date', 'Description'],
}

function flatCatalog(locale: Locale): Catalog {
  const flatten = (value: unknown, prefix = ''): Catalog =>
    typeof value === 'string'
      ? { [prefix]: value }
      : Object.assign(
          {},
          ...Object.entries(value as object).map(([key, child]) =>
            flatten(child, prefix ? `${prefix}.${key}` : key),
          ),
        )
  const file = path.join(import.meta.dirname, `../../src/i18n/locales/${locale}.json`)
  return flatten(JSON.parse(readFileSync(file, 'utf8')))
}

/**
 * The English texts a page in `locale` must not show: the catalog's texts translated otherwise there (and no
 * text of its own), and the English names of the preset cities that it names otherwise.
 */
export function englishOnlyTexts(locale: Exclude<Locale, 'en'>): { texts: Set<string>; cities: Set<string> } {
  const english = flatCatalog('en')
  const own = flatCatalog(locale)
  const ownTexts = new Set(Object.values(own))
  const texts = Object.entries(english)
    // Texts with placeholders or markup are never shown as they are written.
    .filter(([key, text]) => own[key] !== text && !/[{<]/.test(text) && !ownTexts.has(text))
    .filter(([, text]) => !SAME_WORDS[locale]?.includes(text))
    .map(([, text]) => text)
  const cities = CITIES.filter((city) => cityName(city.id, locale) !== city.name).map((city) => city.name)
  return { texts: new Set(texts), cities: new Set(cities) }
}

/**
 * The English texts left on the page: each line of text, each option of a list and each accessible label
 * (aria-label, alt, title) that is a whole English-only text of the catalog, and each option of a list that is
 * a preset city's English name (the lists of cities; an event's address is what its organizer typed).
 * `ignore` holds user content (event names).
 */
export async function englishLeftOn(
  page: Page,
  locale: Exclude<Locale, 'en'>,
  ignore: readonly string[] = [],
): Promise<string[]> {
  const { texts: shown, options } = await page.evaluate(() => {
    // The rendered lines, as a reader sees them (hidden panels left out): what textContent does not give.
    // biome-ignore lint/performance/useDomNodeTextContent: the page's rendered text is what is checked
    const texts: string[] = document.body.innerText.split('\n')
    const options = [...document.querySelectorAll('option')].map((option) => option.textContent ?? '')
    for (const element of document.querySelectorAll('[aria-label], [alt], [title]'))
      for (const name of ['aria-label', 'alt', 'title']) texts.push(element.getAttribute(name) ?? '')
    texts.push(document.title)
    return { texts: [...texts, ...options], options }
  })
  const { texts, cities } = englishOnlyTexts(locale)
  const left = shown
    .map((text) => text.trim())
    .filter((text) => text !== '' && !ignore.some((user) => text.includes(user)))
    .flatMap((text) => [text, ...text.split(' · ')])
    .filter((text) => texts.has(text.trim()))
  const cityLeft = options.map((text) => text.trim()).filter((text) => cities.has(text))
  return [...new Set([...left, ...cityLeft])]
}
