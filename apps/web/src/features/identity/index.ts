/**
 * What other features may use of the identity feature: the signed-in user, who asks, signing out, the guards'
 * vocabulary, the notice shown where a user may not take part. Anything else in this folder is its own:
 * dependency-cruiser (`apps/web/.dependency-cruiser.cjs`) refuses an import from another feature that bypasses
 * this file.
 */
export { NotAuthorizedToParticipate } from './components/not-authorized-to-participate'
export type { IdentityStatus } from './guards'
export { signOut } from './identity-store'
export { type AccountMe, useIdentity, useViewerKey } from './use-identity'
