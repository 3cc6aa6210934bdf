import { useSyncExternalStore } from 'react'

/** The stylesheets' breakpoint between the phone layout and the wide one (the filters beside the results…). */
const WIDE = '(min-width: 60rem)'

/** Whether the screen is at least as wide as the stylesheets' wide layout, followed as it changes. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(WIDE)
      query.addEventListener('change', changed)
      return () => query.removeEventListener('change', changed)
    },
    () => window.matchMedia(WIDE).matches,
  )
}
