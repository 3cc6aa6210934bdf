import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { usePageName } from '../../../lib/use-page-name'
import { buttonClass } from '../../../ui/button'
import { RouteLink } from '../../../ui/route-link'
import { useCookieConsent } from '../use-cookie-consent'
import styles from './cookie-banner.module.css'

type Outcome = 'accepted' | 'refused'

/**
 * Asks a visitor who has not chosen (or whose choice lapsed) which cookies they accept. It sits in the page
 * flow rather than over it, so it never hides the page's own actions and traps no focus; after a choice
 * it says what was chosen until hidden, so focus does not fall back to the top of the page unannounced.
 */
export function CookieBanner() {
  const { t } = useTranslation()
  const { consent, acceptAll, refuseAll } = useCookieConsent()
  const page = usePageName()
  const [outcome, setOutcome] = useState<Outcome | undefined>()
  const confirmation = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    if (outcome) confirmation.current?.focus()
  }, [outcome])

  // The preferences page asks the same question in full.
  if (page === 'cookie-preferences' && !outcome) return null
  if (consent && !outcome) return null

  return (
    <section className={styles.banner} aria-labelledby="cookie-banner-title">
      <div className={`container ${styles.inner}`}>
        <h2 id="cookie-banner-title" className={styles.title}>
          {t('cookies.banner.title')}
        </h2>
        {outcome ? (
          <>
            <p ref={confirmation} tabIndex={-1} className={styles.text}>
              {t(outcome === 'accepted' ? 'cookies.banner.accepted' : 'cookies.banner.refused')}{' '}
              <RouteLink name="cookie-preferences">{t('cookies.banner.changeLater')}</RouteLink>
            </p>
            <div className={styles.actions}>
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={() => setOutcome(undefined)}
              >
                {t('cookies.banner.hide')}
              </button>
            </div>
          </>
        ) : (
          <>
            <p className={styles.text}>{t('cookies.banner.text')}</p>
            <div className={styles.actions}>
              <button
                type="button"
                className={buttonClass('primary')}
                onClick={() => {
                  acceptAll()
                  setOutcome('accepted')
                }}
              >
                {t('cookies.banner.acceptAll')}
              </button>
              <button
                type="button"
                className={buttonClass('primary')}
                onClick={() => {
                  refuseAll()
                  setOutcome('refused')
                }}
              >
                {t('cookies.banner.refuseAll')}
              </button>
              <RouteLink name="cookie-preferences" className={buttonClass('secondary')}>
                {t('cookies.banner.customise')}
              </RouteLink>
            </div>
          </>
        )}
      </div>
    </section>
  )
}
