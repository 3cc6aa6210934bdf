import type { EventDetail } from '@questboard/domain/event-api.schema'
import type { WaitlistEntry } from '@questboard/domain/waitlist.schema'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../i18n/use-locale'
import { formatEventDateTime } from '../../../lib/format'
import { buttonClass } from '../../../ui/button'
import { TableScroller } from '../../../ui/table-scroller'
import { useWaitlistLine } from '../api/organized-events'
import styles from './registrants.module.css'

/**
 * The waitlist of the organizer's event (issue 15), in line order, with each seat offer: whom to call first at
 * check-in once seats are free.
 */
export function WaitlistLine({ event }: { event: EventDetail }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const waitlist = useWaitlistLine(String(event.id), true)
  const line = waitlist.data?.line ?? []
  const when = (instant: string) => formatEventDateTime(instant, event.timezone, locale)
  const offerText = (entry: WaitlistEntry) =>
    !entry.offer
      ? t('registrants.waitlist.waiting')
      : entry.offer.open
        ? t('registrants.waitlist.offeredUntil', { date: when(entry.offer.expires_at) })
        : t('registrants.waitlist.expired')

  return (
    <section className={styles.waitlist} aria-labelledby="waitlist-title">
      <h2 id="waitlist-title" className={styles.event}>
        {t('registrants.waitlist.title')}
        {waitlist.data && (
          <span className={styles.count}>
            {' '}
            · {t('registrants.waitlist.count', { count: waitlist.data.count })}
          </span>
        )}
      </h2>
      <p className={styles.meta}>{t('registrants.waitlist.intro')}</p>
      {waitlist.isPending ? (
        <p className={styles.empty} role="status">
          {t('registrants.waitlist.loading')}
        </p>
      ) : waitlist.isError ? (
        <div role="alert" className={styles.toolbar}>
          <p className={styles.empty}>{t('registrants.waitlist.error')}</p>
          <button type="button" className={buttonClass('secondary')} onClick={() => void waitlist.refetch()}>
            {t('registrants.waitlist.retry')}
          </button>
        </div>
      ) : line.length === 0 ? (
        <p className={styles.empty}>{t('registrants.waitlist.empty')}</p>
      ) : (
        <TableScroller labelledBy="waitlist-title">
          <table className={styles.table}>
            <caption className="visually-hidden">{t('registrants.waitlist.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('registrants.position')}</th>
                <th scope="col">{t('profile.nickname')}</th>
                <th scope="col">{t('registrants.waitlist.joinedAt')}</th>
                <th scope="col">{t('registrants.waitlist.offer')}</th>
              </tr>
            </thead>
            <tbody>
              {line.map((entry) => (
                <tr key={entry.user_id}>
                  <td>{entry.position}</td>
                  <th scope="row">{entry.nickname}</th>
                  <td>{when(entry.joined_at)}</td>
                  <td>{offerText(entry)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
    </section>
  )
}
