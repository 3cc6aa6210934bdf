import {
  roundTimerSchema,
  timerChangeBodySchema,
  timerExtendBodySchema,
  timerStartBodySchema,
} from '@questboard/domain/event-day/live.schema'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { bodyCheckedByHandler } from '../http/body-checked-by-handler.ts'
import { badRequest, detail, idParams, toolToken as security } from '../http/schemas.ts'
import { type Answer, idempotent } from '../idempotency/idempotency.ts'
import { callerOf } from '../plugins/auth.ts'

const roundParams = idParams.extend({ n: idParams.shape.id })
const writeRefusals = { 400: badRequest, 401: detail, 403: detail, 404: detail, 409: detail, 422: detail }
const IDEMPOTENCY =
  ' Accepts an `Idempotency-Key` header: a retry of the same request with the same key gets the first answer ' +
  'again without doing anything twice (422 when the key came with another request, 409 while it still runs).'
const CURRENT = ' Only the current round’s timer may change (409 for an earlier round).'
const AT =
  ' Optional `at` (ISO date-time): when the organizer made the change, on the server’s clock as their device ' +
  'reckons it; an offline console’s change sent later counts from then (taken between the round’s pairing and now).'

/**
 * The round timer (issue 14 §3, decision 033): read by anyone who may see the rounds, changed by the event's
 * organizer or an admin; every change reaches the live views (`GET /api/events/{id}/live/`).
 */
export const timerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { timer } = app.services.eventDay
  const organizerOrAdmin = app.requireRole('organizer', 'admin')

  async function write(request: FastifyRequest, reply: FastifyReply, run: () => Promise<Answer>) {
    const answer = await idempotent(app.db, callerOf(request).user.id, request, run)
    return reply.status(answer.status).send(answer.body)
  }

  app.get(
    '/api/events/:id/rounds/:n/timer/',
    {
      schema: {
        tags: ['event day'],
        summary: 'The round’s timer: not started, running, paused or over, with the time left (public)',
        params: roundParams,
        response: { 200: roundTimerSchema, 404: detail },
      },
    },
    (request) => timer.get(request.params.id, request.params.n, request.caller),
  )

  app.post(
    '/api/events/:id/rounds/:n/timer/start/',
    {
      preHandler: organizerOrAdmin,
      // The service parses the body (its schema below), giving the spec's messages.
      validatorCompiler: bodyCheckedByHandler,
      schema: {
        tags: ['event day'],
        summary: 'Starts the round’s timer for `minutes` from now (a running or paused timer starts again)',
        description: `Body \`{"minutes"}\` (1–180).${AT}${CURRENT}${IDEMPOTENCY}`,
        security,
        body: timerStartBodySchema,
        params: roundParams,
        response: { 200: roundTimerSchema, ...writeRefusals },
      },
    },
    (request, reply) =>
      write(request, reply, async () => ({
        status: 200,
        body: await timer.start(request.params.id, request.params.n, request.body, callerOf(request)),
      })),
  )

  app.post(
    '/api/events/:id/rounds/:n/timer/pause/',
    {
      preHandler: organizerOrAdmin,
      validatorCompiler: bodyCheckedByHandler,
      schema: {
        tags: ['event day'],
        summary: 'Pauses the running timer, keeping the time left',
        description: `409 when it is not running. Optional body \`{"at"}\`.${AT}${CURRENT}${IDEMPOTENCY}`,
        security,
        body: timerChangeBodySchema.optional(),
        params: roundParams,
        response: { 200: roundTimerSchema, ...writeRefusals },
      },
    },
    (request, reply) =>
      write(request, reply, async () => ({
        status: 200,
        body: await timer.pause(request.params.id, request.params.n, request.body, callerOf(request)),
      })),
  )

  app.post(
    '/api/events/:id/rounds/:n/timer/resume/',
    {
      preHandler: organizerOrAdmin,
      validatorCompiler: bodyCheckedByHandler,
      schema: {
        tags: ['event day'],
        summary: 'Runs the paused timer again with the time it had left',
        description: `409 when it is not paused. Optional body \`{"at"}\`.${AT}${CURRENT}${IDEMPOTENCY}`,
        security,
        body: timerChangeBodySchema.optional(),
        params: roundParams,
        response: { 200: roundTimerSchema, ...writeRefusals },
      },
    },
    (request, reply) =>
      write(request, reply, async () => ({
        status: 200,
        body: await timer.resume(request.params.id, request.params.n, request.body, callerOf(request)),
      })),
  )

  app.post(
    '/api/events/:id/rounds/:n/timer/extend/',
    {
      preHandler: organizerOrAdmin,
      validatorCompiler: bodyCheckedByHandler,
      schema: {
        tags: ['event day'],
        summary: 'Adds `minutes` to the timer (running, paused, or over: then from now)',
        description: `Body \`{"minutes"}\` (1–60). 409 before the timer is started.${AT}${CURRENT}${IDEMPOTENCY}`,
        security,
        body: timerExtendBodySchema,
        params: roundParams,
        response: { 200: roundTimerSchema, ...writeRefusals },
      },
    },
    (request, reply) =>
      write(request, reply, async () => ({
        status: 200,
        body: await timer.extend(request.params.id, request.params.n, request.body, callerOf(request)),
      })),
  )
}
