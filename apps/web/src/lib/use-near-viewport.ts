import { type RefObject, useEffect, useState } from 'react'

/**
 * Whether an element has come within `margin` of the viewport, once: what lies far below the first screen
 * (the home page's event cards on a phone) renders as the visitor scrolls towards it instead of while the
 * page loads, when every task of the main thread delays the first screen's readiness. Keyboard and screen
 * reader users reach it too: moving the focus or the reading position into it scrolls it into view. True
 * at once where IntersectionObserver is missing.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: `${margin} 0px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near, ref, margin])
  return near
}
