import { isDateTime, wallClockToUtc } from '@questboard/domain/datetime'
import { MESSAGES } from '@questboard/domain/messages'
import { HttpError } from '../http/http-error.ts'
import {
  IMAGE_MAX_BYTES,
  IMAGE_TOO_LARGE,
  ImageRejected,
  imageContentType,
  reencodeImage,
} from '../images/image-upload.ts'
import { newStorageKey, type Storage } from '../plugins/storage.ts'
import type { User } from '../users/users.repository.ts'
import type { EventForPlayer, RegistrationsRepository } from './registrations.repository.ts'
import { REFUSALS, RegistrationRefused } from './registrations.service.ts'

/** The same limit as store logos (DESIGN.md: images up to 5,000,000 bytes). */
export const DECK_PHOTO_MAX_BYTES = IMAGE_MAX_BYTES
export const DECK_PHOTO_FIELD = 'deck_photo'

export const DECK_PHOTO_MESSAGES = {
  required: MESSAGES['validation.required'],
  invalid: MESSAGES['validation.file'],
  tooLarge: IMAGE_TOO_LARGE,
  notRegistered: 'Only players registered for this event can send a deck photo.',
  atVenue: 'Decks for this event are registered at the venue.',
  deadlinePassed: 'The deck registration deadline has passed.',
  noPhoto: 'Not found.',
} as const

/** Bad bytes: a 400 naming the field (plugins/errors.ts answers it). */
export class DeckPhotoInvalid extends HttpError {
  override name = 'DeckPhotoInvalid'
  constructor(message: string) {
    super(400, { [DECK_PHOTO_FIELD]: [message] }, message)
  }
}

/** The photo re-encoded without its metadata (images/image-upload.ts); any refusal is "not valid". */
async function reencodeDeckPhoto(bytes: Buffer) {
  try {
    return await reencodeImage(bytes)
  } catch (error) {
    if (error instanceof ImageRejected) throw new DeckPhotoInvalid(DECK_PHOTO_MESSAGES.invalid)
    throw error
  }
}

/** Until `deck_registration_deadline` (venue wall clock) when set, else until the start. */
function deckDeadline(event: EventForPlayer): Date {
  const wallClock = event.additionalInfo.deck_registration_deadline
  if (typeof wallClock === 'string' && isDateTime(wallClock.slice(0, 16))) {
    try {
      return wallClockToUtc(wallClock.slice(0, 16), event.timezone)
    } catch {
      // an unknown zone: fall back to the start
    }
  }
  return event.startsAt
}

interface Dependencies {
  registrations: RegistrationsRepository
  storage: Storage
}

export function createDeckPhotoService({ registrations, storage }: Dependencies) {
  return {
    /** Refuses before the upload is read when the player may not send a photo now. */
    async assertMayUpload(eventId: number, user: User): Promise<void> {
      const event = await registrations.findEventForPlayer(eventId, user.id)
      if (!event || event.status === 'draft') throw new RegistrationRefused(404, REFUSALS.notFound)
      if (!event.registered) throw new RegistrationRefused(403, DECK_PHOTO_MESSAGES.notRegistered)
      if (event.status === 'cancelled') throw new RegistrationRefused(409, REFUSALS.cancelled)
      if (event.additionalInfo.deck_day_of_registration === true) {
        throw new RegistrationRefused(409, DECK_PHOTO_MESSAGES.atVenue)
      }
      if (deckDeadline(event) <= event.now)
        throw new RegistrationRefused(409, DECK_PHOTO_MESSAGES.deadlinePassed)
    },

    /** Stores the photo (replacing the player's previous one); `bytes` undefined: no file was sent. */
    async upload(eventId: number, user: User, bytes: Buffer | undefined): Promise<void> {
      await this.assertMayUpload(eventId, user)
      if (!bytes || bytes.length === 0) throw new DeckPhotoInvalid(DECK_PHOTO_MESSAGES.required)
      const image = await reencodeDeckPhoto(bytes)
      const key = newStorageKey(`deck-photos/${eventId}`, image.extension)
      await storage.put(key, image.bytes)
      let replaced: { previous: string | null } | undefined
      try {
        replaced = await registrations.replaceDeckPhoto(eventId, user.id, key)
      } catch (error) {
        await storage.delete(key)
        throw error
      }
      if (!replaced) {
        // Unregistered while the photo was being processed.
        await storage.delete(key)
        throw new RegistrationRefused(403, DECK_PHOTO_MESSAGES.notRegistered)
      }
      if (replaced.previous) await storage.delete(replaced.previous).catch(() => {})
    },

    /**
     * The photo of `playerId` (the caller when not given), for the player themselves, the event's owner and
     * admins; undefined for anybody else, so that nobody learns whether a photo exists.
     */
    async read(
      eventId: number,
      caller: { user: User; roles: readonly string[] },
      playerId: number = caller.user.id,
    ): Promise<{ bytes: Buffer; contentType: string } | undefined> {
      const event = await registrations.findEventForPlayer(eventId, playerId)
      if (!event?.deckPhoto) return undefined
      const allowed =
        playerId === caller.user.id || event.ownerId === caller.user.id || caller.roles.includes('admin')
      if (!allowed) return undefined
      const bytes = await storage.get(event.deckPhoto)
      const contentType = imageContentType(event.deckPhoto)
      return bytes && contentType ? { bytes, contentType } : undefined
    },
  }
}

export type DeckPhotoService = ReturnType<typeof createDeckPhotoService>
