/** What other features may use of the loyalty feature: the invitation to join the club (on the home page). */
export { LoyaltyInvitation } from './components/loyalty-invitation'
