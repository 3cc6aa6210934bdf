import { DrizzleQueryError } from 'drizzle-orm/errors'
import Fastify from 'fastify'
import { type FastifyPluginAsyncZod, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { z } from 'zod'
import { errorsPlugin, toFieldErrors } from './errors.ts'

describe('toFieldErrors', () => {
  test('groups messages by field, nesting nested fields', () => {
    expect(
      toFieldErrors([
        { instancePath: '/name', message: 'This value is required' },
        { instancePath: '/name', message: 'At most 200 characters' },
        { instancePath: '/address/city', message: 'This value is required' },
        { instancePath: '/players/0/position', message: 'Expected a number' },
        { instancePath: '', message: 'Unrecognized key: "extra"' },
      ]),
    ).toEqual({
      name: ['This value is required', 'At most 200 characters'],
      address: { city: ['This value is required'] },
      players: { 0: { position: ['Expected a number'] } },
      non_field_errors: ['Unrecognized key: "extra"'],
    })
  })

  test('keeps both when a field and a part of it fail', () => {
    expect(
      toFieldErrors([
        { instancePath: '/address/city', message: 'Too long' },
        { instancePath: '/address', message: 'Invalid address' },
      ]),
    ).toEqual({ address: { city: ['Too long'], non_field_errors: ['Invalid address'] } })
    expect(
      toFieldErrors([
        { instancePath: '/address', message: 'Invalid address' },
        { instancePath: '/address/city', message: 'Too long' },
      ]),
    ).toEqual({ address: ['Invalid address', 'Too long'] })
  })
})

/** What node-postgres reports, as drizzle wraps it: `new pg.DatabaseError(…)` carries the server's SQLSTATE. */
const serverError = (message: string, code: string, severity = 'ERROR') =>
  new DrizzleQueryError(
    'insert into "registrations" …',
    [],
    Object.assign(new pg.DatabaseError(message, 0, 'error'), { code, severity }),
  )

const databaseFaults: Record<string, Error> = {
  terminated: serverError('terminating connection due to administrator command', '57P01', 'FATAL'),
  starting: serverError('the database system is starting up', '57P03', 'FATAL'),
  'connection-failure': serverError('connection failure', '08006'),
  'statement-timeout': serverError('canceling statement due to statement timeout', '57014'),
  'connection-lost': new DrizzleQueryError('commit', [], new Error('Connection terminated unexpectedly')),
  'not-queryable': new DrizzleQueryError(
    'rollback',
    [],
    new Error('Client has encountered a connection error and is not queryable'),
  ),
  'pool-timeout': new Error('timeout exceeded when trying to connect'),
  refused: new AggregateError([
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
  ]),
  'disk-full': serverError('could not extend file "base/5/16385": No space left on device', '53100'),
}

describe('the error handler', () => {
  const app = Fastify()
  const routes: FastifyPluginAsyncZod = async (instance) => {
    instance.post(
      '/things/',
      {
        schema: {
          querystring: z.object({ page: z.coerce.number().int().min(1).optional() }),
          body: z.object({
            name: z.string().min(1, 'This value is required'),
            address: z.object({ city: z.string().max(5, 'At most 5 characters') }),
          }),
        },
      },
      async () => ({ ok: true }),
    )
    instance.get('/boom/', async () => {
      throw new Error('secret internals')
    })
    instance.get('/conflict/', async () => {
      throw Object.assign(new Error('The event is sold out'), { statusCode: 409 })
    })
    instance.get('/database/:fault/', async (request) => {
      throw databaseFaults[(request.params as { fault: string }).fault]
    })
    instance.get('/peer-away/', async (_request, reply) =>
      reply.status(503).send({ detail: 'The loyalty service is not available; try again later.' }),
    )
  }

  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler)
    app.setSerializerCompiler(serializerCompiler)
    await app.register(errorsPlugin)
    await app.register(routes)
    await app.ready()
  })
  afterAll(() => app.close())

  test('answers 400 with field → messages for an invalid body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/things/',
      payload: { name: '', address: { city: 'Amsterdam' } },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      name: ['This value is required'],
      address: { city: ['At most 5 characters'] },
    })
  })

  test('answers 400 naming the query parameter', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/things/?page=zero',
      payload: { name: 'x', address: { city: 'Lyon' } },
    })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json())).toEqual(['page'])
  })

  test.each([
    ['malformed JSON', '{"name":', 'application/json'],
    ['an empty JSON body', '', 'application/json'],
    ['an unsupported content type', 'name=x', 'text/csv'],
  ])('answers a 4xx {detail} for %s, never a 500', async (_case, payload, contentType) => {
    const response = await app.inject({
      method: 'POST',
      url: '/things/',
      payload,
      headers: { 'content-type': contentType },
    })
    expect(response.statusCode).toBeGreaterThanOrEqual(400)
    expect(response.statusCode).toBeLessThan(500)
    expect(response.json()).toEqual({ detail: expect.any(String) })
  })

  test('keeps the status and message of a deliberate client error', async () => {
    const response = await app.inject({ method: 'GET', url: '/conflict/' })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ detail: 'The event is sold out' })
  })

  test('hides the message of an unexpected error behind a 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/boom/' })
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ detail: 'A server error occurred.' })
  })

  test.each([
    'terminated',
    'starting',
    'connection-failure',
    'statement-timeout',
    'connection-lost',
    'not-queryable',
    'pool-timeout',
    'refused',
  ])(
    'answers 503 with Retry-After and a {detail} in the user’s terms when the database is away (%s)',
    async (fault) => {
      const response = await app.inject({ method: 'GET', url: `/database/${fault}/` })
      expect(response.statusCode).toBe(503)
      expect(response.headers['retry-after']).toBe('5')
      expect(response.json()).toEqual({
        detail: 'The service is briefly unavailable. Please try again in a few seconds.',
      })
    },
  )

  test('answers 507 with Retry-After when the database’s disk is full', async () => {
    const response = await app.inject({ method: 'GET', url: '/database/disk-full/' })
    expect(response.statusCode).toBe(507)
    expect(response.headers['retry-after']).toBe('60')
    expect(response.json()).toEqual({
      detail:
        'The service cannot save anything right now because its storage is full. Please try again later.',
    })
  })

  test('adds Retry-After to a 503 a route answers itself', async () => {
    const response = await app.inject({ method: 'GET', url: '/peer-away/' })
    expect(response.statusCode).toBe(503)
    expect(response.headers['retry-after']).toBe('5')
  })

  test('gives no Retry-After to a 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/boom/' })
    expect(response.headers['retry-after']).toBeUndefined()
  })
})
