import type { EventDetail } from '@questboard/domain/event-api.schema'
import { useTranslation } from 'react-i18next'
import { countryName } from '../../../i18n/country-names'
import { useLocale } from '../../../i18n/use-locale'
import { RouteLink } from '../../../ui/route-link'
import { FollowButton } from '../../follows'
import { type EventInfo, mapLink, safeUrl, venueAddress } from '../lib/event-info'
import styles from './event-show.module.css'

/** What a player needs to know to come: language, access, parking, transport, materials. */
export function Practical({ info }: { info: EventInfo }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const language = info.language ? languageName(info.language, locale) : undefined
  const yesNo = (value: boolean) => (value ? t('eventShow.yes') : t('eventShow.no'))
  return (
    <section className={styles.section} aria-labelledby="event-practical">
      <h2 id="event-practical">{t('eventShow.practical')}</h2>
      <dl className={styles.facts}>
        {language && (
          <div>
            <dt>{t('eventShow.language')}</dt>
            <dd>{language}</dd>
          </div>
        )}
        <div>
          <dt>{t('eventShow.accessibility')}</dt>
          <dd>{info.accessibleLocation ? t('eventShow.accessible') : t('eventShow.notAccessible')}</dd>
        </div>
        <div>
          <dt>{t('eventShow.parking')}</dt>
          <dd>{yesNo(info.parkingAvailable)}</dd>
        </div>
        <div>
          <dt>{t('eventShow.wifi')}</dt>
          <dd>{yesNo(info.wifiAvailable)}</dd>
        </div>
        {info.transportationOptions && (
          <div>
            <dt>{t('eventShow.transport')}</dt>
            <dd className={styles.prose}>{info.transportationOptions}</dd>
          </div>
        )}
        {info.materialsRequired && (
          <div>
            <dt>{t('eventShow.materials')}</dt>
            <dd className={styles.prose}>{info.materialsRequired}</dd>
          </div>
        )}
        {info.officialEvent && (
          <div>
            <dt>{t('eventShow.official')}</dt>
            <dd>{t('eventShow.officialValue')}</dd>
          </div>
        )}
        {info.isBga && (
          <div>
            <dt>{t('eventShow.bga')}</dt>
            <dd>{t('eventShow.yes')}</dd>
          </div>
        )}
      </dl>
    </section>
  )
}

/** Where: the store (its name a link to its page, but in a preview) and the address, with a map link. */
export function Venue({ event, linkStore = true }: { event: EventDetail; linkStore?: boolean }) {
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
            <p className={styles.storeName}>
              {linkStore ? (
                <RouteLink name="store-show" params={{ id: store.id }}>
                  {store.name}
                </RouteLink>
              ) : (
                store.name
              )}
            </p>
            {website && (
              <a href={website} target="_blank" rel="noopener noreferrer">
                {t('eventShow.website')}
                <span className="visually-hidden"> {t('eventShow.newWindow')}</span>
              </a>
            )}
          </div>
          {/* Following is for a real event's store, not the organizer's preview of their own. */}
          {linkStore && (
            <div className={styles.storeFollow}>
              <FollowButton store={store} />
            </div>
          )}
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

function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code
  } catch {
    return code
  }
}
