import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../i18n/use-locale'
import type { EventInfo } from '../lib/event-info'
import styles from './event-show.module.css'

/** The practical information: language, access, parking, Wi-Fi, transport, materials, official and BGA. */
export function EventPractical({ info }: { info: EventInfo }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const language = info.language ? languageName(info.language, locale) : undefined
  const yesNo = (value: boolean) => (value ? t('eventShow.yes') : t('eventShow.no'))
  return (
    <section className={styles.section} aria-labelledby="event-practical">
      <h2 id="event-practical">{t('eventShow.practical')}</h2>
      <dl className={styles.facts}>
        {language && (
          <div>
            <dt>{t('eventShow.language')}</dt>
            <dd>{language}</dd>
          </div>
        )}
        <div>
          <dt>{t('eventShow.accessibility')}</dt>
          <dd>{info.accessibleLocation ? t('eventShow.accessible') : t('eventShow.notAccessible')}</dd>
        </div>
        <div>
          <dt>{t('eventShow.parking')}</dt>
          <dd>{yesNo(info.parkingAvailable)}</dd>
        </div>
        <div>
          <dt>{t('eventShow.wifi')}</dt>
          <dd>{yesNo(info.wifiAvailable)}</dd>
        </div>
        {info.transportationOptions && (
          <div>
            <dt>{t('eventShow.transport')}</dt>
            <dd className={styles.prose}>{info.transportationOptions}</dd>
          </div>
        )}
        {info.materialsRequired && (
          <div>
            <dt>{t('eventShow.materials')}</dt>
            <dd className={styles.prose}>{info.materialsRequired}</dd>
          </div>
        )}
        {info.officialEvent && (
          <div>
            <dt>{t('eventShow.official')}</dt>
            <dd>{t('eventShow.officialValue')}</dd>
          </div>
        )}
        {info.isBga && (
          <div>
            <dt>{t('eventShow.bga')}</dt>
            <dd>{t('eventShow.yes')}</dd>
          </div>
        )}
      </dl>
    </section>
  )
}

function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code
  } catch {
    return code
  }
}
