import { useMemo, useSyncExternalStore } from 'react'
import { applyAccount, getIdentity, signIn, signOut, subscribeIdentity } from './identity-store'
import { userIsOldEnough } from './session-user'

export type { AccountMe } from './session-user'

/** The signed-in user and the sign-in / sign-out actions. */
export function useIdentity() {
  const identity = useSyncExternalStore(subscribeIdentity, getIdentity)
  return useMemo(
    () => ({
      ...identity,
      signIn,
      signOut,
      /** Takes in the account service's fresh view of the user (`GET`/`POST /main/v1/user/me…`). */
      applyAccount,
      /** Whether the user may take part in an event held on `date` (`YYYY-MM-DD`, default today). */
      isOldEnough: (date?: string) => userIsOldEnough(identity.user, date),
    }),
    [identity],
  )
}

/** Who asks: a signed-in player sees their own registrations and may ask for the stores they follow. */
export function useViewerKey(): string | null {
  const { status, user } = useIdentity()
  return status === 'connected' ? (user?.optoolUserId ?? user?.id ?? null) : null
}
