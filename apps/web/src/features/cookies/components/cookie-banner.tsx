import { useTranslation } from 'react-i18next'
import { pushSuccess } from '../../../lib/alerts'
import { usePageName } from '../../../lib/use-page-name'
import { buttonClass } from '../../../ui/button'
import { RouteLink } from '../../../ui/route-link'
import { useCookieConsent } from '../use-cookie-consent'
import styles from './cookie-banner.module.css'

/**
 * Asks a visitor who has not chosen (or whose choice lapsed) which cookies they accept. It sits in the page
 * flow rather than over it, so it never hides the page's own actions and traps no focus. One step: a choice
 * closes it, the page's content takes the focus (the banner's buttons are gone) and a success alert, which
 * closes by itself, says what was chosen and where to change it.
 */
export function CookieBanner() {
  const { t } = useTranslation()
  const { consent, acceptAll, refuseAll } = useCookieConsent()
  const page = usePageName()

  // The preferences page asks the same question in full.
  if (page === 'cookie-preferences' || consent) return null

  const chosen = (outcome: 'accepted' | 'refused') => {
    if (outcome === 'accepted') acceptAll()
    else refuseAll()
    pushSuccess(`${t(`cookies.banner.${outcome}`)} ${t('cookies.banner.changeLater')}`)
    document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true })
  }

  return (
    <section className={styles.banner} aria-labelledby="cookie-banner-title">
      <div className={`container ${styles.inner}`}>
        <h2 id="cookie-banner-title" className={styles.title}>
          {t('cookies.banner.title')}
        </h2>
        <p className={styles.text}>{t('cookies.banner.text')}</p>
        <div className={styles.actions}>
          <button type="button" className={buttonClass('primary')} onClick={() => chosen('accepted')}>
            {t('cookies.banner.acceptAll')}
          </button>
          <button type="button" className={buttonClass('primary')} onClick={() => chosen('refused')}>
            {t('cookies.banner.refuseAll')}
          </button>
          <RouteLink name="cookie-preferences" className={buttonClass('secondary')}>
            {t('cookies.banner.customise')}
          </RouteLink>
        </div>
      </div>
    </section>
  )
}
