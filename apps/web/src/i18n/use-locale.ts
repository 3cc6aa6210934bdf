import { DEFAULT_LOCALE, isLocale, type Locale } from '@questboard/domain/constants'
import { useTranslation } from 'react-i18next'

/** The interface language, re-rendering when it changes. */
export function useLocale(): Locale {
  const { i18n } = useTranslation()
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE
}
