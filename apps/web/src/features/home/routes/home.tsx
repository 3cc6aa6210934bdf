import { LOYALTY_LOCALES } from '@questboard/domain/constants'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useLocale } from '../../../i18n/use-locale'
import { localizedPath } from '../../../lib/routes'
import { buttonClass } from '../../../ui/button'
import { PageTitle } from '../../../ui/page-title'
import { RouteLink } from '../../../ui/route-link'
import { LoyaltyInvitation } from '../../loyalty'
import { NewsletterSignup } from '../../newsletter'
import { EventSearch } from '../components/event-search'
import { CalendarIcon, MapPinIcon, StarIcon } from '../components/feature-icons'
import { UpcomingEvents } from '../components/upcoming-events'
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

      <UpcomingEvents />

      <section className={`container ${styles.later}`} aria-labelledby="home-features">
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

      <section className={`container ${styles.later}`} aria-labelledby="home-organizers">
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
      <div className={`container ${styles.later}`}>
        <NewsletterSignup variant="section" />
      </div>
      {/* The loyalty modal of spec §2 invites from the home page only. */}
      <LoyaltyInvitation />
    </>
  )
}
