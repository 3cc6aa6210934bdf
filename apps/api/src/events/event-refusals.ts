import { formatMessage } from '@questboard/domain/messages'
import { HttpError, type RefusalBody } from '../http/http-error.ts'

/** A refusal of the event services: 400 field errors, or `{detail}` with its status (plugins/errors.ts answers it). */
export class EventRefusal extends HttpError {
  override name = 'EventRefusal'
  constructor(
    override readonly status: 400 | 403 | 404 | 409,
    body: RefusalBody,
  ) {
    super(status, body, `event refused with ${status}`)
  }
}

export const notFound = () => new EventRefusal(404, { detail: 'Not found.' })
export const forbidden = () =>
  new EventRefusal(403, { detail: 'Only the organizer of this event or an administrator may do this.' })
export const cancelledConflict = () => new EventRefusal(409, { detail: 'This event has been cancelled.' })

/** The `owner` an admin names (decision 013): API texts, like the rest of the 400 body (decision 003). */
export const OWNER_MESSAGES = {
  notAnId: formatMessage('validation.integer'),
  unknown: 'This user is not known',
  notOrganizer: 'This user is not an organizer',
} as const

/** Why a draft may no longer be published (decision 013): what players could not use. */
export const PUBLISH_REFUSALS = {
  tooLate:
    'This event starts in less than an hour: it can no longer be published. ' +
    'Delete it and create it again with a later date.',
  deadlinePassed:
    'The registration deadline of this event has passed: choose a later registration deadline, then publish.',
} as const
