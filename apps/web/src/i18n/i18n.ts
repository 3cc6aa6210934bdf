import {
  DEFAULT_LOCALE,
  isLocale,
  LANG_STORAGE_KEY,
  LOCALES,
  type Locale,
} from '@questboard/domain/constants'
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { type Catalog, type CatalogPart, SHELL_PART } from './catalog-parts'
import { resolveLocale } from './locale-routing'

type PartModule = { default: Catalog }

// One chunk per language and part (build/catalog-parts.ts cuts them from locales/<locale>.json): a
// visitor downloads only the language it uses, and only the texts of the screens it opens.
const PARTS: Record<CatalogPart, Record<string, () => Promise<PartModule>>> = {
  shell: import.meta.glob<PartModule>('./locales/*.json', { query: '?part=shell' }),
  home: import.meta.glob<PartModule>('./locales/*.json', { query: '?part=home' }),
  search: import.meta.glob<PartModule>('./locales/*.json', { query: '?part=search' }),
  event: import.meta.glob<PartModule>('./locales/*.json', { query: '?part=event' }),
  validation: import.meta.glob<PartModule>('./locales/*.json', { query: '?part=validation' }),
  organizer: import.meta.glob<PartModule>('./locales/*.json', { query: '?part=organizer' }),
  organizerRequest: import.meta.glob<PartModule>('./locales/*.json', {
    query: '?part=organizerRequest',
  }),
  admin: import.meta.glob<PartModule>('./locales/*.json', { query: '?part=admin' }),
  loyalty: import.meta.glob<PartModule>('./locales/*.json', { query: '?part=loyalty' }),
  pages: import.meta.glob<PartModule>('./locales/*.json', { query: '?part=pages' }),
  eventDay: import.meta.glob<PartModule>('./locales/*.json', { query: '?part=eventDay' }),
}

export const i18n = i18next.createInstance()

/** The stored language (`lang`), when it is a supported locale; the default otherwise. */
export function storedLocale(): Locale {
  try {
    const value = localStorage.getItem(LANG_STORAGE_KEY)
    return isLocale(value) ? value : DEFAULT_LOCALE
  } catch {
    return DEFAULT_LOCALE
  }
}

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : storedLocale()
}

let started: Promise<unknown> | undefined

/** Every part a screen opened so far asked for: a language switch loads them all before it shows. */
const wanted = new Set<CatalogPart>([SHELL_PART])
/** Parts fetched or being fetched, by `language/part`. */
const fetches = new Map<string, Promise<Catalog>>()
/** Parts added to i18next or being added, by `language/part`. */
const loads = new Map<string, Promise<void>>()
/** The language `switchLocale` is moving to, whose parts a screen opening meanwhile must load too. */
let switchingTo: Locale | undefined

/** Downloads a part (once); it may start before i18next is initialized. */
function fetchPart(language: Locale, part: CatalogPart): Promise<Catalog> {
  const key = `${language}/${part}`
  let fetching = fetches.get(key)
  if (!fetching) {
    const importPart = PARTS[part][`./locales/${language}.json`]
    if (!importPart) return Promise.reject(new Error(`No catalog for ${language}`))
    fetching = importPart().then((module) => module.default)
    // A part that failed to load (offline, a new build) is fetched again next time it is needed.
    fetching.catch(() => fetches.delete(key))
    fetches.set(key, fetching)
  }
  return fetching
}

function loadPart(language: Locale, part: CatalogPart): Promise<void> {
  const key = `${language}/${part}`
  let load = loads.get(key)
  if (!load) {
    load = Promise.all([started, fetchPart(language, part)]).then(([, texts]) => {
      i18n.addResourceBundle(language, 'translation', texts, true, true)
    })
    load.catch(() => loads.delete(key))
    loads.set(key, load)
  }
  return load
}

function loadParts(language: Locale, parts: Iterable<CatalogPart>): Promise<unknown> {
  return Promise.all([...parts].map((part) => loadPart(language, part)))
}

/** The language the address asks for, before i18next knows one (decision 004). */
function addressLocale(): Locale {
  return resolveLocale(window.location.pathname, storedLocale()).locale
}

/**
 * Starts i18next in the language the address asks for, and loads that language's shell part: the first
 * paint waits for nothing else (but the parts of the screen shown, which load with its chunk). A part
 * that failed to load is fetched again by the next call.
 */
export async function initI18n(): Promise<void> {
  if (!started) {
    const language = addressLocale()
    // The download starts now, not once i18next is ready.
    fetchPart(language, SHELL_PART).catch(() => {})
    started = startI18next(language)
  }
  await started
  await loadParts(currentLocale(), wanted)
}

function startI18next(language: Locale) {
  return i18n.use(initReactI18next).init({
    lng: language,
    // Texts are added part by part (loadPart), not all at once from a backend.
    resources: {},
    partialBundledLanguages: true,
    // Every key is in every catalog (catalogs.test.ts), so a fallback language would only be a second
    // catalog to download before the first paint; texts that must show without any catalog carry a
    // defaultValue.
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  })
}

/**
 * Loads the catalog parts a screen needs, in the current language and in any language being switched to,
 * and keeps asking for them in the languages the visitor switches to later.
 */
export async function loadCatalogParts(parts: readonly CatalogPart[]): Promise<void> {
  for (const part of parts) wanted.add(part)
  // On the first page, beside the shell's, not after it.
  const language = isLocale(i18n.language) ? i18n.language : addressLocale()
  for (const part of parts) fetchPart(language, part).catch(() => {})
  await initI18n()
  const languages = new Set([currentLocale(), ...(switchingTo ? [switchingTo] : [])])
  await Promise.all([...languages].map((language) => loadParts(language, parts)))
}

/**
 * Shows the interface in `locale` once every part the visitor's screens use is loaded in it, remembers it
 * under `lang` and sets `<html lang>`.
 */
export async function switchLocale(locale: Locale): Promise<void> {
  await initI18n()
  switchingTo = locale
  try {
    await loadParts(locale, wanted)
    if (i18n.language !== locale) await i18n.changeLanguage(locale)
  } finally {
    if (switchingTo === locale) switchingTo = undefined
  }
  document.documentElement.lang = locale
  try {
    localStorage.setItem(LANG_STORAGE_KEY, locale)
  } catch {
    // Private browsing may refuse storage: the URL still carries the locale.
  }
}
