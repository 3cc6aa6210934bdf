import type { EventKind, EventSubtype } from '@questboard/domain/constants'
import { toErrorBody } from '@questboard/domain/error-body'
import { type Alert, alertBodySchema, MAX_ALERTS } from '@questboard/domain/mail-news.schema'
import { isStorableId } from '../db/ids.ts'
import type { GamesRepository } from '../games/games.repository.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { type Page, type PageQuery, pageWindow, toPage } from '../pagination.ts'
import type { AlertRow, AlertsRepository } from './alerts.repository.ts'

/** A refusal of the alerts: a bad body (400 naming the field) or one alert too many (409). */
export class AlertRefusal extends HttpError {
  override name = 'AlertRefusal'
}

export const ALERT_REFUSALS = {
  tooMany: `You have ${MAX_ALERTS} alerts, the most one may keep: delete one first.`,
} as const

export function toAlert(row: AlertRow): Alert {
  return {
    id: row.id,
    label: row.label,
    latitude: row.lat,
    longitude: row.lng,
    radius: row.radiusKm,
    game: row.gameId,
    event_type: row.eventType as EventKind | null,
    event_subtype: row.eventSubtype as EventSubtype | null,
    frequency: row.frequency,
    created_at: row.createdAt.toISOString(),
  }
}

/** A player's saved searches that mail their new events (issue 15 §2, decision 037). */
export function createAlertsService({
  alerts,
  games,
  publicUrl,
}: {
  alerts: AlertsRepository
  games: Pick<GamesRepository, 'exists'>
  publicUrl: string
}) {
  /** The body as the form sends it, checked as the spec's forms are (a 400 naming each field). */
  async function parse(raw: unknown) {
    const parsed = alertBodySchema.safeParse(raw)
    if (!parsed.success) throw new AlertRefusal(400, toErrorBody(parsed.error))
    const { game } = parsed.data
    if (game !== null && (!isStorableId(game) || !(await games.exists(game)))) {
      throw new AlertRefusal(400, { game: ['This value must be one of the proposed choices'] })
    }
    return parsed.data
  }

  return {
    async list(userId: number, query: PageQuery, requestUrl: string): Promise<Page<Alert>> {
      const { rows, count } = await alerts.list(userId, pageWindow(query))
      return toPage(rows.map(toAlert), count, query, { publicUrl, requestUrl })
    },

    async create(userId: number, raw: unknown): Promise<Alert> {
      const row = await alerts.insert(userId, await parse(raw), MAX_ALERTS)
      if (!row) throw new AlertRefusal(409, { detail: ALERT_REFUSALS.tooMany })
      return toAlert(row)
    },

    async update(userId: number, id: number, raw: unknown): Promise<Alert> {
      // Someone else's alert, or none: 404 before the body is judged (nothing to learn from a 400).
      if (!(await alerts.find(userId, id))) throw notFound()
      const row = await alerts.update(userId, id, await parse(raw))
      if (!row) throw notFound()
      return toAlert(row)
    },

    async delete(userId: number, id: number): Promise<void> {
      if (!(await alerts.delete(userId, id))) throw notFound()
    },
  }
}

export type AlertsService = ReturnType<typeof createAlertsService>
