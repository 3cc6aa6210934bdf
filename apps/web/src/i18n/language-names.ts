import { type Locale, NATIVE_LANGUAGE_NAMES } from '@questboard/domain/constants'

/**
 * A language's name in that language ("Français", "Deutsch"…): the switcher needs no catalog but the current
 * one. What `Intl.DisplayNames` gives, with a capital (language-names.test.ts checks it), written out in the
 * domain's table so the header does not load six languages' locale data at boot (some 16 ms of the main
 * thread in Chromium, four times that on a mid-range phone).
 */
export function nativeLanguageName(locale: Locale): string {
  return NATIVE_LANGUAGE_NAMES[locale]
}
