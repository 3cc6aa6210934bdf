import { type RefObject, useEffect } from 'react'

/** Pixels a second the screen's lists move: a line of large type every second or so. */
const SPEED = 40
/** How long the list rests at its top and at its bottom before moving on. */
const REST_MS = 4000
/** With reduced motion: the list shows the next screenful this often, without moving between. */
const PAGE_MS = 12_000

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false

/**
 * Scrolls a list that is taller than its box down slowly, rests, and starts again from the top, so a screen
 * nobody touches shows every line. With `prefers-reduced-motion`, it turns pages instead: no movement.
 */
export function useAutoScroll(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const box = ref.current
    if (!box) return
    let frame = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    let last = 0
    let restingUntil = performance.now() + REST_MS
    let position = 0
    const atBottom = () => box.scrollTop + box.clientHeight >= box.scrollHeight - 1

    const step = (now: number) => {
      const elapsed = last ? now - last : 0
      last = now
      if (box.scrollHeight > box.clientHeight && now >= restingUntil) {
        if (atBottom()) {
          box.scrollTop = 0
          position = 0
          restingUntil = now + REST_MS
        } else {
          position = Math.max(position, box.scrollTop) + (SPEED * elapsed) / 1000
          box.scrollTop = position
          if (atBottom()) restingUntil = now + REST_MS
        }
      }
      frame = requestAnimationFrame(step)
    }
    const turnPage = () => {
      box.scrollTop = atBottom() ? 0 : box.scrollTop + box.clientHeight * 0.9
      timer = setTimeout(turnPage, PAGE_MS)
    }

    const start = () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
      last = 0
      if (reducedMotion()) timer = setTimeout(turnPage, PAGE_MS)
      else frame = requestAnimationFrame(step)
    }
    start()
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)')
    query?.addEventListener('change', start)
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
      query?.removeEventListener('change', start)
    }
  }, [ref])
}
