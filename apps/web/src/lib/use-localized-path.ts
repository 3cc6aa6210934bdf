import { useCallback } from 'react'
import { useLocale } from '../i18n/use-locale'
import { localizedPath, type RouteName, type RouteTarget } from './routes'

/** Builds paths in the current interface language: `const path = useLocalizedPath(); path({ name: 'event-list' })`. */
export function useLocalizedPath() {
  const locale = useLocale()
  return useCallback(
    <Name extends RouteName>(target: RouteTarget<Name>) => localizedPath(locale, target),
    [locale],
  )
}
