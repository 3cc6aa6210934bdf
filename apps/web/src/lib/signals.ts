/**
 * The application signals of spec §4 (form outcomes the tag manager and tests observe). Each is a window
 * `CustomEvent` named after the signal; the tag manager, once analytics consent is given, reads the same
 * names from `window.dataLayer` (pushed only when that array exists, i.e. the tag manager is loaded).
 */
export type SignalName =
  | 'user-loyalty-registration-success'
  | 'user-loyalty-registration-error'
  | 'event-result-form-success'
  | 'event-result-form-error'
  | 'user-form-success'
  | 'user-form-error'
  | 'event-form-success'
  | 'event-form-error'

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

export function emitSignal(name: SignalName, detail?: unknown): void {
  window.dispatchEvent(new CustomEvent(name, { detail }))
  if (Array.isArray(window.dataLayer)) window.dataLayer.push({ event: name })
}
