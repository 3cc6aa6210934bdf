import type { ErrorBody } from '@questboard/domain/error-body'

/** What a refusal answers: `{detail}` (spec §8, DESIGN.md "Errors"), or field → messages for a 400. */
export type RefusalBody = { detail: string } | ErrorBody

/**
 * A refusal the client reads: its status and its body, answered as they are by the one error handler
 * (plugins/errors.ts). Every refusal of a service is one (EventRefusal, RegistrationRefused…: subclasses name
 * who refused, for the logs and the tests); a route throws it and maps nothing itself.
 */
export class HttpError extends Error {
  override name = 'HttpError'
  /** Headers answered with it (a `Retry-After` when trying again soon will do). */
  headers: Record<string, string> = {}
  constructor(
    readonly status: number,
    readonly body: RefusalBody,
    message = typeof body.detail === 'string' ? body.detail : `refused with ${status}`,
  ) {
    super(message)
  }
}

/** `{detail}` with its status. */
export const refusal = (status: number, detail: string) => new HttpError(status, { detail })

/** The spec's 404 for anything the caller may not see or that does not exist. */
export const notFound = () => refusal(404, 'Not found.')
