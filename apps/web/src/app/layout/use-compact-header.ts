import { type RefObject, useLayoutEffect, useState } from 'react'

/** Below this width the header is always compact (the phone and tablet layout). */
export const COMPACT_BELOW_PX = 1024

/**
 * Whether the header folds its sections and language into the menu button: below COMPACT_BELOW_PX, and on a
 * wider screen whenever they do not fit in one row (a long language, an administrator's extra links). Measured
 * before the browser paints, so the bar never shows overflowing; it unfolds again once the row is wide enough
 * for what it needed.
 */
export function useCompactHeader(
  row: RefObject<HTMLElement | null>,
  nav: RefObject<HTMLElement | null>,
  contentKey: string,
): boolean {
  const [compact, setCompact] = useState(() => window.innerWidth < COMPACT_BELOW_PX)
  const [needed, setNeeded] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again when the links or language change
  useLayoutEffect(() => {
    const element = row.current
    if (!element) return
    const check = () => {
      // Before any measure: reading a width lays the page out at once, inside the first render's task.
      if (window.innerWidth < COMPACT_BELOW_PX) return setCompact(true)
      const width = element.clientWidth
      if (compact) {
        if (needed > 0 && width >= needed) setCompact(false)
        else if (needed === 0) setCompact(false)
        return
      }
      const list = nav.current
      const overflow = list ? list.scrollWidth - list.clientWidth : 0
      if (overflow > 1) {
        setNeeded(width + overflow)
        setCompact(true)
      }
    }
    check()
    const observer = new ResizeObserver(check)
    observer.observe(element)
    return () => observer.disconnect()
  }, [compact, needed, contentKey])

  return compact
}
