import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router'
import { currentLocale, initI18n, switchLocale } from '../i18n/i18n'
import { resolveLocale } from '../i18n/locale-routing'

/**
 * Root loader: shows the interface in the language the path asks for (spec §2) before the page renders.
 * The redirect to the canonical path is done by the layout, which still knows the URL's hash (`#code=…`).
 */
export async function localeLoader({ request }: LoaderFunctionArgs) {
  await initI18n()
  const { locale } = resolveLocale(new URL(request.url).pathname, currentLocale())
  await switchLocale(locale)
  return null
}

/** The locale depends on the pathname only: query-only navigations (filters) do not rerun the loader. */
export function shouldRevalidateLocale({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate
}
