/**
 * What other features may use of the live views (issue 14 §5, decision 033): the event page's links to them on
 * event day. The views themselves are routes (event-live, event-screen).
 */
export { EventDayLinks } from './components/event-day-links'
