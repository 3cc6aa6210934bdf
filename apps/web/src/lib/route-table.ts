// The routes of spec §2 as plain data, with no import: the build reads them too (build/route-preload.ts).
// Use them through lib/routes.ts.

/**
 * Who may open a route (spec §2). The identity work turns these into guards:
 * - `organizer`: an admin or an organizer;
 * - `event-owner`: an admin, or the organizer who owns the event;
 * - `connected`: any connected user;
 * - `loyalty`: a loyalty locale and, for a connected user, a loyalty country;
 * - `admin`: an admin only (the admin space, decision 016).
 */
export type RouteAccess = 'everyone' | 'organizer' | 'event-owner' | 'connected' | 'loyalty' | 'admin'

export interface RouteDefinition {
  /** Path below the optional locale prefix, without leading slash. */
  readonly path: string
  readonly access: RouteAccess
  /** Params that must be made of digits only; any other value shows the not-found page. */
  readonly digitParams?: readonly string[]
  /**
   * The page keeps working without a connection and says so itself (the event-day console, decision 035): no
   * offline notice over it, and no reload when the connection returns.
   */
  readonly worksOffline?: true
}

/** Every route of spec §2, by the spec's route name. */
export const ROUTES = {
  home: { path: '', access: 'everyone' },
  'event-locator': { path: 'event-locator', access: 'everyone' },
  profile: { path: 'profile', access: 'organizer' },
  'event-new': { path: 'profile/event', access: 'organizer' },
  'event-preview': { path: 'profile/event/preview', access: 'organizer' },
  'event-edit': { path: 'profile/event/edit/:id', access: 'event-owner', digitParams: ['id'] },
  'event-user': { path: 'profile/events', access: 'connected' },
  // Beyond spec §2 (issue 13, decision 027): the organizer's dashboard and an event's registered players.
  'organizer-dashboard': { path: 'profile/dashboard', access: 'organizer' },
  'event-registrants': {
    path: 'profile/event/registrants/:id',
    access: 'event-owner',
    digitParams: ['id'],
  },
  // Beyond spec §2 (issue 14, decision 032): the organizer's event-day console.
  'event-day': {
    path: 'profile/event/day/:id',
    access: 'event-owner',
    digitParams: ['id'],
    worksOffline: true,
  },
  // Beyond spec §2 (decision 016): asking to become an organizer, and the admin space.
  'organizer-request': { path: 'profile/organizer-request', access: 'connected' },
  // Beyond spec §2 (issue 15 §2, decision 037): the stores followed, the alerts and the digest switch.
  'mail-preferences': { path: 'profile/mail', access: 'connected' },
  admin: { path: 'admin', access: 'admin' },
  'term-of-use': { path: 'term-of-use', access: 'everyone' },
  'legal-notice': { path: 'legal-notice', access: 'everyone' },
  'user-gts': { path: 'user-gts', access: 'everyone' },
  'organizer-gts': { path: 'organizer-gts', access: 'everyone' },
  'privacy-policy': { path: 'privacy-policy', access: 'everyone' },
  'cookie-preferences': { path: 'cookie-preferences', access: 'everyone' },
  'how-to-create-an-event': { path: 'how-to-create-an-event', access: 'everyone' },
  'event-list': { path: 'events', access: 'everyone' },
  'event-show': { path: 'events/:id', access: 'everyone', digitParams: ['id'] },
  // A public store's page (issue 13 §8): its profile, opening hours and upcoming events.
  'store-show': { path: 'stores/:id', access: 'everyone', digitParams: ['id'] },
  // Beyond spec §2 (issue 14, decision 033): event day's live views, the player's phone and the store's TV.
  'event-live': { path: 'events/:id/live', access: 'connected', digitParams: ['id'] },
  'event-screen': { path: 'events/:id/screen', access: 'everyone', digitParams: ['id'] },
  'loyalty-club': { path: 'the-loyalty-club', access: 'loyalty' },
  // Where the newsletter mails' links land (decision 015); the token is in the query.
  'newsletter-confirm': { path: 'newsletter/confirm', access: 'everyone' },
  'newsletter-unsubscribe': { path: 'newsletter/unsubscribe', access: 'everyone' },
  // Where every morning mail's unsubscribe link lands (decision 037): it works without signing in.
  'mail-unsubscribe': { path: 'mail/unsubscribe', access: 'everyone' },
  // The spec leaves the critical-error path open: `/error` (and `/fr/error`…), see docs/decisions.
  'critical-error': { path: 'error', access: 'everyone' },
} as const satisfies Record<string, RouteDefinition>
