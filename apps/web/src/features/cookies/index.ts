/** What other features may use of the cookies feature: the visitor's consent, as a store and as a hook. */
export {
  ACCEPT_ALL,
  type CookieConsentStore,
  cookieConsentStore,
  createCookieConsentStore,
  REFUSE_ALL,
  whenCookieConsentGranted,
} from './cookie-consent'
export { useCookieConsent } from './use-cookie-consent'
