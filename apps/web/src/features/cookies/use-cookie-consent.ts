import type { CookieCategory } from '@questboard/domain/constants'
import { useCallback, useSyncExternalStore } from 'react'
import {
  ACCEPT_ALL,
  type CookieChoices,
  type CookieConsent,
  cookieConsentStore,
  type OptionalCookieCategory,
  REFUSE_ALL,
} from './cookie-consent'

export interface CookieConsentState {
  /** The visitor's valid choice, or null while they have not chosen (or it lapsed after 13 months). */
  consent: CookieConsent | null
  isGranted(category: CookieCategory): boolean
  save(choices: CookieChoices): CookieConsent
  acceptAll(): CookieConsent
  refuseAll(): CookieConsent
  /** Grants one category and keeps the other choices as they were. */
  allow(category: OptionalCookieCategory): CookieConsent
}

const readConsent = () => cookieConsentStore.read()

/** The visitor's cookie consent, re-rendering when it changes (in this tab or another). */
export function useCookieConsent(): CookieConsentState {
  const consent = useSyncExternalStore(cookieConsentStore.subscribe, readConsent, () => null)
  const save = useCallback((choices: CookieChoices) => cookieConsentStore.save(choices), [])
  return {
    consent,
    isGranted: (category) => category === 'necessary' || (consent?.[category] ?? false),
    save,
    acceptAll: () => save(ACCEPT_ALL),
    refuseAll: () => save(REFUSE_ALL),
    allow: (category) => {
      const current = cookieConsentStore.read()
      return save({ ...(current ?? REFUSE_ALL), [category]: true })
    },
  }
}
