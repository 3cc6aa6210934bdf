import type { EventKind, EventSubtype } from '@questboard/domain/constants'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonClass } from '../../../ui/button'
import { RouteLink } from '../../../ui/route-link'
import { useIdentity } from '../../identity'
import type { Alert } from '../api/mail-preferences'
import styles from './mail-preferences.module.css'

/** The event list's search as an alert can keep it: a place and a radius, and what to look for. */
export interface AlertSearch {
  place: { label: string; latitude: number; longitude: number }
  radius: number
  game: number | null
  event_type: EventKind | null
  event_subtype: EventSubtype | null
}

/** The form (react-hook-form and the schemas) is loaded when the player opens it, not with every list. */
const AlertForm = lazy(() => import('./alert-form').then(({ AlertForm }) => ({ default: AlertForm })))

/**
 * "Save this search as an alert" (decision 037), under the event list's filters, for a signed-in player: the form
 * opens with the search (`search`, null while it has no place: an alert needs one, and the button says so).
 */
export function SaveSearchAlert({ search }: { search: AlertSearch | null }) {
  const { t } = useTranslation()
  const { status } = useIdentity()
  const [open, setOpen] = useState(false)
  const [saved, setSaved] = useState<Alert | null>(null)
  const [asked, setAsked] = useState(false)
  const outcome = useRef<HTMLParagraphElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  // The form gone, the focus goes to what replaced it: the confirmation.
  useEffect(() => {
    if (saved) outcome.current?.focus()
  }, [saved])

  if (status !== 'connected') return null
  return (
    <section className={styles.saveSearch} aria-label={t('mailPreferences.saveSearch')}>
      {open && search ? (
        <Suspense fallback={<p className={styles.hint}>{t('app.loading')}</p>}>
          <AlertForm
            alert={{
              label: search.place.label,
              latitude: search.place.latitude,
              longitude: search.place.longitude,
              radius: search.radius,
              game: search.game,
              event_type: search.event_type,
              event_subtype: search.event_subtype,
              frequency: 'weekly',
            }}
            onSaved={(alert) => {
              setOpen(false)
              setSaved(alert)
            }}
            onCancel={() => {
              setOpen(false)
              requestAnimationFrame(() => button.current?.focus())
            }}
          />
        </Suspense>
      ) : (
        <button
          ref={button}
          type="button"
          className={buttonClass('secondary')}
          aria-describedby={asked && !search ? 'save-search-needs-place' : undefined}
          onClick={() => {
            setSaved(null)
            setAsked(true)
            if (search) setOpen(true)
          }}
        >
          {t('mailPreferences.saveSearch')}
        </button>
      )}
      <p ref={outcome} tabIndex={-1} role="status" className={styles.hint} id="save-search-needs-place">
        {asked && !search && !open && t('mailPreferences.needsPlace')}
        {saved && (
          <>
            {t('mailPreferences.saved', { alert: saved.label })}{' '}
            <RouteLink name="mail-preferences">{t('mailPreferences.manage')}</RouteLink>
          </>
        )}
      </p>
    </section>
  )
}
