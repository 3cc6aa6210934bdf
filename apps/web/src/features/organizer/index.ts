/**
 * What other features may use of the organizer feature: the links to creating an event and to the dashboard,
 * the event form's unsaved values as the event they will be (the preview, which the events feature draws), and
 * the search of accounts by nickname (event day's walk-ins).
 */

export { type UserMatch, useUserSearch } from './api/reference'
export { OrganizerLinks } from './components/organizer-links'
export { useEventPreview } from './components/use-event-preview'
