import { useEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router'

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * Spec §2: navigation scrolls smoothly to the hash if present, otherwise to the top. A query-only change
 * (filters) keeps the scroll position. After a link navigation, focus moves to the main content so
 * screen readers start reading the new page.
 */
export function useNavigationScroll(mainContentId: string) {
  const { pathname, hash } = useLocation()
  const navigationType = useNavigationType()
  const first = useRef(true)

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of page (pathname), by design
  useEffect(() => {
    const behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth'
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
    if (target) {
      target.scrollIntoView({ behavior, block: 'start' })
    } else if (!first.current) {
      window.scrollTo({ top: 0, behavior })
    }
    if (!first.current && !hash && navigationType !== 'POP') {
      document.getElementById(mainContentId)?.focus({ preventScroll: true })
    }
    first.current = false
  }, [pathname, hash, navigationType, mainContentId])
}
