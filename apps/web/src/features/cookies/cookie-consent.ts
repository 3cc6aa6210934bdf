import { type CookieCategory, cookieConsentExpiry } from '@questboard/domain/constants'

/** The categories a visitor chooses; `necessary` is always on and never asked. */
export type OptionalCookieCategory = Exclude<CookieCategory, 'necessary'>

export type CookieChoices = Record<OptionalCookieCategory, boolean>

/** A choice the visitor made, still valid (spec §9: 13 months). */
export interface CookieConsent extends CookieChoices {
  necessary: true
  givenAt: Date
  expiresAt: Date
}

export const COOKIE_CONSENT_STORAGE_KEY = 'cookie_consent'

export const REFUSE_ALL: CookieChoices = { analytics: false, maps: false }
export const ACCEPT_ALL: CookieChoices = { analytics: true, maps: true }

interface StoredConsent extends CookieChoices {
  givenAt: string
}

type Listener = () => void

export interface CookieConsentStore {
  /** The current choice, or null when the visitor has not chosen, the choice lapsed or the stored value is unreadable. */
  read(now?: Date): CookieConsent | null
  save(choices: CookieChoices, now?: Date): CookieConsent
  isGranted(category: CookieCategory, now?: Date): boolean
  /** Called after every change, including one made in another tab. Returns the unsubscribe function. */
  subscribe(listener: Listener): () => void
}

/**
 * A consent store over a Web Storage. The storage is looked up on each use because private browsing may
 * refuse it: without storage the visitor is simply asked again on the next visit.
 */
export function createCookieConsentStore(storage: () => Storage | undefined): CookieConsentStore {
  const listeners = new Set<Listener>()
  // useSyncExternalStore needs the same object while nothing changed, so parsing is cached per raw value.
  let cached: { raw: string | null; consent: CookieConsent | null } = { raw: null, consent: null }

  function rawValue(): string | null {
    try {
      return storage()?.getItem(COOKIE_CONSENT_STORAGE_KEY) ?? null
    } catch {
      return null
    }
  }

  function read(now = new Date()): CookieConsent | null {
    const raw = rawValue()
    if (raw !== cached.raw) cached = { raw, consent: parseConsent(raw) }
    const { consent } = cached
    return consent && consent.expiresAt.getTime() > now.getTime() ? consent : null
  }

  function notify() {
    for (const listener of listeners) listener()
  }

  return {
    read,
    save(choices, now = new Date()) {
      const stored: StoredConsent = {
        analytics: choices.analytics,
        maps: choices.maps,
        givenAt: now.toISOString(),
      }
      try {
        storage()?.setItem(COOKIE_CONSENT_STORAGE_KEY, JSON.stringify(stored))
      } catch {
        // Storage refused: the choice holds for this page only and the banner comes back next visit.
      }
      const consent = toConsent(stored) as CookieConsent
      // Keyed on what storage now holds, so a refused write still keeps the choice for this page.
      cached = { raw: rawValue(), consent }
      notify()
      return consent
    },
    isGranted(category, now) {
      if (category === 'necessary') return true
      return read(now)?.[category] ?? false
    },
    subscribe(listener) {
      listeners.add(listener)
      const onStorage = (event: StorageEvent) => {
        if (event.key === COOKIE_CONSENT_STORAGE_KEY || event.key === null) listener()
      }
      if (typeof window !== 'undefined') window.addEventListener('storage', onStorage)
      return () => {
        listeners.delete(listener)
        if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage)
      }
    },
  }
}

function parseConsent(raw: string | null): CookieConsent | null {
  if (raw === null) return null
  try {
    return toConsent(JSON.parse(raw))
  } catch {
    return null
  }
}

function toConsent(value: unknown): CookieConsent | null {
  if (!value || typeof value !== 'object') return null
  const { analytics, maps, givenAt } = value as Partial<Record<keyof StoredConsent, unknown>>
  if (typeof analytics !== 'boolean' || typeof maps !== 'boolean' || typeof givenAt !== 'string') return null
  const given = new Date(givenAt)
  if (Number.isNaN(given.getTime())) return null
  return { necessary: true, analytics, maps, givenAt: given, expiresAt: cookieConsentExpiry(given) }
}

/** The visitor's consent in this browser (localStorage). */
export const cookieConsentStore = createCookieConsentStore(() =>
  typeof localStorage === 'undefined' ? undefined : localStorage,
)

/**
 * Runs `callback` once the visitor allows `category`: at once if they already have, otherwise when they
 * grant it (e.g. the tag manager loads on analytics consent). Returns a function that cancels the wait.
 */
export function whenCookieConsentGranted(
  category: OptionalCookieCategory,
  callback: () => void,
  store: CookieConsentStore = cookieConsentStore,
): () => void {
  if (store.isGranted(category)) {
    callback()
    return () => {}
  }
  const unsubscribe = store.subscribe(() => {
    if (!store.isGranted(category)) return
    unsubscribe()
    callback()
  })
  return unsubscribe
}
