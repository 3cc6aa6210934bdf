/**
 * What other features may use of the events feature: the list query, the event card and the list's layout, the
 * filters as the URL holds them, the place search and the visitor's remembered place (the home page searches
 * and shows upcoming events with them).
 */
export { useEvents } from './api/get-events'
export { EventCard, EventCardSkeleton } from './components/event-card'
/** The list's layout classes (grid, head, state box), for a list of events shown elsewhere. */
export { default as eventListStyles } from './components/events.module.css'
export { NearMeButton } from './components/near-me-button'
export { PlaceSearch } from './components/place-search'
export { DEFAULT_FILTERS, type EventFilters, filtersToQuery, nearPlace } from './lib/event-filters'
export { mapLink, safeUrl } from './lib/event-info'
export { readPlace, rememberSearch } from './lib/remembered-search'
export { useEventFilters } from './lib/use-event-filters'
