import { unavailableAnswer } from '@questboard/server/unavailable'
import { errors } from 'oidc-provider'

/**
 * `target` (the provider's storage adapter, the accounts it looks up) whose methods, when the database is
 * away, throw OAuth's `temporarily_unavailable` with the 503 (or 507) and the detail of @questboard/server/unavailable:
 * oidc-provider answers its endpoints with it (JSON, its error page, or a redirect to the client) instead of a
 * `server_error` 500.
 */
export function temporarilyUnavailableWhenDatabaseIs<Target extends object>(target: Target): Target {
  return new Proxy(target, {
    get(object, property) {
      const value = Reflect.get(object, property, object)
      if (typeof value !== 'function') return value
      return async (...args: unknown[]) => {
        try {
          return await value.apply(object, args)
        } catch (error) {
          throw asTemporarilyUnavailable(error)
        }
      }
    },
  })
}

function asTemporarilyUnavailable(error: unknown): unknown {
  const answer = unavailableAnswer(error)
  if (!answer) return error
  const unavailable = new errors.TemporarilyUnavailable(answer.detail, { cause: error })
  unavailable.status = answer.status
  unavailable.statusCode = answer.status
  unavailable.expose = true
  return unavailable
}
