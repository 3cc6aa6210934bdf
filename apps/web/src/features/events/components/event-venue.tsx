import type { EventDetail } from '@questboard/domain/event-api.schema'
import { useTranslation } from 'react-i18next'
import { countryName } from '../../../i18n/country-names'
import { useLocale } from '../../../i18n/use-locale'
import { mapLink, safeUrl, venueAddress } from '../lib/event-info'
import styles from './event-show.module.css'

/** Where: the store (logo, name, website) and the address, with a link to a map. */
export function EventVenue({ event }: { event: EventDetail }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const address = venueAddress(event)
  const country = address.country ? countryName(address.country, locale) : null
  const lines = [
    address.street,
    address.street_2,
    [address.postcode, address.city].filter(Boolean).join(' '),
    address.region,
    country,
  ].filter((line): line is string => Boolean(line))
  const map = mapLink([address.street, address.postcode, address.city, country])
  const store = event.store
  const website = safeUrl(store?.website)
  const logo = safeUrl(store?.logo_url) ?? (store?.logo_url?.startsWith('/') ? store.logo_url : null)
  return (
    <section className={styles.card} aria-labelledby="event-venue">
      <h2 id="event-venue">{t('eventShow.venue')}</h2>
      {store && (
        <div className={styles.store}>
          {logo && <img src={logo} alt="" className={styles.logo} width="56" height="56" />}
          <div>
            <p className={styles.storeName}>{store.name}</p>
            {website && (
              <a href={website} target="_blank" rel="noopener noreferrer">
                {t('eventShow.website')}
                <span className="visually-hidden"> {t('eventShow.newWindow')}</span>
              </a>
            )}
          </div>
        </div>
      )}
      <address className={styles.address}>
        {[...new Set(lines)].map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      {map && (
        <a href={map} target="_blank" rel="noopener noreferrer">
          {t('eventShow.openMap')}
          <span className="visually-hidden"> {t('eventShow.newWindow')}</span>
        </a>
      )}
    </section>
  )
}
