import { DEFAULT_LOCALE, type Locale } from '@questboard/domain/constants'
import { matchPath } from 'react-router'
import { splitLocale } from '../i18n/locale-routing'
import { ROUTES, type RouteDefinition } from './route-table'

export { ROUTES, type RouteAccess, type RouteDefinition } from './route-table'

export type RouteName = keyof typeof ROUTES
/** Names of every page the router can show: the routes above plus the catch-all not-found page. */
export type PageName = RouteName | 'not-found'

export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[]

type ParamNames<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<Rest>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never

export type RouteParams<Name extends RouteName> = {
  [Param in ParamNames<(typeof ROUTES)[Name]['path']>]: string | number
}

type QueryValue = string | number | boolean | null | undefined
export type RouteQuery = Record<string, QueryValue | readonly QueryValue[]> | URLSearchParams

export interface RouteTarget<Name extends RouteName = RouteName> {
  name: Name
  params?: RouteParams<Name>
  query?: RouteQuery
  /** With or without the leading `#`. */
  hash?: string
}

/** The path of a route in a locale: no prefix for the default locale (English), `/fr/…` otherwise. */
export function localizedPath<Name extends RouteName>(locale: Locale, target: RouteTarget<Name>): string {
  const { path } = ROUTES[target.name] as RouteDefinition
  const params = (target.params ?? {}) as Record<string, string | number>
  const filled = path.replace(/:(\w+)/g, (_, param: string) => {
    const value = params[param]
    if (value === undefined || value === '') throw new Error(`Route ${target.name} needs the param ${param}`)
    return encodeURIComponent(String(value))
  })
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`
  const pathname = `${prefix}/${filled}`
  return pathname + searchString(target.query) + hashString(target.hash)
}

function searchString(query: RouteQuery | undefined): string {
  if (!query) return ''
  const search = new URLSearchParams()
  const entries = query instanceof URLSearchParams ? [...query.entries()] : Object.entries(query)
  for (const [key, value] of entries) {
    const values = Array.isArray(value) ? value : [value]
    for (const item of values)
      if (item !== undefined && item !== null && item !== '') search.append(key, String(item))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

function hashString(hash: string | undefined): string {
  if (!hash) return ''
  return hash.startsWith('#') ? hash : `#${hash}`
}

export interface MatchedRoute {
  name: RouteName
  params: Record<string, string>
}

/**
 * The route a locale-free pathname (as returned by `splitLocale`) points to, or undefined for the
 * not-found page. Used to remember where a user was (sign-in return) in the spec's terms: name and params.
 */
export function matchRoute(pathname: string): MatchedRoute | undefined {
  for (const name of ROUTE_NAMES) {
    const definition: RouteDefinition = ROUTES[name]
    const match = matchPath({ path: `/${definition.path}`, end: true }, pathname)
    if (!match) continue
    const params = match.params as Record<string, string>
    if (!hasValidParams(definition, params)) return undefined
    return { name, params }
  }
  return undefined
}

export function hasValidParams(
  definition: RouteDefinition,
  params: Record<string, string | undefined>,
): boolean {
  return (definition.digitParams ?? []).every((param) => /^\d+$/.test(params[param] ?? ''))
}

/**
 * A browser location in the spec's terms — route name, params, query and hash — with the locale it names
 * (undefined when none). What sign-in stores to bring the user back; `localizedPath` turns it into a path
 * again. Undefined for a location that is no route (the not-found page).
 */
export function locateRoute(location: {
  pathname: string
  search?: string
  hash?: string
}): { locale: Locale | undefined; target: RouteTarget } | undefined {
  const { locale, rest } = splitLocale(location.pathname)
  const matched = matchRoute(rest)
  if (!matched) return undefined
  const query = Object.fromEntries(new URLSearchParams(location.search ?? ''))
  const target: RouteTarget = { name: matched.name, params: matched.params as never, query }
  if (location.hash && location.hash !== '#') target.hash = location.hash
  return { locale, target }
}
