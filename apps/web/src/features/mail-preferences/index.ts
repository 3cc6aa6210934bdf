/**
 * What other features may use of the mail preferences (issue 15 §2, decision 037): the button that saves the event
 * list's search as an alert. Its pages (the preferences, the unsubscribe link's page) are loaded by the router.
 */
export { type AlertSearch, SaveSearchAlert } from './components/save-search-alert'
