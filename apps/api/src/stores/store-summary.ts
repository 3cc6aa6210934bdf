import type { Address, StoreDetail, StoreSummary } from '@questboard/domain/event-api.schema'
import { normalizeSchedule } from '@questboard/domain/store.schema'
import { pictureOrNull } from '../pictures/pictures.ts'
import type { StoredPicture } from '../pictures/stored-picture.ts'
import { logoUrlOf } from '../users/logo-url.ts'

const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)

/** Every address key present (null when unset), whatever the stored object holds. */
export function toAddress(value: unknown): Address {
  const record = value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  // Written out, not mapped over the keys: every listed event's address goes through here.
  return {
    street: textOrNull(record.street),
    street_2: textOrNull(record.street_2),
    city: textOrNull(record.city),
    postcode: textOrNull(record.postcode),
    region: textOrNull(record.region),
    country: textOrNull(record.country),
  }
}

export interface StoreOwner {
  id: number
  isPublic: boolean
  storeLogo: string | null
  storePhoto: StoredPicture | null
  storeInformation: Record<string, unknown> | null
}

/** The store's name, when the owner filled in a store profile. */
export function storeName(owner: Pick<StoreOwner, 'storeInformation'>): string | null {
  return textOrNull(owner.storeInformation?.store_name)
}

/** A store is shown to players only when its owner made it public and named it. */
export function isPublicStore(owner: Pick<StoreOwner, 'isPublic' | 'storeInformation'>): boolean {
  return owner.isPublic && storeName(owner) !== null
}

/** The store as players see it, or null when it is not public (isPublicStore). */
export function toStoreSummary(
  owner: StoreOwner,
  isFavorite: boolean,
  publicUrl: string,
): StoreSummary | null {
  const name = storeName(owner)
  if (!isPublicStore(owner) || name === null) return null
  const info = owner.storeInformation ?? {}
  return {
    id: owner.id,
    name,
    address: info.address ? toAddress(info.address) : null,
    website: textOrNull(info.website),
    logo_url: logoUrlOf(owner, publicUrl),
    photo: pictureOrNull(owner.storePhoto, publicUrl),
    is_favorite: isFavorite,
  }
}

/** The store's public page (issue 13 §8): the summary, how to reach it and its opening hours. */
export function toStoreDetail(owner: StoreOwner, isFavorite: boolean, publicUrl: string): StoreDetail | null {
  const summary = toStoreSummary(owner, isFavorite, publicUrl)
  if (!summary) return null
  const info = owner.storeInformation ?? {}
  const schedule = info.schedule && typeof info.schedule === 'object' ? info.schedule : null
  return {
    ...summary,
    phone_number: textOrNull(info.phone_number),
    store_email: textOrNull(info.store_email),
    schedule: schedule ? normalizeSchedule(schedule) : null,
  }
}
