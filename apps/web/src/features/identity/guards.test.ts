import type { Role } from '@questboard/domain/constants'
import { describe, expect, it } from 'vitest'
import { ROUTE_NAMES, ROUTES } from '../../lib/routes'
import { type AccessContext, decideAccess, type EventOwnership, needsEventOwner } from './guards'
import type { SessionUser } from './session-user'

function userWith(roles: Role[], country = 'FR', optoolUserId: string | null = '7'): SessionUser {
  return {
    id: `account-${roles.join('-')}`,
    email: 'someone@questboard.test',
    nickname: 'Someone',
    picture: null,
    country,
    birthDate: '1990-01-01',
    joinDate: '2024-01-01',
    loyaltyRegistration: false,
    roles,
    accessToken: 'header.payload.signature',
    optoolUserId,
    toolToken: 'tool',
  }
}

const PEOPLE = {
  anonymous: null,
  player: userWith(['user']),
  jugador: userWith(['user'], 'ES'),
  organizer: userWith(['user', 'organizer']),
  admin: userWith(['user', 'organizer', 'admin']),
} as const

function decide(
  access: AccessContext['access'],
  who: keyof typeof PEOPLE,
  extra: Partial<AccessContext> = {},
) {
  const user = PEOPLE[who]
  return decideAccess({ access, locale: 'en', status: user ? 'connected' : 'anonymous', user, ...extra })
}

describe('route guards (spec §2)', () => {
  it('lets everyone into the public routes', () => {
    const open = ROUTE_NAMES.filter((name) => ROUTES[name].access === 'everyone')
    expect(open).toContain('event-show')
    for (const name of open)
      for (const who of Object.keys(PEOPLE) as (keyof typeof PEOPLE)[])
        expect(decide(ROUTES[name].access, who), `${name} ${who}`).toBe('allow')
  })

  it('guards exactly the routes the spec restricts', () => {
    expect(
      Object.fromEntries(
        ROUTE_NAMES.filter((name) => ROUTES[name].access !== 'everyone').map((name) => [
          name,
          ROUTES[name].access,
        ]),
      ),
    ).toEqual({
      profile: 'organizer',
      'event-new': 'organizer',
      'event-preview': 'organizer',
      'event-edit': 'event-owner',
      'event-user': 'connected',
      // The player's view of event day: "my table" needs to know who asks (decision 033).
      'event-live': 'connected',
      'organizer-dashboard': 'organizer',
      'event-registrants': 'event-owner',
      'event-day': 'event-owner',
      'organizer-request': 'connected',
      // The player's own mail preferences (decision 037); the unsubscribe page works signed out.
      'mail-preferences': 'connected',
      admin: 'admin',
      'loyalty-club': 'loyalty',
    })
  })

  it('opens the admin space to admins only', () => {
    for (const who of ['anonymous', 'player', 'jugador', 'organizer'] as const)
      expect(decide('admin', who), who).toBe('refuse')
    expect(decide('admin', 'admin')).toBe('allow')
    expect(decide('admin', 'admin', { status: 'loading' })).toBe('wait')
  })

  it('opens profile, event-new and event-preview to organizers and admins only', () => {
    expect(decide('organizer', 'anonymous')).toBe('refuse')
    expect(decide('organizer', 'player')).toBe('refuse')
    expect(decide('organizer', 'organizer')).toBe('allow')
    expect(decide('organizer', 'admin')).toBe('allow')
    expect(decide('organizer', 'admin', { locale: 'fr' })).toBe('allow')
  })

  it('opens my events to any connected user', () => {
    expect(decide('connected', 'anonymous')).toBe('refuse')
    for (const who of ['player', 'jugador', 'organizer', 'admin'] as const)
      expect(decide('connected', who)).toBe('allow')
  })

  it('treats a user who is not connected in the spec’s sense (no role, no token) as anonymous', () => {
    const roleless = { ...userWith([]) }
    expect(decideAccess({ access: 'connected', locale: 'en', status: 'connected', user: roleless })).toBe(
      'refuse',
    )
    const tokenless = { ...userWith(['user']), accessToken: '' }
    expect(decideAccess({ access: 'connected', locale: 'en', status: 'connected', user: tokenless })).toBe(
      'refuse',
    )
  })

  it('opens event-edit to admins, and to organizers for their own events only', () => {
    const own: EventOwnership = { status: 'loaded', owner: 7 }
    const others: EventOwnership = { status: 'loaded', owner: 8 }
    expect(decide('event-owner', 'anonymous', { event: own })).toBe('refuse')
    expect(decide('event-owner', 'player', { event: own })).toBe('refuse')
    expect(decide('event-owner', 'organizer', { event: own })).toBe('allow')
    expect(decide('event-owner', 'organizer', { event: others })).toBe('refuse')
    expect(decide('event-owner', 'organizer', { event: { status: 'missing' } })).toBe('refuse')
    expect(decide('event-owner', 'organizer', { event: { status: 'loading' } })).toBe('wait')
    expect(decide('event-owner', 'organizer', { event: { status: 'loaded', owner: null } })).toBe('refuse')
    expect(decide('event-owner', 'admin', { event: { status: 'missing' } })).toBe('allow')
    const noToolToken = userWith(['user', 'organizer'], 'FR', null)
    expect(
      decideAccess({
        access: 'event-owner',
        locale: 'en',
        status: 'connected',
        user: noToolToken,
        event: own,
      }),
    ).toBe('refuse')
  })

  it('asks for the event’s owner only for a non-admin organizer', () => {
    expect(needsEventOwner('event-owner', 'connected', PEOPLE.organizer)).toBe(true)
    expect(needsEventOwner('event-owner', 'connected', PEOPLE.admin)).toBe(false)
    expect(needsEventOwner('event-owner', 'connected', PEOPLE.player)).toBe(false)
    expect(needsEventOwner('event-owner', 'anonymous', null)).toBe(false)
    expect(needsEventOwner('organizer', 'connected', PEOPLE.organizer)).toBe(false)
  })

  it('opens the loyalty club on a loyalty locale, to anonymous visitors and loyalty-country users', () => {
    expect(decide('loyalty', 'anonymous', { locale: 'es' })).toBe('allow')
    expect(decide('loyalty', 'jugador', { locale: 'es' })).toBe('allow')
    expect(decide('loyalty', 'player', { locale: 'es' })).toBe('refuse')
    expect(decide('loyalty', 'admin', { locale: 'es' })).toBe('refuse')
    for (const locale of ['en', 'fr', 'de', 'nl', 'it'] as const) {
      expect(decide('loyalty', 'anonymous', { locale })).toBe('refuse')
      expect(decide('loyalty', 'jugador', { locale })).toBe('refuse')
    }
  })

  it('waits while the identity loads, except where the answer does not depend on it', () => {
    const loading = { status: 'loading' as const, user: null }
    for (const access of ['organizer', 'event-owner', 'connected'] as const)
      expect(decideAccess({ access, locale: 'en', ...loading })).toBe('wait')
    expect(decideAccess({ access: 'loyalty', locale: 'es', ...loading })).toBe('wait')
    expect(decideAccess({ access: 'loyalty', locale: 'fr', ...loading })).toBe('refuse')
    expect(decideAccess({ access: 'everyone', locale: 'en', ...loading })).toBe('allow')
  })
})
