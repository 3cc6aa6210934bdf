import type { EventDetail } from '@questboard/domain/event-api.schema'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../i18n/use-locale'
import { formatCalendarDate, formatEventDateTime, formatWallTime } from '../../../lib/format'
import type { EventInfo } from '../lib/event-info'
import styles from './event-show.module.css'

/**
 * The event's calendar file ("add to calendar"), made by the Event API: the same entry (UID) as the file of the
 * confirmation mail and the calendar feeds, so a calendar holding it from several of them shows it once.
 */
export function calendarLink(event: Pick<EventDetail, 'id'>) {
  return { href: `/api/events/${event.id}/calendar.ics`, fileName: `questboard-event-${event.id}.ics` }
}

export type CalendarLink = ReturnType<typeof calendarLink>

/** When the event takes place: start, end, zone, days and stages, with its calendar file. */
export function Schedule({
  event,
  info,
  calendar,
}: {
  event: EventDetail
  info: EventInfo
  /** None in a preview: the Event API makes the file of a published event. */
  calendar: CalendarLink | undefined
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const zoneName = useMemo(() => timeZoneName(event.timezone, locale, event.starts_at), [event, locale])
  return (
    <section className={styles.section} aria-labelledby="event-schedule">
      <h2 id="event-schedule">{t('eventShow.schedule')}</h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('eventShow.starts')}</dt>
          <dd>{formatEventDateTime(event.starts_at, event.timezone, locale)}</dd>
        </div>
        {event.ends_at !== event.starts_at && (
          <div>
            <dt>{t('eventShow.ends')}</dt>
            <dd>{formatEventDateTime(event.ends_at, event.timezone, locale)}</dd>
          </div>
        )}
        <div>
          <dt>{t('eventShow.timeZone')}</dt>
          <dd>{zoneName}</dd>
        </div>
      </dl>
      {calendar && (
        <a href={calendar.href} download={calendar.fileName} className={styles.calendar}>
          {t('eventShow.addToCalendar')}
        </a>
      )}
      {info.dailySchedules.length > 0 && (
        <ul className={styles.days}>
          {info.dailySchedules.map((day) => (
            <li key={day.day}>
              <span className={styles.day}>{formatCalendarDate(day.day, locale, true)}</span>
              {day.startTime && day.endTime && (
                <span>
                  {formatWallTime(day.startTime, locale)} – {formatWallTime(day.endTime, locale)}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {info.stages.length > 0 && (
        <>
          <h3 className={styles.subTitle}>{t('eventShow.stages')}</h3>
          <ol className={styles.stages}>
            {info.stages.map((stage, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: stages are ordered and have no id of their own
              <li key={index}>
                <span className={styles.day}>{t(`events.format.${stage.format}`)}</span>
                {stage.playersMin !== null && stage.playersMax !== null && (
                  <span>{t('eventShow.stagePlayers', { min: stage.playersMin, max: stage.playersMax })}</span>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  )
}

/** `Central European Summer Time (Europe/Paris)`: the venue's zone, named for the reader. */
function timeZoneName(timeZone: string, locale: string, at: string): string {
  try {
    const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'long' })
      .formatToParts(new Date(at))
      .find((item) => item.type === 'timeZoneName')
    return part ? `${part.value} (${timeZone})` : timeZone
  } catch {
    return timeZone
  }
}
