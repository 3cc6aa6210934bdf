/** A non-2xx answer of the Event API or the account service, with its parsed body (spec §8 builds alerts on it). */
export class ApiError extends Error {
  override readonly name = 'ApiError'

  constructor(
    readonly status: number,
    readonly body: unknown,
    message = `Request failed with status ${status}`,
    /** The answer's Retry-After in seconds, when it gave one (rate limits, 503). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
  }

  /** The `detail` or `error_description` the server gave, if any. */
  get detail(): string | undefined {
    if (!this.body || typeof this.body !== 'object') return undefined
    const { detail, error_description: description } = this.body as Record<string, unknown>
    if (typeof detail === 'string') return detail
    if (typeof description === 'string') return description
    return undefined
  }
}

export interface ApiRequest extends Omit<RequestInit, 'body'> {
  /** A plain object is sent as JSON; FormData, Blob and strings as they are. */
  body?: unknown
  query?: Record<string, string | number | boolean | null | undefined>
  /** Sends the signed-in user's tool token (`Authorization: Token …`) to the Event API. */
  authenticated?: boolean
}

/** How authenticated Event API calls get their token and what a 401 does; the identity feature sets it. */
export interface ApiAuthentication {
  toolToken(): string | null | undefined
  /** The Event API refused the token: the session is over. */
  onUnauthorized(): void
}

let authentication: ApiAuthentication | undefined

export function configureApiAuthentication(value: ApiAuthentication | undefined): void {
  authentication = value
}

/**
 * fetch for JSON APIs: resolves to the parsed body (undefined for 204), throws `ApiError` for a non-2xx
 * answer. Network failures keep fetch's own TypeError.
 */
export async function apiFetch<T>(
  url: string,
  { body, query, headers, authenticated = false, ...init }: ApiRequest = {},
): Promise<T> {
  const requestHeaders = new Headers(headers)
  if (!requestHeaders.has('Accept')) requestHeaders.set('Accept', 'application/json')
  const toolToken = authenticated ? authentication?.toolToken() : undefined
  if (toolToken) requestHeaders.set('Authorization', `Token ${toolToken}`)
  const isRaw =
    body === undefined ||
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams
  if (!isRaw) requestHeaders.set('Content-Type', 'application/json')
  const response = await fetch(withQuery(url, query), {
    ...init,
    headers: requestHeaders,
    body: isRaw ? (body as BodyInit | undefined) : JSON.stringify(body),
  })
  const parsed = await readBody(response)
  if (authenticated && response.status === 401) authentication?.onUnauthorized()
  if (!response.ok) throw new ApiError(response.status, parsed, undefined, retryAfterOf(response))
  return parsed as T
}

/** Retry-After in seconds (the form our services send); an HTTP date or nothing: undefined. */
function retryAfterOf(response: Response): number | undefined {
  const value = response.headers.get('Retry-After')?.trim()
  return value && /^\d+$/.test(value) ? Number(value) : undefined
}

function withQuery(url: string, query: ApiRequest['query']): string {
  if (!query) return url
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value))
  }
  const text = search.toString()
  if (!text) return url
  return `${url}${url.includes('?') ? '&' : '?'}${text}`
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined
  const text = await response.text()
  if (!text) return undefined
  const type = response.headers.get('Content-Type') ?? ''
  if (!type.includes('json')) return text
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
