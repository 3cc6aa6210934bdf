import { LOYALTY_COUNTRIES, LOYALTY_LOCALES, type Locale } from '@questboard/domain/constants'
import { canOrganize, hasRole, isConnected } from '@questboard/domain/roles'
import type { RouteAccess } from '../../lib/routes'
import type { SessionUser } from './session-user'

export type IdentityStatus = 'loading' | 'anonymous' | 'connected'

/** What is known of the event an event-edit route names: its owner (the Event API user id) once loaded. */
export type EventOwnership =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'loaded'; owner: string | number | null }

export interface AccessContext {
  access: RouteAccess
  locale: Locale
  status: IdentityStatus
  user: SessionUser | null
  /** Only for `event-owner` routes. */
  event?: EventOwnership
}

/** `wait` while the identity (or the event) is still loading: a guard refuses only what it knows. */
export type AccessDecision = 'allow' | 'refuse' | 'wait'

/** The route guards of spec §2. A refusal sends the user home in the current locale. */
export function decideAccess({ access, locale, status, user, event }: AccessContext): AccessDecision {
  if (access === 'everyone') return 'allow'
  if (access === 'loyalty' && !LOYALTY_LOCALES.includes(locale)) return 'refuse'
  if (status === 'loading') return 'wait'
  const connected = status === 'connected' && isConnected(user)
  switch (access) {
    case 'loyalty':
      // An anonymous visitor on a loyalty locale is welcome; a connected user needs a loyalty country.
      return !connected || LOYALTY_COUNTRIES.includes(user?.country ?? '') ? 'allow' : 'refuse'
    case 'connected':
      return connected ? 'allow' : 'refuse'
    case 'organizer':
      return connected && canOrganize(user) ? 'allow' : 'refuse'
    case 'admin':
      return connected && hasRole(user, 'admin') ? 'allow' : 'refuse'
    case 'event-owner':
      return decideEventOwner(connected ? user : null, event)
  }
}

function decideEventOwner(user: SessionUser | null, event: EventOwnership | undefined): AccessDecision {
  if (!user) return 'refuse'
  if (hasRole(user, 'admin')) return 'allow'
  if (!hasRole(user, 'organizer') || !user.optoolUserId) return 'refuse'
  if (!event || event.status === 'loading') return 'wait'
  if (event.status === 'missing') return 'refuse'
  return event.owner !== null && String(event.owner) === user.optoolUserId ? 'allow' : 'refuse'
}

/** Whether the guard of an event-owner route needs the event's owner to decide. */
export function needsEventOwner(
  access: RouteAccess,
  status: IdentityStatus,
  user: SessionUser | null,
): boolean {
  return (
    access === 'event-owner' &&
    status === 'connected' &&
    !hasRole(user, 'admin') &&
    hasRole(user, 'organizer') &&
    Boolean(user?.optoolUserId)
  )
}
