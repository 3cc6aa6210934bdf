import type { Catalog } from '@questboard/domain/catalog'
import { LOCALES, type Locale } from '@questboard/domain/constants'
import i18next from 'i18next'

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other'
/** A plural form's key is asked for without its suffix (`expiry` for `expiry_one`, `expiry_other`). */
type Unsuffixed<K extends string> = K extends `${infer Key}_${PluralSuffix}` ? Key : K

/** The dotted keys of a catalog's texts, e.g. `passwordReset.mailGreeting`. */
export type TextKey<C> = {
  [K in keyof C & string]: C[K] extends string ? Unsuffixed<K> : `${K}.${TextKey<C[K]>}`
}[keyof C & string]

/** Values put in a text (`{{name}}`); `count` also picks the plural form (`key_one`, `key_other`…). */
export type TextValues = Readonly<Record<string, string | number>>

/** The texts of one language: `t('group.key', { name })`, as the web app's `t`. */
export type Translate<C> = (key: TextKey<C>, values?: TextValues) => string

/**
 * The texts of a service's catalogs (`locales/<locale>.json`, decision 024), read with i18next as the web app
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
  const translators = new Map<Locale, Translate<C>>()
  for (const locale of LOCALES) {
    const t = i18n.getFixedT(locale)
    translators.set(locale, (key, values = {}) => t(key as string, { ...values }))
  }
  return (locale) => {
    const translate = translators.get(locale)
    if (!translate) throw new Error(`No texts in ${locale}`)
    return translate
  }
}
