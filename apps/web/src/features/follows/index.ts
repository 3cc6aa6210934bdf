/**
 * What other features may use of the follows feature (issue 15 §2, decision 037): the follow button of a store,
 * and following or unfollowing as a call (the mail preferences list the stores followed).
 */
export { useFollowStore } from './api/follow-store'
export { FollowButton } from './components/follow-button'
