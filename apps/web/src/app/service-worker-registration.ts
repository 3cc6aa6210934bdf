import { SERVICE_WORKER_CHECK_MS } from '@questboard/domain/constants'

/** When the page last reloaded for a new worker; a second change within this time does not reload again. */
const RELOAD_GUARD_KEY = 'sw_reloaded_at'
const RELOAD_GUARD_MS = 10_000

export interface ServiceWorkerHost {
  container: Pick<ServiceWorkerContainer, 'controller' | 'register' | 'addEventListener'>
  reload(): void
  isOnline(): boolean
  now(): number
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined
  setInterval(callback: () => void, ms: number): unknown
}

function browserHost(): ServiceWorkerHost | undefined {
  if (!('serviceWorker' in navigator)) return undefined
  let storage: Storage | undefined
  try {
    storage = window.sessionStorage
  } catch {
    storage = undefined
  }
  return {
    container: navigator.serviceWorker,
    reload: () => window.location.reload(),
    isOnline: () => navigator.onLine,
    now: () => Date.now(),
    storage,
    setInterval: (callback, ms) => window.setInterval(callback, ms),
  }
}

/**
 * Registers `/sw.js` (scope `/`), looks for a new version every 5 seconds while the page is open (spec §7),
 * and reloads the page once a new worker (which skips waiting) takes control. Not when the first worker of
 * a fresh visit takes control: that page already runs the newest build. A guard in sessionStorage stops
 * a reload loop should workers keep replacing each other.
 */
export async function registerServiceWorker(host = browserHost()): Promise<void> {
  if (!host) return
  let controlled = Boolean(host.container.controller)
  let reloading = false
  host.container.addEventListener('controllerchange', () => {
    if (!controlled) {
      controlled = true
      return
    }
    if (reloading) return
    const last = Number(host.storage?.getItem(RELOAD_GUARD_KEY) ?? 0)
    if (host.now() - last < RELOAD_GUARD_MS) return
    reloading = true
    host.storage?.setItem(RELOAD_GUARD_KEY, String(host.now()))
    host.reload()
  })
  const registration: ServiceWorkerRegistration | undefined = await host.container.register('/sw.js', {
    scope: '/',
    updateViaCache: 'none',
  })
  // A browser whose policy blocks workers (or a test harness doing so) may answer no registration.
  if (!registration) return
  host.setInterval(() => {
    // Offline the check can only fail; it resumes with the connection.
    if (host.isOnline()) registration.update().catch(() => {})
  }, SERVICE_WORKER_CHECK_MS)
}
