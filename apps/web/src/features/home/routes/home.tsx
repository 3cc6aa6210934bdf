import { EVENT_SUBTYPES, LOYALTY_LOCALES } from '@questboard/domain/constants'
import { COUNTRY_CODES } from '@questboard/domain/countries'
import { type FormEvent, useId, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { useLocale } from '../../../i18n/use-locale'
import { localizedPath } from '../../../lib/routes'
import { useLocalizedPath } from '../../../lib/use-localized-path'
import { buttonClass } from '../../../ui/button'
import { PageTitle } from '../../../ui/page-title'
import { RouteLink } from '../../../ui/route-link'
import { CalendarIcon, MapPinIcon, StarIcon } from '../components/feature-icons'
import styles from './home.module.css'

export default function HomeRoute() {
  const { t } = useTranslation()
  const locale = useLocale()
  const onLoyaltyLocale = LOYALTY_LOCALES.includes(locale)

  return (
    <>
      <PageTitle>{t('routes.home.title')}</PageTitle>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={`container ${styles.heroInner}`}>
          <div className={styles.pitch}>
            <h1 id="home-title" className={styles.heroTitle}>
              {t('home.heroTitle')}
            </h1>
            <p className={styles.heroText}>{t('home.heroPitch')}</p>
          </div>
          <EventSearch />
        </div>
      </section>

      <section className="container" aria-labelledby="home-features">
        <h2 id="home-features" className={styles.sectionTitle}>
          {t('home.featuresTitle')}
        </h2>
        <ul className={styles.cards}>
          <li className={styles.card}>
            <span className={styles.cardIcon}>
              <CalendarIcon />
            </span>
            <h3>{t('home.listTitle')}</h3>
            <p>{t('home.listText')}</p>
            <RouteLink name="event-list" className={styles.cardLink}>
              {t('home.listLink')}
            </RouteLink>
          </li>
          <li className={styles.card}>
            <span className={styles.cardIcon}>
              <MapPinIcon />
            </span>
            <h3>{t('home.mapTitle')}</h3>
            <p>{t('home.mapText')}</p>
            <RouteLink name="event-locator" className={styles.cardLink}>
              {t('home.mapLink')}
            </RouteLink>
          </li>
          <li className={styles.card}>
            <span className={styles.cardIcon}>
              <StarIcon />
            </span>
            <h3>{t('home.loyaltyTitle')}</h3>
            <p>{t('home.loyaltyText')}</p>
            {onLoyaltyLocale ? (
              <RouteLink name="loyalty-club" className={styles.cardLink}>
                {t('home.loyaltyLink')}
              </RouteLink>
            ) : (
              <>
                <p className={styles.cardNote}>{t('home.loyaltyOnlySpain')}</p>
                {/* The club lives on the Spanish locale (spec §2): this link switches the interface to Spanish. */}
                <Link
                  to={localizedPath(LOYALTY_LOCALES[0] ?? 'es', { name: 'loyalty-club' })}
                  hrefLang={LOYALTY_LOCALES[0]}
                  className={styles.cardLink}
                >
                  {t('home.loyaltySpainLink')}
                </Link>
              </>
            )}
          </li>
        </ul>
      </section>

      <section className="container" aria-labelledby="home-organizers">
        <div className={styles.organizers}>
          <div>
            <h2 id="home-organizers" className={styles.organizersTitle}>
              {t('home.organizersTitle')}
            </h2>
            <p>{t('home.organizersText')}</p>
          </div>
          <RouteLink name="how-to-create-an-event" className={buttonClass('secondary')}>
            {t('home.organizersLink')}
          </RouteLink>
        </div>
      </section>
    </>
  )
}

/** The search entry: country and event type, then the event list with those filters in its URL. */
function EventSearch() {
  const { t } = useTranslation()
  const locale = useLocale()
  const path = useLocalizedPath()
  const navigate = useNavigate()
  const countryId = useId()
  const typeId = useId()
  const countryNames = useMemo(() => new Intl.DisplayNames([locale], { type: 'region' }), [locale])
  const countries = useMemo(
    () =>
      COUNTRY_CODES.map((code) => ({ code, name: countryNames.of(code) ?? code })).sort((a, b) =>
        a.name.localeCompare(b.name, locale),
      ),
    [countryNames, locale],
  )

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    navigate(
      path({
        name: 'event-list',
        query: {
          country: String(form.get('country') ?? ''),
          event_subtype: String(form.get('event_subtype') ?? ''),
        },
      }),
    )
  }

  return (
    <search className={styles.search} aria-labelledby="home-search-title">
      <form className={styles.searchForm} onSubmit={submit}>
        <h2 id="home-search-title" className={styles.searchTitle}>
          {t('home.searchTitle')}
        </h2>
        <div className={styles.field}>
          <label htmlFor={countryId}>{t('home.country')}</label>
          <select id={countryId} name="country" defaultValue="">
            <option value="">{t('home.anyCountry')}</option>
            {countries.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={typeId}>{t('home.eventType')}</label>
          <select id={typeId} name="event_subtype" defaultValue="">
            <option value="">{t('home.anyEventType')}</option>
            {EVENT_SUBTYPES.map((subtype) => (
              <option key={subtype} value={subtype}>
                {t(`eventSubtype.${subtype}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass('primary')}>
          {t('home.search')}
        </button>
        <RouteLink name="event-locator" className={styles.mapLink}>
          {t('home.openMap')}
        </RouteLink>
      </form>
    </search>
  )
}
