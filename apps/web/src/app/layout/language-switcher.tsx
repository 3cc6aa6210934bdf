import { isLocale, LOCALES } from '@questboard/domain/constants'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { switchLocale } from '../../i18n/i18n'
import { nativeLanguageName } from '../../i18n/language-names'
import { localizePathname } from '../../i18n/locale-routing'
import { useLocale } from '../../i18n/use-locale'
import styles from './layout.module.css'

/** Rewrites the current route's locale (dropped for English), keeping params, query and hash (spec §2). */
export function LanguageSwitcher() {
  const { t } = useTranslation()
  const locale = useLocale()
  const location = useLocation()
  const navigate = useNavigate()
  const id = useId()

  async function change(value: string) {
    if (!isLocale(value) || value === locale) return
    // Switch first: a path without prefix means "the current locale", so English must be current before it.
    await switchLocale(value)
    await navigate({
      pathname: localizePathname(location.pathname, value),
      search: location.search,
      hash: location.hash,
    })
  }

  return (
    <div className={styles.language}>
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <svg className={styles.languageIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.95a15.7 15.7 0 0 0-1.38-3.56A8.03 8.03 0 0 1 18.9 8ZM12 4.04c.83 1.2 1.48 2.53 1.91 3.96h-3.82c.43-1.43 1.08-2.76 1.91-3.96ZM4.26 14a8.2 8.2 0 0 1 0-4h3.38a16.5 16.5 0 0 0 0 4H4.26Zm.82 2h2.95c.32 1.25.78 2.45 1.38 3.56A7.99 7.99 0 0 1 5.08 16Zm2.95-8H5.08a7.99 7.99 0 0 1 4.33-3.56A15.7 15.7 0 0 0 8.03 8ZM12 19.96A14.1 14.1 0 0 1 10.09 16h3.82A14.1 14.1 0 0 1 12 19.96ZM14.34 14H9.66a14.7 14.7 0 0 1 0-4h4.68a14.7 14.7 0 0 1 0 4Zm.25 5.56c.6-1.11 1.06-2.31 1.38-3.56h2.95a8.03 8.03 0 0 1-4.33 3.56ZM16.36 14a16.5 16.5 0 0 0 0-4h3.38a8.2 8.2 0 0 1 0 4h-3.38Z"
        />
      </svg>
      <select
        id={id}
        className={styles.languageSelect}
        value={locale}
        onChange={(event) => change(event.target.value)}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {nativeLanguageName(option)}
          </option>
        ))}
      </select>
    </div>
  )
}
