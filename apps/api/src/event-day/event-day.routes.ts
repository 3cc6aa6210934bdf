import {
  checkInBodySchema,
  checkInEntrySchema,
  dropBodySchema,
  dropSchema,
  eventDayRoundSchema,
  eventDayTableSchema,
  matchResultBodySchema,
  pairRoundBodySchema,
  rePairBodySchema,
  standingSchema,
} from '@questboard/domain/event-day/event-day-api.schema'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { bodyCheckedByHandler } from '../http/body-checked-by-handler.ts'
import { sendPreSerialized } from '../http/pre-serialized.ts'
import { badRequest, detail, idParams, toolToken as security } from '../http/schemas.ts'
import { type Answer, idempotent } from '../idempotency/idempotency.ts'
import { callerOf } from '../plugins/auth.ts'

const writeRefusals = { 400: badRequest, 401: detail, 403: detail, 404: detail, 409: detail, 422: detail }
const roundParams = idParams.extend({ n: idParams.shape.id })
const matchParams = idParams.extend({ match_id: idParams.shape.id })
const DEVICE_PAIRING =
  ' A device that paired the round itself (an offline console) sends its `seed` and the `tables` it computed ' +
  '(check-in ids): the server pairs from that seed and makes the round only when its tables are the same (409 ' +
  'otherwise: the event day changed meanwhile). Without a seed the server draws one.'
const IDEMPOTENCY =
  ' Accepts an `Idempotency-Key` header: a retry of the same request with the same key gets the first answer ' +
  'again without doing anything twice (422 when the key came with another request, 409 while it still runs).'

/**
 * Event day (issue 14, decision 025): check-in, rounds, results, standings, drops. Thin: the rules are in the
 * services, the pairing in packages/domain; every write goes through the shared Idempotency-Key helper.
 */
export const eventDayRoutes: FastifyPluginAsyncZod = async (app) => {
  const { checkIns, rounds, matches } = app.services.eventDay
  const organizerOrAdmin = app.requireRole('organizer', 'admin')

  /** Runs a write once per Idempotency-Key and answers what it answered. */
  async function write(request: FastifyRequest, reply: FastifyReply, run: () => Promise<Answer>) {
    const answer = await idempotent(app.db, callerOf(request).user.id, request, run)
    return reply.status(answer.status).send(answer.body)
  }

  app.post(
    '/api/events/:id/check_ins/',
    {
      preHandler: organizerOrAdmin,
      // The service parses the body (its schema below), giving the spec's messages.
      validatorCompiler: bodyCheckedByHandler,
      schema: {
        tags: ['event day'],
        summary: 'Checks a player in: by check-in code, by account (registered or walk-in) or as a guest',
        description:
          'Body: one of `{"code"}`, `{"user_id"}`, `{"guest_name"}`. 201 checked in, 200 already was. A player of the ' +
          'waitlist (`user_id`; `GET …/waitlist/` gives the line in order) is registered into a free seat first — a ' +
          'seat given back, or once the first round is paired a no-show’s — and 409 when none is free.' +
          IDEMPOTENCY,
        security,
        body: checkInBodySchema,
        params: idParams,
        response: { 200: checkInEntrySchema, 201: checkInEntrySchema, ...writeRefusals },
      },
    },
    (request, reply) =>
      write(request, reply, async () => {
        const { created, entry } = await checkIns.checkIn(request.params.id, request.body, callerOf(request))
        return { status: created ? 201 : 200, body: entry }
      }),
  )

  app.get(
    '/api/events/:id/check_ins/',
    {
      preHandler: organizerOrAdmin,
      schema: {
        tags: ['event day'],
        summary: 'The registered players (checked in or not, no-shows marked), then walk-ins and guests',
        security,
        params: idParams,
        response: { 200: z.array(checkInEntrySchema), 401: detail, 403: detail, 404: detail },
      },
    },
    (request) => checkIns.list(request.params.id, callerOf(request)),
  )

  app.post(
    '/api/events/:id/rounds/',
    {
      preHandler: organizerOrAdmin,
      // The service parses the body (its schema below), giving the spec's messages.
      validatorCompiler: bodyCheckedByHandler,
      schema: {
        tags: ['event day'],
        summary: 'Pairs the next round of the current stage (or the first of the next stage)',
        description: `Optional body \`{"rounds"}\`: the number of rounds of the current Swiss stage (suggested: ⌈log₂ players⌉). 409 while a match of the current round has no confirmed result, or once the last stage is over.${DEVICE_PAIRING}${IDEMPOTENCY}`,
        security,
        body: pairRoundBodySchema.optional(),
        params: idParams,
        response: { 201: eventDayRoundSchema, ...writeRefusals },
      },
    },
    (request, reply) =>
      write(request, reply, async () => ({
        status: 201,
        body: await rounds.pair(request.params.id, request.body, callerOf(request)),
      })),
  )

  app.get(
    '/api/events/:id/rounds/',
    {
      schema: {
        tags: ['event day'],
        summary: 'Every round so far with its tables and results (public)',
        params: idParams,
        response: { 200: z.array(eventDayRoundSchema), 404: detail },
      },
    },
    (request) => rounds.list(request.params.id, request.caller),
  )

  app.get(
    '/api/events/:id/rounds/:n/',
    {
      schema: {
        tags: ['event day'],
        summary: 'One round: its tables with both players or a bye, and the results so far (public)',
        params: roundParams,
        response: { 200: eventDayRoundSchema, 404: detail },
      },
    },
    // JSON already (decision 033: written once per change of the day, for the hundreds of watchers who ask).
    async (request, reply) =>
      sendPreSerialized(reply, await rounds.get(request.params.id, request.params.n, request.caller)),
  )

  app.post(
    '/api/events/:id/rounds/:n/re_pair/',
    {
      preHandler: organizerOrAdmin,
      // The service parses the body (its schema below), giving the spec's messages.
      validatorCompiler: bodyCheckedByHandler,
      schema: {
        tags: ['event day'],
        summary: 'Pairs the current round again with a new seed, before any result (logged with who did it)',
        description: `Optional body \`{"seed", "tables"}\`.${DEVICE_PAIRING}${IDEMPOTENCY}`,
        security,
        body: rePairBodySchema.optional(),
        params: roundParams,
        response: { 200: eventDayRoundSchema, ...writeRefusals },
      },
    },
    (request, reply) =>
      write(request, reply, async () => ({
        status: 200,
        body: await rounds.rePair(request.params.id, request.params.n, request.body, callerOf(request)),
      })),
  )

  app.put(
    '/api/events/:id/matches/:match_id/',
    {
      preHandler: app.requireCaller,
      // The service parses the body (its schema below), giving the spec's messages.
      validatorCompiler: bodyCheckedByHandler,
      schema: {
        tags: ['event day'],
        summary: 'Enters a result (the organizer: final) or reports one’s own (confirmed by the opponent)',
        description: `Body \`{"player1_wins", "player2_wins", "draws"}\`; an elimination match needs a winner. A player's report is confirmed when the opponent reports the same, disputed otherwise (the organizer decides).${IDEMPOTENCY}`,
        security,
        body: matchResultBodySchema,
        params: matchParams,
        response: { 200: eventDayTableSchema, ...writeRefusals },
      },
    },
    (request, reply) =>
      write(request, reply, async () => ({
        status: 200,
        body: await matches.enter(
          request.params.id,
          request.params.match_id,
          request.body,
          callerOf(request),
        ),
      })),
  )

  app.get(
    '/api/events/:id/standings/',
    {
      schema: {
        tags: ['event day'],
        summary: 'The standings: match points, then OMW %, GW %, OGW % (each floored at 33 %) (public)',
        description:
          'The latest stage ranks its players first (a top 8 by its results), the earlier stages the rest.',
        params: idParams,
        response: { 200: z.array(standingSchema), 404: detail },
      },
    },
    async (request, reply) =>
      sendPreSerialized(reply, await rounds.standings(request.params.id, request.caller)),
  )

  app.post(
    '/api/events/:id/drops/',
    {
      preHandler: organizerOrAdmin,
      // The service parses the body (its schema below), giving the spec's messages.
      validatorCompiler: bodyCheckedByHandler,
      schema: {
        tags: ['event day'],
        summary: 'Drops a player: paired no more; their results and standing stay',
        description: `Body \`{"check_in_id"}\`. 201 dropped, 200 already was.${IDEMPOTENCY}`,
        security,
        body: dropBodySchema,
        params: idParams,
        response: { 200: dropSchema, 201: dropSchema, ...writeRefusals },
      },
    },
    (request, reply) =>
      write(request, reply, async () => {
        const { created, drop } = await checkIns.drop(request.params.id, request.body, callerOf(request))
        return { status: created ? 201 : 200, body: drop }
      }),
  )
}
