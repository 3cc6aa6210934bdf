import type { EventDetail } from '@questboard/domain/event-api.schema'
import type { WaitlistPlace } from '@questboard/domain/waitlist.schema'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../i18n/use-locale'
import { ApiError } from '../../../lib/api'
import { formatEventDateTime } from '../../../lib/format'
import { rateLimitText } from '../../../lib/rate-limit'
import { Alert } from '../../../ui/alert'
import { buttonClass } from '../../../ui/button'
import { NotAuthorizedToParticipate, useIdentity } from '../../identity'
import { useWaitlist, useWaitlistActions } from '../api/waitlist'
import { useNoShowText } from './no-show-rule'
import styles from './waitlist-panel.module.css'

/**
 * The waitlist of a sold-out event (issue 15): join it, see one's place, leave it, and claim the seat offered
 * when one frees (`onClaimed`: the player is registered). Visitors are asked to sign in; players under 15 see
 * why they cannot take part.
 */
export function WaitlistPanel({ event, onClaimed }: { event: EventDetail; onClaimed: () => void }) {
  const { t } = useTranslation()
  const { status, signIn, isOldEnough } = useIdentity()
  const id = String(event.id)
  const tooYoung = status === 'connected' && !isOldEnough(event.event_start_date.slice(0, 10))
  const waitlist = useWaitlist(id, status === 'connected' && !tooYoung)
  const { join, leave, claim } = useWaitlistActions(id, { onClaimed })
  const [left, setLeft] = useState(false)
  const noShowText = useNoShowText()
  // The panel takes the focus after an action whose button goes away, so keyboard users stay in place.
  const panel = useRef<HTMLDivElement>(null)
  const failure = join.error ?? leave.error ?? claim.error
  const busy = join.isPending || leave.isPending || claim.isPending

  if (status === 'anonymous') {
    return (
      <div className={styles.waitlist}>
        <p>{t('eventShow.waitlist.signIn')}</p>
        <button type="button" className={buttonClass('primary')} onClick={() => void signIn()}>
          {t('eventShow.waitlist.signInButton')}
        </button>
      </div>
    )
  }
  if (tooYoung) return <NotAuthorizedToParticipate />
  if (status === 'loading' || waitlist.isPending) {
    return (
      <p className={styles.muted} role="status">
        {t('eventShow.waitlist.loading')}
      </p>
    )
  }
  if (waitlist.isError) {
    return (
      <div className={styles.waitlist} role="alert">
        <p>{t('eventShow.waitlist.loadError')}</p>
        <button type="button" className={buttonClass('secondary')} onClick={() => void waitlist.refetch()}>
          {t('eventShow.waitlist.retry')}
        </button>
      </div>
    )
  }

  const settle = () => panel.current?.focus()
  const resetAll = () => {
    for (const action of [join, leave, claim]) action.reset()
  }
  const act = (action: typeof join | typeof leave | typeof claim, then?: () => void) => {
    resetAll()
    setLeft(false)
    action.mutate(undefined, {
      onSuccess: () => {
        then?.()
        settle()
      },
    })
  }
  const { place, count } = waitlist.data

  return (
    <div className={styles.waitlist} ref={panel} tabIndex={-1}>
      {failure && (
        <Alert status="danger" onClose={resetAll}>
          <p>
            {rateLimitText(t, failure) ??
              noShowText.refusal(failure, event) ??
              refusalText(failure, t('eventShow.networkError'))}
          </p>
        </Alert>
      )}
      {left && (
        <Alert status="success" onClose={() => setLeft(false)}>
          <p>{t('eventShow.waitlist.left')}</p>
        </Alert>
      )}
      <div aria-live="polite" className={styles.waitlist}>
        {place ? (
          <PlaceInLine place={place} event={event} />
        ) : (
          <>
            <p>{t('eventShow.waitlist.intro')}</p>
            {count > 0 && <p className={styles.muted}>{t('eventShow.waitlist.waiting', { count })}</p>}
          </>
        )}
      </div>
      <div className={styles.actions}>
        {place?.offer?.open && (
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => act(claim)}
            disabled={busy}
            aria-busy={claim.isPending}
          >
            {claim.isPending ? t('eventShow.waitlist.claiming') : t('eventShow.waitlist.claim')}
          </button>
        )}
        {place ? (
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => act(leave, () => setLeft(true))}
            disabled={busy}
            aria-busy={leave.isPending}
          >
            {leave.isPending ? t('eventShow.waitlist.leaving') : t('eventShow.waitlist.leave')}
          </button>
        ) : (
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => act(join)}
            disabled={busy}
            aria-busy={join.isPending}
          >
            {join.isPending ? t('eventShow.waitlist.joining') : t('eventShow.waitlist.join')}
          </button>
        )}
      </div>
    </div>
  )
}

/** Where the player stands: their number in line, or the seat offered to them and until when. */
function PlaceInLine({ place, event }: { place: WaitlistPlace; event: EventDetail }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { offer } = place
  if (offer?.open) {
    const date = formatEventDateTime(offer.expires_at, event.timezone, locale)
    return (
      <div className={styles.offer}>
        <strong>{t('eventShow.waitlist.offer', { date })}</strong>
        <p>{t('eventShow.waitlist.offerHint')}</p>
      </div>
    )
  }
  if (offer) return <p className={styles.place}>{t('eventShow.waitlist.expired')}</p>
  return (
    <>
      <p className={styles.place}>{t('eventShow.waitlist.place', { position: place.position })}</p>
      <p className={styles.muted}>{t('eventShow.waitlist.placeHint')}</p>
    </>
  )
}

/** The API's reason (spec §8), or the network's. */
function refusalText(error: Error, fallback: string): string {
  return error instanceof ApiError ? (error.detail ?? error.message) : fallback
}
