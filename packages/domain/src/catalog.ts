/**
 * The one format of every user-facing text (decision 024): a translation catalog per language, i18next's JSON
 * (https://www.i18next.com/misc/json-format): groups nest texts, `{{name}}` is a value put in, plural forms are
 * the key with `_one`, `_other`… The web app, the account service's pages and the mails all read theirs with
 * i18next; `catalogs.test.ts` checks every catalog of the repository against English.
 */
export type Catalog = { readonly [key: string]: CatalogEntry }
/** A text, a group of texts, or (in a document's catalog) a list of either. */
export type CatalogEntry = string | Catalog | readonly CatalogEntry[]

/** Every text of a catalog by its dotted key (`group.key`, `list.0`). */
export function flattenCatalog(entry: unknown, prefix = ''): Record<string, string> {
  if (typeof entry === 'string') return { [prefix]: entry }
  if (!entry || typeof entry !== 'object')
    throw new Error(`${prefix || 'The catalog'} is neither text nor a group`)
  return Object.assign(
    {},
    ...Object.entries(entry).map(([key, child]) => flattenCatalog(child, prefix ? `${prefix}.${key}` : key)),
  )
}

/** The names of the values a text puts in (`{{name}}`), sorted. */
export function interpolations(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort()
}
