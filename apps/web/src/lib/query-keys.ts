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
  deck: (id: string) => [...eventKeys.all, 'deck', id] as const,
}

/** `/api/users/me/calendar_feed/`: the signed-in player's private calendar feed. */
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
