import { toErrorBody } from '@questboard/domain/error-body'
import type { z } from 'zod'
import { HttpError, type RefusalBody } from '../http/http-error.ts'
import type { Caller } from '../plugins/auth.ts'

/** Every refusal of event day: 400 with field errors, or `{detail}` with its status (plugins/errors.ts answers it). */
export class EventDayRefusal extends HttpError {
  override name = 'EventDayRefusal'
  constructor(
    override readonly status: 400 | 403 | 404 | 409,
    body: RefusalBody,
  ) {
    super(status, body, `event day refused with ${status}`)
  }
}

export const refuse = (status: EventDayRefusal['status'], detail: string) =>
  new EventDayRefusal(status, { detail })
export const notFound = () => refuse(404, 'Not found.')

/** The body parsed by the schema, or a 400 naming the fields. */
export function parseBody<T extends z.ZodType>(schema: T, raw: unknown): z.output<T> {
  const parsed = schema.safeParse(raw ?? {})
  if (!parsed.success) throw new EventDayRefusal(400, toErrorBody(parsed.error))
  return parsed.data
}

interface EventAccess {
  ownerId: number
  status: string
}

export const isAdmin = (caller: Caller | null) => caller?.roles.includes('admin') ?? false
export const runsEvent = (event: EventAccess, caller: Caller | null) =>
  caller !== null && (isAdmin(caller) || event.ownerId === caller.user.id)

/** Public reads: any event but a draft, which only its owner and admins see (404 for others, as everywhere). */
export function assertReadable(
  event: EventAccess | undefined,
  caller: Caller | null,
): asserts event is EventAccess {
  if (!event || (event.status === 'draft' && !runsEvent(event, caller))) throw notFound()
}

/** Running the day: the event's organizer or an admin (403 for others, 404 for a draft they cannot see). */
export function assertRunnable<E extends EventAccess>(
  event: E | undefined,
  caller: Caller,
): asserts event is E {
  assertReadable(event, caller)
  if (!runsEvent(event, caller))
    throw refuse(403, 'Only the organizer of this event or an administrator may run its event day.')
}

/** Writes need a published event: a draft has no players yet, a cancelled event no day. */
export function assertLive(event: EventAccess): void {
  if (event.status === 'cancelled') throw refuse(409, 'This event has been cancelled.')
  if (event.status === 'draft') throw refuse(409, 'Event day starts once the event is published.')
}
