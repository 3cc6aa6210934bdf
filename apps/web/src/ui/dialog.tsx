import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react'
import styles from './dialog.module.css'

interface DialogProps {
  open: boolean
  onClose: () => void
  title: ReactNode
  children: ReactNode
  /** Where focus goes on close when the element that opened the dialog is gone (it often is: a register
   * button becomes an unregister button). */
  returnFocusRef?: RefObject<HTMLElement | null>
}

/**
 * A modal on the native `<dialog>`: `showModal()` makes the rest of the page inert (focus stays inside),
 * Escape closes it, and focus goes back to what had it before.
 */
export function Dialog({ open, onClose, title, children, returnFocusRef }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<Element | null>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement
      dialog.showModal()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open])

  function restoreFocus() {
    const previous = opener.current
    // A button disabled while its request ran has already lost the focus to the body: that is no opener.
    const usable = previous instanceof HTMLElement && previous !== document.body && previous.isConnected
    const target = usable ? previous : returnFocusRef?.current
    target?.focus()
    onClose()
  }

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onClose={restoreFocus}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children}
    </dialog>
  )
}
