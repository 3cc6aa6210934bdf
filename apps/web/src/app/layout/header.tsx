import { LOYALTY_LOCALES } from '@questboard/domain/constants'
import { canOrganize, hasRole } from '@questboard/domain/roles'
import { useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { AccountMenu } from '../../features/identity/components/account-menu'
import { SharedNavbar } from '../../features/identity/components/shared-navbar'
import { useIdentity } from '../../features/identity/use-identity'
import { useLocale } from '../../i18n/use-locale'
import type { RouteName } from '../../lib/routes'
import { usePageName } from '../../lib/use-page-name'
import { RouteLink, RouteNavLink } from '../../ui/route-link'
import { useDisclosure } from '../../ui/use-disclosure'
import { LanguageSwitcher } from './language-switcher'
import styles from './layout.module.css'
import { Logo } from './logo'
import { useCompactHeader } from './use-compact-header'

type NavItem = { name: RouteName; label: string }

/**
 * The one navigation bar (decision 034): the brand, the product's sections and each role's own space, the
 * language, the publisher's applications (the shared navbar script, as a menu) and the account. Below 64rem, or
 * wherever they do not fit in one row, the sections and the language fold into a menu button.
 */
export function Header() {
  const { t, i18n } = useTranslation()
  const items = useNavItems()
  const panelId = useId()
  const menu = useDisclosure<HTMLDivElement>()
  const nav = useRef<HTMLElement>(null)
  const compact = useCompactHeader(
    menu.root,
    nav,
    `${i18n.language} ${items.map((item) => item.name).join()}`,
  )
  // A section stays highlighted on its sub-pages (an event under Events), but not on the not-found page.
  const lost = usePageName() === 'not-found'
  const navClass = ({ isActive }: { isActive: boolean }) =>
    isActive && !lost ? `${styles.navLink} ${styles.active}` : styles.navLink

  return (
    <header className={styles.header}>
      <div className={`container ${styles.headerInner} ${compact ? styles.compact : ''}`} ref={menu.root}>
        <RouteLink name="home" className={styles.brand} aria-label={t('nav.homeLink')}>
          <Logo />
          <span>Questboard</span>
        </RouteLink>
        <button
          ref={menu.button}
          type="button"
          className={styles.menuButton}
          aria-expanded={menu.open}
          aria-controls={panelId}
          onClick={() => menu.setOpen(!menu.open)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d={menu.open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'}
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          <span>{t('nav.menu')}</span>
        </button>
        <div id={panelId} className={`${styles.panel} ${menu.open ? styles.panelOpen : ''}`}>
          <nav className={styles.nav} aria-label={t('nav.label')} ref={nav}>
            <ul className={styles.navList}>
              {items.map((item) => (
                <li key={item.name}>
                  <RouteNavLink name={item.name} className={navClass}>
                    {item.label}
                  </RouteNavLink>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitcher />
        </div>
        <div className={styles.tools}>
          <SharedNavbar />
          <AccountMenu />
        </div>
      </div>
    </header>
  )
}

/** The sections everyone sees, then the signed-in player's events, the organizer's dashboard, the admin space. */
function useNavItems(): NavItem[] {
  const { t } = useTranslation()
  const locale = useLocale()
  const { user } = useIdentity()
  const items: NavItem[] = [
    { name: 'event-list', label: t('nav.events') },
    { name: 'event-locator', label: t('nav.map') },
  ]
  // The club is open only on its locales (spec §2); elsewhere the link would lead nowhere.
  if (LOYALTY_LOCALES.includes(locale)) items.push({ name: 'loyalty-club', label: t('nav.loyaltyClub') })
  if (user) items.push({ name: 'event-user', label: t('account.myEvents') })
  if (canOrganize(user)) items.push({ name: 'organizer-dashboard', label: t('nav.dashboard') })
  if (hasRole(user, 'admin')) items.push({ name: 'admin', label: t('nav.admin') })
  return items
}
