import type { EventDetail } from '@questboard/domain/event-api.schema'
import {
  NO_SHOW_LATE_HOURS,
  NO_SHOW_THRESHOLD,
  NO_SHOW_WINDOW_DAYS,
  type NoShowRestriction,
  noShowRestriction,
} from '@questboard/domain/no-shows'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../i18n/use-locale'
import { ApiError } from '../../../lib/api'
import { formatEventDateTime } from '../../../lib/format'
import { usePlayerRecord } from '../api/player-record'
import styles from './event-show.module.css'

const counts = { count: NO_SHOW_THRESHOLD, days: NO_SHOW_WINDOW_DAYS, hours: NO_SHOW_LATE_HOURS }

/** The store's rule about players who missed events, as its event page states it (issue 15 §5). */
export function NoShowRuleNote({ event }: { event: EventDetail }) {
  const { t } = useTranslation()
  if (event.event_type !== 'Full' || event.no_show_rule === 'off') return null
  return <p className={styles.rule}>{t(`eventShow.noShowRule.${event.no_show_rule}`, counts)}</p>
}

/** What the store's rule means for the signed-in player at this event, from their record; none until known. */
export function useNoShowRestriction(event: EventDetail, signedIn: boolean): NoShowRestriction {
  const applies = signedIn && event.event_type === 'Full' && event.no_show_rule !== 'off'
  const record = usePlayerRecord({ enabled: applies })
  if (!applies || !record.data) return { kind: 'none' }
  return noShowRestriction({
    rule: event.no_show_rule,
    missedRecently: record.data.missed_recently,
    startsAt: new Date(event.starts_at),
    registrationDeadline: event.registration_deadline ? new Date(event.registration_deadline) : null,
    now: new Date(),
  })
}

/** Why the player may not register, in their language: before asking (a restriction) or after (the API's 403). */
export function useNoShowText() {
  const { t } = useTranslation()
  const locale = useLocale()
  return {
    restriction(restriction: NoShowRestriction, event: EventDetail): string | undefined {
      if (restriction.kind === 'none') return undefined
      return restriction.kind === 'opens'
        ? t('eventShow.noShowRefusal.late', {
            ...counts,
            date: formatEventDateTime(restriction.at.toISOString(), event.timezone, locale),
          })
        : t('eventShow.noShowRefusal.barred', counts)
    },
    refusal(error: Error, event: EventDetail): string | undefined {
      return refusalText(error, event, t, locale)
    },
  }
}

function refusalText(error: Error, event: EventDetail, t: TFunction, locale: string): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 403) return undefined
  const { reason, opens_at: opensAt } = (error.body ?? {}) as { reason?: unknown; opens_at?: unknown }
  if (reason === 'no_shows_late' && typeof opensAt === 'string') {
    return t('eventShow.noShowRefusal.late', {
      ...counts,
      date: formatEventDateTime(opensAt, event.timezone, locale),
    })
  }
  return reason === 'no_shows_barred' ? t('eventShow.noShowRefusal.barred', counts) : undefined
}
