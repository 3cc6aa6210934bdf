import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '../../../ui/alert'
import { RouteIntro } from '../../../ui/route-intro'
import { NotAuthorizedToParticipate, useIdentity } from '../../identity'
import { ClubOverview } from '../components/club-overview'
import { JoinClub, type JoinOutcome } from '../components/join-club'
import { Leaderboard } from '../components/leaderboard'
import styles from '../components/loyalty.module.css'
import { MemberBalances } from '../components/member-balances'
import { SignInPrompt } from '../components/sign-in-prompt'
import { membershipOf } from '../membership'

/** The loyalty club (spec §1, §2): what it is, joining it, the member's balance and the leaderboard. */
export default function LoyaltyClubRoute() {
  const { t } = useTranslation()
  const { status, user, isOldEnough } = useIdentity()
  const membership = membershipOf(status, user, isOldEnough())
  const [outcome, setOutcome] = useState<JoinOutcome | null>(null)
  const outcomeRef = useRef<HTMLDivElement>(null)

  // The join button and its modal are gone once the outcome shows: focus goes to the message instead.
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus()
  }, [outcome])

  return (
    <div className={`container ${styles.page}`}>
      <RouteIntro page="loyalty-club" />
      {outcome && (
        <div ref={outcomeRef} tabIndex={-1}>
          <Alert status={outcome === 'success' ? 'success' : 'danger'} onClose={() => setOutcome(null)}>
            {outcome === 'success' ? t('messages.loyaltyJoined') : t('messages.loyaltyError')}
          </Alert>
        </div>
      )}
      <div className={styles.columns}>
        <div className={`${styles.stack} ${styles.aside}`}>
          {membership === 'member' ? (
            <MemberBalances userId={user?.toolToken ? user.id : null} />
          ) : (
            <section className={`${styles.panel} ${styles.highlight}`} aria-labelledby="loyalty-join">
              <h2 id="loyalty-join">{t('loyalty.join.title')}</h2>
              <p className={styles.muted}>{t('loyalty.join.text')}</p>
              {membership === 'loading' && <p role="status">{t('app.loading')}</p>}
              {membership === 'anonymous' && <SignInPrompt />}
              {membership === 'not-member' && <JoinClub onOutcome={setOutcome} />}
              {membership === 'too-young' && <NotAuthorizedToParticipate />}
            </section>
          )}
          <Leaderboard />
        </div>
        <div className={`${styles.stack} ${styles.main}`}>
          <ClubOverview />
        </div>
      </div>
    </div>
  )
}
