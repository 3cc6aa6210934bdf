import { useEffect, useRef, useSyncExternalStore } from 'react'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/**
 * Whether the browser says it is online (false from the start on a page loaded offline from the service
 * worker's shell). When the connection returns after having been lost, `onReturn` runs once.
 */
export function useOnline(onReturn: () => void): boolean {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
  const wasOffline = useRef(false)
  useEffect(() => {
    if (!online) wasOffline.current = true
    else if (wasOffline.current) {
      wasOffline.current = false
      onReturn()
    }
  }, [online, onReturn])
  return online
}
