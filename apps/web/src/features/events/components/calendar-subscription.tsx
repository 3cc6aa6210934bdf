import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '../../../ui/alert'
import { buttonClass } from '../../../ui/button'
import { useCalendarFeed, useResetCalendarFeed } from '../api/calendar-feed'
import styles from './calendar-subscription.module.css'

/**
 * "Subscribe to my events": the player's private calendar feed, to open in a calendar app (webcal://) or to
 * copy; a new address stops the old one (a leaked address is the only way to it).
 */
export function CalendarSubscription() {
  const { t } = useTranslation()
  const feed = useCalendarFeed()
  const reset = useResetCalendarFeed()
  const [copied, setCopied] = useState<boolean | null>(null)
  const addressId = useId()
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
    } catch {
      setCopied(false)
    }
  }

  return (
    <section className={styles.subscription} aria-labelledby="calendar-feed-title">
      <h2 id="calendar-feed-title">{t('calendarFeed.title')}</h2>
      <p>{t('calendarFeed.intro')}</p>
      {feed.isError && <Alert status="danger">{t('calendarFeed.loadFailed')}</Alert>}
      {feed.data && (
        <>
          <a href={feed.data.webcal_url} className={buttonClass('primary')}>
            {t('calendarFeed.subscribe')}
          </a>
          <label htmlFor={addressId} className={styles.label}>
            {t('calendarFeed.address')}
          </label>
          <div className={styles.address}>
            <input
              id={addressId}
              type="text"
              readOnly
              value={feed.data.url}
              onFocus={(e) => e.target.select()}
            />
            <button type="button" className={buttonClass('secondary')} onClick={() => copy(feed.data.url)}>
              {t('calendarFeed.copy')}
            </button>
          </div>
          <p role="status" className={styles.status}>
            {copied === true && t('calendarFeed.copied')}
            {copied === false && t('calendarFeed.copyFailed')}
            {reset.isSuccess && t('calendarFeed.resetDone')}
          </p>
          <p className={styles.hint}>{t('calendarFeed.private')}</p>
          <button
            type="button"
            className={buttonClass('secondary')}
            disabled={reset.isPending}
            aria-busy={reset.isPending}
            onClick={() => {
              setCopied(null)
              reset.mutate()
            }}
          >
            {t('calendarFeed.reset')}
          </button>
          {reset.isError && <Alert status="danger">{t('calendarFeed.resetFailed')}</Alert>}
        </>
      )}
    </section>
  )
}
