import type { EventBody } from '@questboard/domain/event.schema'
import type { Database } from '../db/database.ts'
import { isStorableId } from '../db/ids.ts'
import type { PictureStore } from '../pictures/pictures.ts'
import type { Caller } from '../plugins/auth.ts'
import type { Mail } from '../plugins/mail.ts'
import type { WaitlistOffers } from '../waitlist/waitlist-offers.ts'
import { createEventCancelling } from './event-cancelling.ts'
import { isRealChange, LOCKED_COLUMNS, lockedChanges } from './event-changes.ts'
import type { EventChanges, EventEditingRepository, EventRow } from './event-editing.repository.ts'
import { createEventForm, isAdmin, normalizedAddress, storeAddress } from './event-form.ts'
import { createEventPublishing } from './event-publishing.ts'
import { cancelledConflict, EventRefusal, forbidden, notFound } from './event-refusals.ts'
import { createPlayerNotifications } from './player-notifications.ts'

export { OWNER_MESSAGES, PUBLISH_REFUSALS } from './event-refusals.ts'

/** An update ready to write: the columns that change, and whether players would see a difference. */
export interface EventUpdate {
  id: number
  changes: EventChanges
  revised: boolean
  /** The seat limit changes: seats it frees are offered to the waitlist. */
  limitChanged: boolean
}

interface Dependencies {
  db: Database
  events: EventEditingRepository
  mail: Pick<Mail, 'enqueue' | 'calendars'>
  /** Seats added by a higher limit go to the event's waitlist, in the update's transaction (decision 029). */
  offers: Pick<WaitlistOffers, 'offerFreeSeats'>
  /** Where covers are kept: a deleted draft's cover goes with it. */
  pictures: Pick<PictureStore, 'discard'>
  now?: () => Date
}

/**
 * The write side of events (issue 5). Creating and updating are here; the form read into columns is in
 * event-form.ts, what an update may not change in event-changes.ts, publishing in event-publishing.ts,
 * deleting in event-cancelling.ts, the players' mails in player-notifications.ts.
 */
export function createEventEditingService({
  db,
  events,
  mail,
  offers,
  pictures,
  now = () => new Date(),
}: Dependencies) {
  const form = createEventForm({ events, now })
  const notifications = createPlayerNotifications({ mail })

  /** The event as the caller may change it: 404 unknown (or a draft they may not see), 403 not theirs. */
  async function editable(id: number, caller: Caller): Promise<EventRow> {
    const event = isStorableId(id) ? await events.find(id) : undefined
    if (!event) throw notFound()
    if (isAdmin(caller) || event.ownerId === caller.user.id) return event
    throw event.status === 'draft' ? notFound() : forbidden()
  }

  /**
   * What updating `previous` with the form `body` writes. Refused (409) when it would change the location,
   * game or date (spec §4), or set the maximum below the players already registered.
   */
  async function updateOf(
    previous: EventRow,
    body: EventBody,
    raw: unknown,
    caller: Caller,
  ): Promise<EventUpdate> {
    const owner = await form.ownerFor(raw, caller, previous.ownerId)
    const keepsStoreAddress = body.use_my_address && previous.useMyAddress
    const address = keepsStoreAddress
      ? normalizedAddress(previous.address)
      : body.use_my_address
        ? normalizedAddress(owner.storeInformation?.address)
        : normalizedAddress(body.address)
    const next = await form.toValues(body, owner, address, isAdmin(caller), previous)
    const locked = lockedChanges(previous, next)
    if (locked.length > 0) {
      throw new EventRefusal(409, {
        detail:
          `The location, game and date of an event cannot be changed (${locked.join(', ')}): ` +
          'delete the event and create it again.',
      })
    }
    if (next.maxPlayers !== null && next.maxPlayers !== undefined && next.maxPlayers < previous.takenSeats) {
      const registered = previous.takenSeats - previous.heldSeats
      throw new EventRefusal(409, {
        detail:
          previous.heldSeats === 0
            ? `${registered} players are already registered: the maximum cannot be lower.`
            : `${registered} players are already registered and ${previous.heldSeats} seats are offered to ` +
              `the waitlist: the maximum cannot be lower than ${previous.takenSeats}.`,
      })
    }
    // Equal to the stored values (checked above); left out so an address copied at creation stays as it was.
    const changes: EventChanges = { ...next }
    for (const column of LOCKED_COLUMNS) delete changes[column]
    return {
      id: previous.id,
      changes,
      revised: isRealChange(previous, changes),
      limitChanged: changes.maxPlayers !== undefined && changes.maxPlayers !== previous.maxPlayers,
    }
  }

  /**
   * Writes an update in `tx`, unless the event was cancelled meanwhile or more players registered than the
   * new maximum allows (409); offers the seats a higher limit frees to the waitlist; with `send_notifications`,
   * tells the players of a published event.
   */
  async function write(tx: Database, { id, changes, revised, limitChanged }: EventUpdate): Promise<void> {
    const updated = await events.update(tx, id, changes, { revised })
    if (!updated) {
      const now = await events.find(id)
      if (now?.status === 'cancelled') throw cancelledConflict()
      throw new EventRefusal(409, {
        detail: 'More players registered meanwhile than the new maximum allows.',
      })
    }
    if (limitChanged) await offers.offerFreeSeats(tx, id)
    if (!updated.additionalInfo.send_notifications || updated.status !== 'published') return
    if (!revised) return
    await notifications.changed(tx, updated, await events.registrantsOf(tx, id))
  }

  const cancelling = createEventCancelling({
    db,
    events,
    notifications,
    editable,
    now,
    discardCover: pictures.discard,
  })

  return {
    editable,

    /** `POST /api/events/`: a draft owned by the caller (or, for an admin, by `owner`); answers its id. */
    async create(raw: unknown, caller: Caller): Promise<number> {
      const body = form.parse(raw, true)
      const owner = await form.ownerFor(raw, caller, caller.user.id)
      const address = body.use_my_address ? storeAddress(owner) : normalizedAddress(body.address)
      const values = await form.toValues(body, owner, address, isAdmin(caller))
      return events.insert({ ...values, status: 'draft' })
    },

    /**
     * `PUT /api/events/{id}/`: the whole body again. Location, game and date cannot change (spec §4): 409.
     * With `send_notifications`, the registered players of a published event are told about a real change.
     * Seats a higher limit adds are offered to the waitlist.
     */
    async update(id: number, raw: unknown, caller: Caller): Promise<void> {
      const previous = await editable(id, caller)
      if (previous.status === 'cancelled') throw cancelledConflict()
      // The date cannot change, so "starts at least 1 h from now" would only refuse edits of a running event.
      const update = await updateOf(previous, form.parse(raw, false), raw, caller)
      await db.transaction((tx) => write(tx, update))
    },

    updateOf,
    write,
    publish: createEventPublishing({ events, editable, now }),
    remove: cancelling.remove,
    removeIn: cancelling.removeIn,
  }
}
export type EventEditingService = ReturnType<typeof createEventEditingService>
