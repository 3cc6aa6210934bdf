import { LOCALES, type Locale } from '@questboard/domain/constants'

/** The first supported locale of `ui_locales` (space-separated), else of Accept-Language, else English. */
export function localeOf(uiLocales: unknown, acceptLanguage?: string): Locale {
  const candidates = [
    ...(typeof uiLocales === 'string' ? uiLocales.split(' ') : []),
    ...(acceptLanguage ?? '').split(',').map((part) => part.split(';')[0]?.trim() ?? ''),
  ]
  for (const candidate of candidates) {
    const language = candidate.toLowerCase().split('-')[0]
    const match = LOCALES.find((locale) => locale === language)
    if (match) return match
  }
  return 'en'
}
