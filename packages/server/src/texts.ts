import type { Catalog } from '@questboard/domain/catalog'
import { LOCALES, type Locale } from '@questboard/domain/constants'
import i18next from 'i18next'

/** The dotted keys of a catalog's texts, e.g. `passwordReset.mailGreeting`. */
export type TextKey<C> = {
  [K in keyof C & string]: C[K] extends string ? K : `${K}.${TextKey<C[K]>}`
}[keyof C & string]

/** Values put in a text (`{{name}}`); `count` also picks the plural form (`key_one`, `key_other`…). */
export type TextValues = Readonly<Record<string, string | number>>

/** The texts of one language: `t('group.key', { name })`, as the web app's `t`. */
export type Translate<C> = (key: TextKey<C>, values?: TextValues) => string

/**
 * The texts of a service's catalogs (`locales/<locale>.json`, decision 023), read with i18next as the web app
 * reads its own: same interpolation, same plurals. The catalogs are typed by English; a language missing a
 * key does not compile, and `catalogs.test.ts` checks every catalog against English.
 *
 * Values are put in as they are (the caller escapes HTML, as before), and are never read as i18next syntax.
 */
export function loadTexts<C extends Catalog>(
  catalogs: Readonly<Record<Locale, C>>,
): (locale: Locale) => Translate<C> {
  const i18n = i18next.createInstance()
  i18n.init({
    resources: Object.fromEntries(LOCALES.map((locale) => [locale, { translation: catalogs[locale] }])),
    // Every key is in every catalog: a missing one shows as its key, never as another language's text.
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    initAsync: false,
    interpolation: { escapeValue: false },
  })
  const translators = Object.fromEntries(
    LOCALES.map((locale) => {
      const t = i18n.getFixedT(locale)
      return [locale, (key: string, values: TextValues = {}): string => t(key, { ...values })]
    }),
  ) as Record<Locale, Translate<C>>
  return (locale) => translators[locale]
}
