import { ApiError } from './api'

/**
 * What a query or mutation may tell the app-wide error handling. `alert: false`: the screen shows this
 * failure itself (a form's message, a refusal's reason, a redirect), so the §8 "api" alert stays silent.
 */
export interface RequestMeta extends Record<string, unknown> {
  alert?: false
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: RequestMeta
    mutationMeta: RequestMeta
  }
}

/** The §8 "api" alert for a failed call: its title key, the server's words if any, and the status. */
export interface ApiAlert {
  title: 'api'
  /** `detail`, else `error_description`, else a plain-text body; null when the server said nothing usable. */
  message: string | null
  httpStatus: number
}

/**
 * Spec §8's response rule: a status of 500 or above, or above 400 except 404, raises a danger alert
 * titled "api". 400 (form errors, shown on the form) and 404 (the not-found page) raise none; nor does
 * 401, which ends the session and says so (the identity feature); nor a call that opted out. A failure
 * without a status (the network) is the offline notice's business.
 */
export function apiAlertFor(error: unknown, meta?: RequestMeta): ApiAlert | null {
  if (meta?.alert === false || !(error instanceof ApiError)) return null
  const { status } = error
  if (status <= 400 || status === 401 || status === 404) return null
  return { title: 'api', message: error.detail ?? plainText(error.body), httpStatus: status }
}

/** A short plain-text answer (a proxy's "Bad Gateway") is the error's text; an HTML error page is not. */
function plainText(body: unknown): string | null {
  if (typeof body !== 'string') return null
  const text = body.trim()
  return text && text.length <= 300 && !text.startsWith('<') ? text : null
}
