import { type RefObject, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'

/**
 * A button that shows and hides a panel (the WAI-ARIA disclosure pattern: no focus trap). A link followed, a
 * click outside `root` or Escape closes it; Escape gives the focus back to the button.
 */
export function useDisclosure<Root extends HTMLElement>(): {
  open: boolean
  setOpen: (open: boolean) => void
  root: RefObject<Root | null>
  button: RefObject<HTMLButtonElement | null>
} {
  const [open, setOpen] = useState(false)
  const root = useRef<Root>(null)
  const button = useRef<HTMLButtonElement>(null)
  const { pathname } = useLocation()

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every navigation
  useEffect(() => setOpen(false), [pathname])
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  return { open, setOpen, root, button }
}
