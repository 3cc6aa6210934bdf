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
        {/* The place search's sources and their licences' attributions (docs/decisions/026): GeoNames' towns
            (CC BY 3.0) and ZIP codes (CC BY 4.0); France's postcodes, INSEE's and La Poste's 2026 files
            (Licence Ouverte 2.0, which asks for the source and its date). */}
        <p className={styles.copyright}>
          {t('footer.placeData')} <a href="https://www.geonames.org/">GeoNames</a> (
          <a href="https://creativecommons.org/licenses/by/3.0/">CC BY 3.0</a>,{' '}
          <a href="https://creativecommons.org/licenses/by/4.0/">4.0</a>), INSEE, La Poste 2026 (
          <a href="https://www.etalab.gouv.fr/licence-ouverte-open-licence/">Licence Ouverte 2.0</a>)
        </p>
      </div>
    </footer>
  )
}
