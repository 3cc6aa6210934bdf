import { LOYALTY_LOCALES } from '@questboard/domain/constants'
import { useTranslation } from 'react-i18next'
import { AccountMenu } from '../../features/identity/components/account-menu'
import { useLocale } from '../../i18n/use-locale'
import { usePageName } from '../../lib/use-page-name'
import { RouteLink, RouteNavLink } from '../../ui/route-link'
import { LanguageSwitcher } from './language-switcher'
import styles from './layout.module.css'
import { Logo } from './logo'

export function Header() {
  const { t } = useTranslation()
  const locale = useLocale()
  // A section stays highlighted on its sub-pages (an event under Events), but not on the not-found page.
  const lost = usePageName() === 'not-found'
  const navClass = ({ isActive }: { isActive: boolean }) =>
    isActive && !lost ? `${styles.navLink} ${styles.active}` : styles.navLink

  return (
    <header className={styles.header}>
      <div className={`container ${styles.headerInner}`}>
        <RouteLink name="home" className={styles.brand} aria-label={t('nav.homeLink')}>
          <Logo />
          <span>Questboard</span>
        </RouteLink>
        <nav className={styles.nav} aria-label={t('nav.label')}>
          <ul className={styles.navList}>
            <li>
              <RouteNavLink name="event-list" className={navClass}>
                {t('nav.events')}
              </RouteNavLink>
            </li>
            <li>
              <RouteNavLink name="event-locator" className={navClass}>
                {t('nav.map')}
              </RouteNavLink>
            </li>
            {/* The club is open only on its locales (spec §2); elsewhere the link would lead nowhere. */}
            {LOYALTY_LOCALES.includes(locale) && (
              <li>
                <RouteNavLink name="loyalty-club" className={navClass}>
                  {t('nav.loyaltyClub')}
                </RouteNavLink>
              </li>
            )}
          </ul>
        </nav>
        <div className={styles.tools}>
          <LanguageSwitcher />
          <AccountMenu />
        </div>
      </div>
    </header>
  )
}
