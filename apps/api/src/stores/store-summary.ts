import type { Address, StoreSummary } from '@questboard/domain/event-api.schema'
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
  storeInformation: Record<string, unknown> | null
}

/** The store's name, when the owner filled in a store profile. */
export function storeName(owner: Pick<StoreOwner, 'storeInformation'>): string | null {
  return textOrNull(owner.storeInformation?.store_name)
}

/** The store as players see it, or null when it is not public (its owner made it public and named it). */
export function toStoreSummary(
  owner: StoreOwner,
  isFavorite: boolean,
  publicUrl: string,
): StoreSummary | null {
  const name = storeName(owner)
  if (!owner.isPublic || name === null) return null
  const info = owner.storeInformation ?? {}
  return {
    id: owner.id,
    name,
    address: info.address ? toAddress(info.address) : null,
    website: textOrNull(info.website),
    logo_url: logoUrlOf(owner, publicUrl),
    is_favorite: isFavorite,
  }
}
