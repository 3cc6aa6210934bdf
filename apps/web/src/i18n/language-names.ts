import type { Locale } from '@questboard/domain/constants'

/**
 * Each language's name in that language, as the switcher shows it: what `Intl.DisplayNames` gives, with a
 * capital (language-names.test.ts checks it), written out so the header does not load six languages'
 * locale data at boot (some 16 ms of the main thread in Chromium, four times that on a mid-range phone).
 */
const NATIVE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  es: 'Español',
  nl: 'Nederlands',
  it: 'Italiano',
}

/** A language's name in that language ("Français", "Deutsch"…): the switcher needs no catalog but the current one. */
export function nativeLanguageName(locale: Locale): string {
  return NATIVE_NAMES[locale]
}
