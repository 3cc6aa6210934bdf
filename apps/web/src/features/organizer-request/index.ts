/** What other features may use of the organizer-request feature: a request's shape (the admin's list reviews them). */
export type { OrganizerRequest, OrganizerRequestStatus } from './api/organizer-request'
