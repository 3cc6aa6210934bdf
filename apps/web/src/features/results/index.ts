import { lazy } from 'react'

/** What other features may use of the results feature: whether a user may save an event's results, and its panel. */
export { useCanSubmitResults } from './can-submit-results'

/**
 * The results panel, loaded on first render: only the event's organizer or an admin sees it, once the event is
 * over, so its form (and the schemas that check it) load then, not with every event page.
 */
export const EventResultsPanel = lazy(async () => ({
  default: (await import('./components/event-results-panel')).EventResultsPanel,
}))
