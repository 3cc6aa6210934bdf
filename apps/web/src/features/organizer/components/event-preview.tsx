import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../i18n/use-locale'
import type { Game } from '../../../lib/reference-data'
import type { AddressValues, EventFormValues } from '../api/event-form'
import { countryName, formatWallClock, languageName } from './display-names'
import styles from './event-preview.module.css'

function Item({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null
  return (
    <div className={styles.item}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

function addressLines(address: AddressValues, locale: string): string[] {
  return [
    address.street,
    address.street_2,
    [address.postcode, address.city].filter(Boolean).join(' '),
    address.region,
    countryName(address.country, locale),
  ].filter((line) => line.trim() !== '')
}

function formatPrice(price: string, currency: string, locale: string, free: string): string {
  const amount = Number(price)
  if (price.trim() === '' || !Number.isFinite(amount) || amount <= 0) return free
  if (!currency) return String(amount)
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount)
}

/** The event as players will see it, drawn from the form's current (unsaved) values. */
export function EventPreview({ values, games }: { values: EventFormValues; games: readonly Game[] }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const info = values.additional_info
  const light = values.event_type === 'Light'
  const game = games.find((entry) => String(entry.id) === values.game)?.name ?? ''
  const yes = (flag: boolean) => (flag ? t('organizer.available') : t('organizer.unavailable'))
  const lines = addressLines(values.address, locale)

  return (
    <article className={styles.preview} aria-labelledby="event-preview-title">
      <header className={styles.header}>
        <p className={styles.tags}>
          {values.event_subtype && (
            <span className={styles.tag}>{t(`eventSubtype.${values.event_subtype}`)}</span>
          )}
          {game && <span className={styles.tag}>{game}</span>}
          <span className={styles.tag}>{t(`eventForm.kinds.${values.event_type}`)}</span>
        </p>
        <h2 id="event-preview-title" className={styles.title}>
          {values.name || t('eventForm.untitled')}
        </h2>
      </header>

      <section className={styles.block} aria-labelledby="event-preview-when">
        <h3 id="event-preview-when">{t('eventForm.dateTitle')}</h3>
        <dl className={styles.list}>
          {light ? (
            <Item label={t('eventForm.lightDate')}>
              {values.light_date && formatWallClock(values.light_date, locale)}
            </Item>
          ) : (
            <>
              <Item label={t('eventForm.start')}>
                {values.event_start_date && formatWallClock(values.event_start_date, locale)}
              </Item>
              <Item label={t('eventForm.end')}>
                {info.event_end_date && formatWallClock(info.event_end_date, locale)}
              </Item>
            </>
          )}
          <Item label={t('eventForm.timezone')}>{values.timezone.replaceAll('_', ' ')}</Item>
          {!light && info.daily_schedules.length > 0 && (
            <Item label={t('eventForm.dailySchedules')}>
              <ul className={styles.inlineList}>
                {info.daily_schedules.map((day, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list in the form's order
                  <li key={index}>
                    {day.day && formatWallClock(day.day, locale)} · {day.start_time}–{day.end_time}
                  </li>
                ))}
              </ul>
            </Item>
          )}
          {!light && (
            <Item label={t('eventForm.registrationDeadline')}>
              {info.registration_date
                ? t(`eventForm.deadlines.${info.registration_date as 'H-1'}`)
                : t('eventForm.noDeadline')}
            </Item>
          )}
          {!light && (
            <Item label={t('eventForm.deckDeadline')}>
              {info.deck_day_of_registration
                ? t('eventForm.deckAtVenue')
                : info.deck_registration_deadline && formatWallClock(info.deck_registration_deadline, locale)}
            </Item>
          )}
        </dl>
      </section>

      <section className={styles.block} aria-labelledby="event-preview-where">
        <h3 id="event-preview-where">{t('eventForm.addressTitle')}</h3>
        {lines.length > 0 ? (
          <address className={styles.address}>
            {lines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        ) : (
          <p>{t('eventForm.notSet')}</p>
        )}
      </section>

      {light ? (
        <section className={styles.block} aria-labelledby="event-preview-link">
          <h3 id="event-preview-link">{t('eventForm.url')}</h3>
          {info.url ? (
            <a href={info.url} rel="noopener noreferrer" target="_blank">
              {info.url}
            </a>
          ) : (
            <p>{t('eventForm.notSet')}</p>
          )}
        </section>
      ) : (
        <section className={styles.block} aria-labelledby="event-preview-practical">
          <h3 id="event-preview-practical">{t('eventForm.practicalTitle')}</h3>
          <dl className={styles.list}>
            <Item label={t('eventForm.price')}>
              {formatPrice(info.event_price, info.event_currency, locale, t('eventForm.free'))}
            </Item>
            <Item label={t('eventForm.language')}>{languageName(info.language, locale)}</Item>
            <Item label={t('eventForm.players')}>
              {t('eventForm.playersRange', { min: info.min_players || 0, max: info.max_players || '–' })}
            </Item>
            <Item label={t('eventForm.format')}>{t(`eventForm.formats.${info.event_type}`)}</Item>
            {info.stages.length > 0 && (
              <Item label={t('eventForm.stages')}>
                <ol className={styles.inlineList}>
                  {info.stages.map((stage, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list in the form's order
                    <li key={index}>
                      {t(`eventForm.formats.${stage.format}`)}
                      {(stage.players_min || stage.players_max) &&
                        ` (${t('eventForm.playersRange', { min: stage.players_min || 0, max: stage.players_max || '–' })})`}
                    </li>
                  ))}
                </ol>
              </Item>
            )}
            <Item label={t('eventForm.parking')}>{yes(info.parking_available)}</Item>
            <Item label={t('eventForm.wifi')}>{yes(info.wifi_available)}</Item>
            <Item label={t('eventForm.accessible')}>{yes(info.accessible_location)}</Item>
            <Item label={t('eventForm.transport')}>{info.transportation_options}</Item>
            <Item label={t('eventForm.materials')}>{info.materials_required}</Item>
            <Item label={t('eventForm.prize')}>{info.prize_description}</Item>
          </dl>
        </section>
      )}

      {info.event_description && (
        <section className={styles.block} aria-labelledby="event-preview-description">
          <h3 id="event-preview-description">{t('eventForm.descriptionTitle')}</h3>
          <p className={styles.description}>{info.event_description}</p>
        </section>
      )}
    </article>
  )
}
