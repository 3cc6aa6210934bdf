import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { checkTokenOnRouteChange } from './identity-store'

/** Spec §4: the token is checked on each route change. */
export function useTokenCheckOnRouteChange(): void {
  const { pathname } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change
  useEffect(() => {
    void checkTokenOnRouteChange()
  }, [pathname])
}
