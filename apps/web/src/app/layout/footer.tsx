import { useTranslation } from 'react-i18next'
import { NewsletterSignup } from '../../features/newsletter/components/newsletter-signup'
import type { RouteName } from '../../lib/routes'
import { RouteLink } from '../../ui/route-link'
import styles from './layout.module.css'
import { Logo } from './logo'

const ORGANIZER_LINKS = ['how-to-create-an-event', 'organizer-gts'] as const satisfies RouteName[]
const LEGAL_LINKS = [
  'term-of-use',
  'legal-notice',
  'user-gts',
  'privacy-policy',
  'cookie-preferences',
] as const satisfies RouteName[]

export function Footer() {
  const { t } = useTranslation()
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.footerInner}`}>
        <div className={styles.footerAbout}>
          <p className={styles.footerBrand}>
            <Logo size={28} />
            <span>Questboard</span>
          </p>
          <p>{t('footer.about')}</p>
          <NewsletterSignup variant="footer" />
        </div>
        <nav aria-labelledby="footer-organizers">
          <h2 id="footer-organizers" className={styles.footerHeading}>
            {t('footer.organizers')}
          </h2>
          <ul className={styles.footerList}>
            {ORGANIZER_LINKS.map((name) => (
              <li key={name}>
                <RouteLink name={name}>{t(`routes.${name}.title`)}</RouteLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={styles.footerHeading}>
            {t('footer.legalLabel')}
          </h2>
          <ul className={styles.footerList}>
            {LEGAL_LINKS.map((name) => (
              <li key={name}>
                <RouteLink name={name}>{t(`routes.${name}.title`)}</RouteLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container">
        <p className={styles.copyright}>© {new Date().getFullYear()} Questboard</p>
        {/* The place search's gazetteer is GeoNames' (CC BY): its attribution. */}
        <p className={styles.copyright}>
          {t('footer.placeData')} <a href="https://www.geonames.org/">GeoNames</a> (
          <a href="https://creativecommons.org/licenses/by/3.0/">CC BY 3.0</a>)
        </p>
      </div>
    </footer>
  )
}
