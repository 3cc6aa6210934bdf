// The locale rules of spec §2 as pure functions; docs/decisions/004-locale-routing.md explains them.
import { DEFAULT_LOCALE, isLocale, type Locale } from '@questboard/domain/constants'

/** The locale named by the first path segment, if it is one, and the pathname without it. */
export function splitLocale(pathname: string): { locale: Locale | undefined; rest: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname)
  const first = match?.[1]
  if (!first || !isLocale(first)) return { locale: undefined, rest: pathname || '/' }
  return { locale: first, rest: match?.[2] ?? '/' }
}

/** The pathname in another locale: the prefix replaced, or dropped for English. */
export function localizePathname(pathname: string, locale: Locale): string {
  const { rest } = splitLocale(pathname)
  return locale === DEFAULT_LOCALE ? rest : `/${locale}${rest}`
}

export interface LocaleDecision {
  /** The language the page is shown in (and stored under `lang`). */
  locale: Locale
  /** Where to go instead (same search and hash), when the path does not name that language canonically. */
  redirectTo?: string
}

/**
 * What a pathname means for the interface language, given the current one:
 * - `/fr/…`, `/de/…`: that locale (switching to it when it is not the current one);
 * - `/en/…`: English, at its canonical path without prefix;
 * - no locale prefix: the default locale was requested, so the current locale is kept; when that is
 *   not English the path is rewritten to carry it (`/events` → `/fr/events`).
 */
export function resolveLocale(pathname: string, current: Locale): LocaleDecision {
  const { locale, rest } = splitLocale(pathname)
  if (locale === DEFAULT_LOCALE) return { locale, redirectTo: rest }
  if (locale) return { locale }
  if (current === DEFAULT_LOCALE) return { locale: current }
  return { locale: current, redirectTo: localizePathname(rest, current) }
}
