import type { StoreDetail } from '@questboard/domain/event-api.schema'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { countryName } from '../../../i18n/country-names'
import { useLocale } from '../../../i18n/use-locale'
import { ApiError } from '../../../lib/api'
import { notFoundResponse } from '../../../lib/not-found'
import { localizedPath } from '../../../lib/routes'
import { PageTitle } from '../../../ui/page-title'
import { PictureFrame } from '../../../ui/picture'
import { ShareButton } from '../../../ui/share-button'
import { mapLink, safeUrl } from '../../events'
import { FollowButton } from '../../follows'
import { useStore } from '../api/get-store'
import { OpeningHours } from '../components/opening-hours'
import { StoreEvents } from '../components/store-events'
import styles from '../components/store-page.module.css'

/** A public store's page (issue 13 §8): its profile, how to reach it, its hours and its upcoming events. */
export default function StoreShowRoute() {
  const { id = '' } = useParams()
  const { t } = useTranslation()
  const store = useStore(id)

  if (store.isError) {
    if (store.error instanceof ApiError && store.error.status === 404) throw notFoundResponse()
    throw store.error
  }
  if (!store.data) {
    return (
      <div className="container" aria-busy="true">
        <PageTitle>{t('routes.store-show.title')}</PageTitle>
        <p className={styles.loading} role="status">
          {t('storePage.loading')}
        </p>
      </div>
    )
  }
  return <StorePage store={store.data} />
}

/** The photo tops the store's details: their column on a wide screen, the page's width on a phone. */
const STORE_PHOTO_SIZES = '(min-width: 60rem) 20rem, calc(100vw - 2rem)'

function StorePage({ store }: { store: StoreDetail }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const address = store.address
  const country = address?.country ? countryName(address.country, locale) : null
  const town = [address?.postcode, address?.city].filter(Boolean).join(' ')
  const lines = [address?.street, address?.street_2, town, address?.region, country].filter(
    (line): line is string => Boolean(line),
  )
  const map = mapLink([address?.street, address?.postcode, address?.city, country])
  const website = safeUrl(store.website)
  const logo = safeUrl(store.logo_url) ?? (store.logo_url?.startsWith('/') ? store.logo_url : null)
  const url = new URL(
    localizedPath(locale, { name: 'store-show', params: { id: store.id } }),
    window.location.origin,
  )

  return (
    <div className="container">
      <PageTitle>{store.name}</PageTitle>
      <header className={styles.header}>
        {/* Sized before it loads: nothing below moves when it arrives. */}
        {logo ? (
          <img src={logo} alt="" className={styles.logo} width="96" height="96" />
        ) : (
          <span className={styles.logoPlaceholder} aria-hidden="true">
            {store.name.charAt(0).toUpperCase()}
          </span>
        )}
        <div className={styles.heading}>
          <h1 className={styles.title}>{store.name}</h1>
          {address?.city && (
            <p className={styles.town}>{[address.city, country].filter(Boolean).join(', ')}</p>
          )}
        </div>
        <div className={styles.actions}>
          <FollowButton store={store} />
          <ShareButton
            url={url.href}
            title={store.name}
            text={[store.name, address?.city].filter(Boolean).join(' · ')}
          />
        </div>
      </header>

      <div className={styles.layout}>
        <aside className={styles.aside} aria-label={t('storePage.about')}>
          {store.photo && (
            <PictureFrame
              picture={store.photo}
              sizes={STORE_PHOTO_SIZES}
              alt={t('storePage.photoAlt', { store: store.name })}
              className={styles.photo}
              priority
            />
          )}
          <section className={styles.card} aria-labelledby="store-contact">
            <h2 id="store-contact">{t('storePage.contact')}</h2>
            {lines.length > 0 && (
              <address className={styles.address}>
                {[...new Set(lines)].map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
            )}
            <ul className={styles.links}>
              {map && (
                <li>
                  <a href={map} target="_blank" rel="noopener noreferrer">
                    {t('storePage.openMap')}
                    <span className="visually-hidden"> {t('storePage.newWindow')}</span>
                  </a>
                </li>
              )}
              {store.phone_number && (
                <li>
                  {t('storePage.phone')}{' '}
                  <a href={`tel:${store.phone_number.replace(/[^\d+]/g, '')}`}>{store.phone_number}</a>
                </li>
              )}
              {store.store_email && (
                <li>
                  {t('storePage.email')} <a href={`mailto:${store.store_email}`}>{store.store_email}</a>
                </li>
              )}
              {website && (
                <li>
                  <a href={website} target="_blank" rel="noopener noreferrer">
                    {t('storePage.website')}
                    <span className="visually-hidden"> {t('storePage.newWindow')}</span>
                  </a>
                </li>
              )}
            </ul>
          </section>
          <section className={styles.card} aria-labelledby="store-hours">
            <h2 id="store-hours">{t('storePage.hours')}</h2>
            {store.schedule ? <OpeningHours schedule={store.schedule} /> : <p>{t('storePage.noHours')}</p>}
          </section>
        </aside>
        {/* After the store's details in the page (first on a phone), beside them on a wide screen. */}
        <StoreEvents storeId={store.id} />
      </div>
    </div>
  )
}
