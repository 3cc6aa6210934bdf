import type { EventDetail } from '@questboard/domain/event-api.schema'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../i18n/use-locale'
import { ApiError } from '../../../lib/api'
import { formatEventDateTime } from '../../../lib/format'
import { rateLimitText } from '../../../lib/rate-limit'
import { Alert } from '../../../ui/alert'
import { buttonClass } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { NotAuthorizedToParticipate, useIdentity } from '../../identity'
import { useRegistration } from '../api/register'
import { registrationState } from '../lib/registration-state'
import styles from './event-show.module.css'
import { useNoShowRestriction, useNoShowText } from './no-show-rule'
import { WaitlistPanel } from './waitlist-panel'

/**
 * Register / unregister (spec §4 Registration): the success modal after registering (or claiming a seat offered
 * from the waitlist), the API's refusals as alerts (spec §8: its detail; a 404 raises none), a sign-in prompt
 * for visitors that comes back here, the under-15 notice instead of the button, and the waitlist of a sold-out
 * event.
 */
export function RegistrationPanel({
  event,
  externalUrl,
  calendar,
  preview = false,
}: {
  event: EventDetail
  externalUrl: string | null
  /** The event as an .ics download, offered in the success modal. */
  calendar?: { href: string; fileName: string }
  /** The organizer's preview: the button players will see, inert. */
  preview?: boolean
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { status, signIn, isOldEnough } = useIdentity()
  const { register, unregister } = useRegistration(String(event.id))
  const [success, setSuccess] = useState(false)
  const [notice, setNotice] = useState<'unregistered'>()
  const panel = useRef<HTMLDivElement>(null)
  const state = registrationState(event, externalUrl)
  const noShows = useNoShowText()
  const restriction = useNoShowRestriction(event, status === 'connected' && !preview)
  const failure = register.error ?? unregister.error
  const failureMessage = failure
    ? (rateLimitText(t, failure) ??
      noShows.refusal(failure, event) ??
      alertMessage(failure, t('eventShow.networkError')))
    : undefined
  const busy = register.isPending || unregister.isPending

  if (state.kind === 'external') {
    return (
      <div className={styles.panel} ref={panel}>
        <p>{t('eventShow.externalText')}</p>
        {state.url && (
          <a className={buttonClass('primary')} href={state.url} target="_blank" rel="noopener noreferrer">
            {t('eventShow.externalLink')}
            <span className="visually-hidden"> {t('eventShow.newWindow')}</span>
          </a>
        )}
      </div>
    )
  }

  if (preview) {
    return (
      <div className={styles.panel}>
        <button type="button" className={buttonClass('primary')} disabled>
          {t('eventShow.register')}
        </button>
        <p className={styles.muted}>{t('eventShow.previewRegistration')}</p>
      </div>
    )
  }

  function doRegister() {
    unregister.reset()
    setNotice(undefined)
    register.mutate(undefined, { onSuccess: () => setSuccess(true) })
  }

  function doUnregister() {
    register.reset()
    setNotice(undefined)
    unregister.mutate(undefined, { onSuccess: () => setNotice('unregistered') })
  }

  const eventDay = event.event_start_date.slice(0, 10)
  const tooYoung = status === 'connected' && !isOldEnough(eventDay)

  return (
    <div className={styles.panel} ref={panel} tabIndex={-1}>
      {failureMessage && (
        <Alert status="danger" onClose={() => (register.error ? register.reset() : unregister.reset())}>
          <p>{failureMessage}</p>
        </Alert>
      )}
      {notice === 'unregistered' && (
        <Alert status="success" onClose={() => setNotice(undefined)}>
          <p>{t('eventShow.unregistered')}</p>
        </Alert>
      )}

      {state.kind === 'registered' && (
        <>
          <p className={styles.registered}>{t('eventShow.youAreRegistered')}</p>
          {state.canUnregister && (
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={doUnregister}
              disabled={busy}
              aria-busy={unregister.isPending}
            >
              {unregister.isPending ? t('eventShow.unregistering') : t('eventShow.unregister')}
            </button>
          )}
        </>
      )}

      {state.kind === 'open' &&
        (status === 'anonymous' ? (
          <>
            <p>{t('eventShow.signInToRegister')}</p>
            <button type="button" className={buttonClass('primary')} onClick={() => void signIn()}>
              {t('eventShow.signInButton')}
            </button>
          </>
        ) : tooYoung ? (
          <NotAuthorizedToParticipate />
        ) : restriction.kind !== 'none' ? (
          <p className={styles.closed}>{noShows.restriction(restriction, event)}</p>
        ) : (
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={doRegister}
            disabled={busy || status === 'loading'}
            aria-busy={register.isPending}
          >
            {register.isPending ? t('eventShow.registering') : t('eventShow.register')}
          </button>
        ))}

      {state.kind === 'closed' && (
        <p className={styles.closed}>
          {t(`eventShow.closed.${state.reason}`, {
            date: event.registration_deadline
              ? formatEventDateTime(event.registration_deadline, event.timezone, locale)
              : '',
          })}
        </p>
      )}
      {state.kind === 'closed' && state.reason === 'sold_out' && !deadlinePassed(event) && (
        <WaitlistPanel event={event} onClaimed={() => setSuccess(true)} />
      )}

      <Dialog
        open={success}
        onClose={() => setSuccess(false)}
        title={t('alerts.success')}
        returnFocusRef={panel}
      >
        <p>{t('eventShow.successText', { name: event.name })}</p>
        <p>{t('eventShow.successMail')}</p>
        <form method="dialog" className={styles.dialogActions}>
          {calendar && (
            <a href={calendar.href} download={calendar.fileName} className={buttonClass('secondary')}>
              {t('eventShow.addToCalendar')}
            </a>
          )}
          <button type="submit" className={buttonClass('primary')}>
            {t('eventShow.successClose')}
          </button>
        </form>
      </Dialog>
    </div>
  )
}

/** After its registration deadline an event has no waitlist: no seat is offered any more (decision 029). */
function deadlinePassed(event: EventDetail, now = Date.now()): boolean {
  return event.registration_deadline !== null && Date.parse(event.registration_deadline) <= now
}

/** Spec §8: the response's detail (or the error text); nothing for a 404. */
function alertMessage(error: Error, fallback: string): string | undefined {
  if (error instanceof ApiError) return error.status === 404 ? undefined : (error.detail ?? error.message)
  return fallback
}
