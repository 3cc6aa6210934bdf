/**
 * One query-key factory per server resource: every view of a resource caches under its resource's prefix, so a
 * change invalidates them all with one prefix (`eventKeys.detail(id)` covers every viewer's copy of an event,
 * `eventKeys.all` every list, map and page an event may appear in).
 */

/** `/api/events/…`: the lists, the map, the caller's own events and each event with its players and deck. */
export const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (query: object, viewer: string | null) => [...eventKeys.lists(), query, viewer] as const,
  map: (query: object, viewer: string | null) => [...eventKeys.all, 'map', query, viewer] as const,
  mine: () => [...eventKeys.all, 'me'] as const,
  mineList: (query: object, viewer: string | null) => [...eventKeys.mine(), query, viewer] as const,
  /** Every copy of one event, whoever asked. */
  detail: (id: string) => [...eventKeys.all, 'detail', id] as const,
  /** One event as one viewer sees it (a signed-in player also gets their registration; drafts need the owner). */
  detailFor: (id: string, viewer: string | null) => [...eventKeys.detail(id), viewer] as const,
  players: (id: string) => [...eventKeys.all, 'players', id] as const,
  /** The organizer's dashboard (`GET /api/events/organized/`): any change to an event may move it. */
  organized: (viewer: string | null) => [...eventKeys.all, 'organized', viewer] as const,
  /** An event's registered players as its organizer sees them. */
  registrants: (id: string) => [...eventKeys.all, 'registrants', id] as const,
  /** A series of events (issue 15 §4): under `all`, so a save of any of its events refreshes it. */
  series: (id: number) => [...eventKeys.all, 'series', id] as const,
  deck: (id: string) => [...eventKeys.all, 'deck', id] as const,
  /** Every copy of an event's waitlist: a player's place, the organizer's line. */
  waitlist: (id: string) => [...eventKeys.all, 'waitlist', id] as const,
  waitlistFor: (id: string, viewer: string | null) => [...eventKeys.waitlist(id), viewer] as const,
}

/** `/api/users/me/calendar_feed/`: the signed-in player's private calendar feed. */
/** Public stores' pages (issue 13 §8); following one changes `is_favorite`, hence the viewer. */
export const storeKeys = {
  all: ['stores'] as const,
  detail: (id: string, viewer: string | null) => [...storeKeys.all, 'detail', id, viewer] as const,
}

/**
 * The morning mails' settings (decision 037): `/api/users/me/mail_preferences/` (the digest switch and the stores
 * followed, so a follow changes it) and `/api/users/me/alerts/`.
 */
export const mailKeys = {
  all: ['mail'] as const,
  preferences: (viewer: string | null) => [...mailKeys.all, 'preferences', viewer] as const,
  alerts: (viewer: string | null) => [...mailKeys.all, 'alerts', viewer] as const,
  /** What an unsubscribe link stops (`GET /api/mail/unsubscribe/`), whoever holds it. */
  unsubscribe: (token: string) => [...mailKeys.all, 'unsubscribe', token] as const,
}

export const calendarFeedKeys = {
  mine: (viewer: string | null) => ['calendar-feed', viewer] as const,
}

/** `GET /api/games/`. */
export const gameKeys = {
  all: ['games'] as const,
}

/** `GET /api/locations/`. */
export const locationKeys = {
  all: ['locations'] as const,
}

/**
 * Event day (`/api/events/{id}/check_ins/`, `…/rounds/`, `…/standings/`): what the console, the players' views
 * and the live views read (these refetch them on a change).
 */
export const eventDayKeys = {
  all: ['event-day'] as const,
  /** Every event-day answer of one event: a write refreshes them all. */
  event: (id: string) => [...eventDayKeys.all, id] as const,
  checkIns: (id: string) => [...eventDayKeys.event(id), 'check-ins'] as const,
  rounds: (id: string) => [...eventDayKeys.event(id), 'rounds'] as const,
  round: (id: string, number: number) => [...eventDayKeys.event(id), 'round', number] as const,
  standings: (id: string) => [...eventDayKeys.event(id), 'standings'] as const,
  /** The round's timer as the organizer's console holds it (with when its answer arrived). */
  timer: (id: string, number: number) => [...eventDayKeys.event(id), 'timer', number] as const,
}
