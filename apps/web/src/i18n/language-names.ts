import type { Locale } from '@questboard/domain/constants'

/**
 * A language's name in that language ("Français", "Deutsch"…), as the switcher shows it. Intl knows every
 * endonym, so the switcher needs no catalog but the current one.
 */
export function nativeLanguageName(locale: Locale): string {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1)
}
