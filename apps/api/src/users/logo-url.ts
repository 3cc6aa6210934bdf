import type { User } from './users.repository.ts'

/** Where stored logos are served (users.routes.ts): `/media/<storage key>`, keys being `logos/<user>/<random>.<ext>`. */
export const MEDIA_PREFIX = '/media'

/**
 * The public URL of a store's logo, or null when it has none. Logos are public (they show on event pages
 * and in the shop filter); their keys are random and change with every upload, so the URL can be cached
 * for good and an old one stops working once the logo is replaced or deleted.
 */
export function logoUrlOf(user: Pick<User, 'storeLogo'>, publicUrl: string): string | null {
  return user.storeLogo ? `${publicUrl}${MEDIA_PREFIX}/${user.storeLogo}` : null
}
