import type { ReactNode } from 'react'
import styles from './table-scroller.module.css'

/** A table that scrolls sideways on a phone; the region is focusable so the keyboard can scroll it (axe). */
export function TableScroller({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className={styles.scroller} aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </section>
  )
}
