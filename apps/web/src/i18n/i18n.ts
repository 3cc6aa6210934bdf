import {
  DEFAULT_LOCALE,
  isLocale,
  LANG_STORAGE_KEY,
  LOCALES,
  type Locale,
} from '@questboard/domain/constants'
import i18next, { type BackendModule } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { resolveLocale } from './locale-routing'

// One chunk per catalog: a visitor downloads only the languages it uses.
const catalogs = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json')

const catalogBackend: BackendModule = {
  type: 'backend',
  callbackApi: false,
  init() {},
  async read(language: string) {
    const load = catalogs[`./locales/${language}.json`]
    if (!load) throw new Error(`No catalog for ${language}`)
    return (await load()).default
  },
} as unknown as BackendModule

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

let ready: Promise<unknown> | undefined

/** Starts i18next in the language the address asks for, so that only its catalog loads first. */
export function initI18n(): Promise<unknown> {
  ready ??= i18n
    .use(catalogBackend)
    .use(initReactI18next)
    .init({
      lng: resolveLocale(window.location.pathname, storedLocale()).locale,
      // Every key is in every catalog (catalogs.test.ts), so a fallback language would only be a second
      // catalog to download before the first paint; texts that must show without any catalog carry a
      // defaultValue.
      fallbackLng: false,
      supportedLngs: [...LOCALES],
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    })
  return ready
}

/** Shows the interface in `locale`, remembers it under `lang` and sets `<html lang>`. */
export async function switchLocale(locale: Locale): Promise<void> {
  await initI18n()
  if (i18n.language !== locale) await i18n.changeLanguage(locale)
  document.documentElement.lang = locale
  try {
    localStorage.setItem(LANG_STORAGE_KEY, locale)
  } catch {
    // Private browsing may refuse storage: the URL still carries the locale.
  }
}
