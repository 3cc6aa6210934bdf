import { alertSchema } from '@questboard/domain/mail-news.schema'
import { pictureSchema } from '@questboard/domain/picture.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { toAlert } from '../alerts/alerts.service.ts'
import { AccountServiceError } from '../authentication/account-client.ts'
import { HttpError, refusal } from '../http/http-error.ts'
import { badRequest, detail, toolToken } from '../http/schemas.ts'
import { pictureOrNull } from '../pictures/pictures.ts'
import { callerOf } from '../plugins/auth.ts'
import { logoUrlOf } from '../users/logo-url.ts'

const eventSummary = {
  event_id: z.number().int(),
  event_name: z.string(),
  event_start_date: z.string().describe('Venue wall clock, YYYY-MM-DDTHH:mm'),
  event_timezone: z.string(),
}

const exportSchema = z
  .object({
    exported_at: z.string(),
    account: z
      .record(z.string(), z.unknown())
      .describe("The account service's account (GET /main/v1/user/me)"),
    loyalty: z.unknown().describe('The loyalty balances and ledger, from the account service'),
    event_api: z.object({
      user: z.object({
        id: z.number().int(),
        nickname: z.string(),
        email: z.string(),
        country: z.string().nullable(),
        birth_date: z.string().nullable(),
        language: z.string(),
        created_at: z.string(),
      }),
      store_profile: z.object({
        is_public: z.boolean(),
        lp_opted: z.boolean(),
        logo_url: z.string().nullable(),
        photo: pictureSchema.nullable(),
        store_information: z.record(z.string(), z.unknown()).nullable(),
      }),
      registrations: z.array(
        z.object({
          ...eventSummary,
          registered_at: z.string(),
          deck_photo_url: z.string().nullable().describe('GET it with the tool token'),
          deck_photo_uploaded_at: z.string().nullable(),
        }),
      ),
      waitlists: z.array(
        z.object({
          ...eventSummary,
          joined_at: z.string(),
          offered_at: z.string().nullable(),
          offer_expires_at: z.string().nullable(),
        }),
      ),
      results: z.array(
        z.object({
          ...eventSummary,
          category: z.string(),
          position: z.number().int().nullable(),
          xp: z.number().int(),
          coins: z.number().int(),
          recorded_at: z.string(),
        }),
      ),
      followed_stores: z.array(z.object({ store_id: z.number().int(), followed_at: z.string() })),
      alerts: z.array(alertSchema),
      mail_preferences: z
        .object({ daily_digest: z.boolean(), updated_at: z.string() })
        .nullable()
        .describe('Null when never changed: the daily digests are on'),
      mailed_events: z
        .array(z.object({ event_id: z.number().int(), mailed_at: z.string() }))
        .describe('The events the morning mails (digests, alerts) listed, until they end'),
      organizer_requests: z.array(z.record(z.string(), z.unknown())),
      events_owned: z.array(z.object({ ...eventSummary, status: z.string() })),
      newsletter: z.record(z.string(), z.unknown()).nullable(),
    }),
  })
  .describe('Everything Questboard holds about the caller (docs/decisions/021)')

const iso = (date: Date | null) => date?.toISOString() ?? null
const isoRows = <Row extends Record<string, unknown>>(rows: Row[]) =>
  rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [key, value instanceof Date ? iso(value) : value]),
    ),
  )

/** `POST /api/users/me/export/`: the caller's data from both services, as one JSON download. */
export const personalDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const { personalData, accounts } = app.services

  app.post(
    '/api/users/me/export/',
    {
      preHandler: app.requireCaller,
      schema: {
        tags: ['users'],
        summary: 'Downloads everything Questboard holds about the caller, as JSON',
        description:
          "The tool token names the Event API user; the body's account access token lets this API read the " +
          "account and loyalty ledger from the account service (`GET /main/v1/user/me/export`) on the caller's " +
          'behalf. Both must be the same person. Sent as an attachment, never cached.',
        security: toolToken,
        body: z.object({ access_token: z.string().min(1, 'This value is required') }),
        response: {
          200: exportSchema,
          400: badRequest,
          401: detail,
          403: detail,
          503: detail,
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request)
      let account: Awaited<ReturnType<typeof accounts.exportOf>>
      try {
        account = await accounts.exportOf(request.body.access_token)
      } catch (error) {
        if (error instanceof AccountServiceError && error.status !== undefined && error.status < 500) {
          throw new HttpError(400, { access_token: ['The access token is invalid or has expired.'] })
        }
        request.log.warn({ err: error }, 'account export unavailable')
        throw refusal(503, 'The account service is not available; try again later.')
      }
      if (account.account.id !== caller.user.subject) {
        throw refusal(403, 'The access token belongs to another account.')
      }
      const data = await personalData.exportOf(caller.user.id)
      if (!data) throw refusal(401, 'Invalid token.')
      const { user } = data
      reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', 'attachment; filename="questboard-data.json"')
      return {
        exported_at: new Date().toISOString(),
        account: account.account,
        loyalty: account.loyalty,
        event_api: {
          user: {
            id: user.id,
            nickname: user.nickname,
            email: user.email,
            country: user.country,
            birth_date: user.birthDate,
            language: user.locale,
            created_at: user.createdAt.toISOString(),
          },
          store_profile: {
            is_public: user.isPublic,
            lp_opted: user.lpOpted,
            logo_url: logoUrlOf(user, app.config.publicUrl),
            photo: pictureOrNull(user.storePhoto, app.config.publicUrl),
            store_information: user.storeInformation ?? null,
          },
          registrations: data.registrations.map(({ has_deck_photo, ...row }) => ({
            ...row,
            registered_at: row.registered_at.toISOString(),
            deck_photo_url: has_deck_photo ? `/api/events/${row.event_id}/register/deck/` : null,
            deck_photo_uploaded_at: iso(row.deck_photo_uploaded_at),
          })),
          waitlists: data.waiting.map((row) => ({
            ...row,
            joined_at: row.joined_at.toISOString(),
            offered_at: iso(row.offered_at),
            offer_expires_at: iso(row.offer_expires_at),
          })),
          results: data.results.map((row) => ({ ...row, recorded_at: row.recorded_at.toISOString() })),
          followed_stores: data.follows.map((row) => ({
            ...row,
            followed_at: row.followed_at.toISOString(),
          })),
          alerts: data.alerts.map(toAlert),
          mail_preferences: data.preferences
            ? { ...data.preferences, updated_at: data.preferences.updated_at.toISOString() }
            : null,
          mailed_events: data.mailed.map((row) => ({ ...row, mailed_at: row.mailed_at.toISOString() })),
          organizer_requests: isoRows(data.requests),
          events_owned: data.owned,
          newsletter: data.newsletter ? (isoRows([data.newsletter])[0] ?? null) : null,
        },
      }
    },
  )
}
