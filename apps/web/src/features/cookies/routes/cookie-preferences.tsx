import { COOKIE_CATEGORIES } from '@questboard/domain/constants'
import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../i18n/use-locale'
import { intlLocale } from '../../../lib/format'
import { buttonClass } from '../../../ui/button'
import { RouteIntro } from '../../../ui/route-intro'
import { type CookieChoices, REFUSE_ALL } from '../cookie-consent'
import { useCookieConsent } from '../use-cookie-consent'
import styles from './cookie-preferences.module.css'

export default function CookiePreferencesRoute() {
  const { t } = useTranslation()
  const locale = useLocale()
  const { consent, save } = useCookieConsent()
  const [choices, setChoices] = useState<CookieChoices>(() => pickChoices(consent))
  const [saved, setSaved] = useState(false)

  // A choice made elsewhere (the banner, the map's "allow maps", another tab) shows here too.
  useEffect(() => {
    setChoices(pickChoices(consent))
  }, [consent])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    save(choices)
    setSaved(true)
  }

  const formatDate = (date: Date) =>
    new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long' }).format(date)

  return (
    <div className="container">
      <RouteIntro page="cookie-preferences" />
      <form className={styles.form} onSubmit={submit}>
        <fieldset className={styles.categories}>
          <legend className={styles.legend}>{t('cookies.preferences.categories')}</legend>
          {COOKIE_CATEGORIES.map((category) => {
            const id = `cookie-category-${category}`
            const alwaysOn = category === 'necessary'
            return (
              <div key={category} className={styles.category}>
                <label htmlFor={id} className={styles.categoryTitle}>
                  {t(`cookies.categories.${category}.title`)}
                </label>
                <p id={`${id}-description`} className={styles.description}>
                  {t(`cookies.categories.${category}.description`)}
                </p>
                <span className={styles.switchField}>
                  <input
                    id={id}
                    type="checkbox"
                    role="switch"
                    className={styles.switch}
                    aria-describedby={`${id}-description`}
                    checked={alwaysOn || choices[category]}
                    aria-checked={alwaysOn || choices[category]}
                    disabled={alwaysOn}
                    onChange={(event) => {
                      if (alwaysOn) return
                      setChoices((current) => ({ ...current, [category]: event.target.checked }))
                      setSaved(false)
                    }}
                  />
                  <span className={styles.switchState} aria-hidden="true">
                    {alwaysOn
                      ? t('cookies.preferences.alwaysOn')
                      : t(choices[category] ? 'cookies.preferences.on' : 'cookies.preferences.off')}
                  </span>
                </span>
              </div>
            )
          })}
        </fieldset>

        <div className={styles.footer}>
          <button type="submit" className={buttonClass('primary')}>
            {t('cookies.preferences.save')}
          </button>
          <div role="status" className={styles.status}>
            {saved && <p className={styles.saved}>{t('cookies.preferences.saved')}</p>}
            <p className={styles.given}>
              {consent
                ? t('cookies.preferences.givenOn', {
                    date: formatDate(consent.givenAt),
                    expiry: formatDate(consent.expiresAt),
                  })
                : t('cookies.preferences.noChoice')}
            </p>
          </div>
        </div>
      </form>
    </div>
  )
}

function pickChoices(consent: CookieChoices | null): CookieChoices {
  if (!consent) return REFUSE_ALL
  return { analytics: consent.analytics, maps: consent.maps }
}
