import multipart from '@fastify/multipart'
import { LOGIN_SEARCH_MIN_LENGTH } from '@questboard/domain/constants'
import { searchText } from '@questboard/domain/event-api.schema'
import { NO_SHOW_RULES } from '@questboard/domain/no-shows'
import { profileSchema, userMatchSchema } from '@questboard/domain/profile.schema'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { bodyCheckedByHandler } from '../http/body-checked-by-handler.ts'
import { notFound, refusal } from '../http/http-error.ts'
import { badRequest, detail, toolToken as security } from '../http/schemas.ts'
import { IMAGE_MULTIPART_LIMITS, imageContentType } from '../images/image-upload.ts'
import { callerOf } from '../plugins/auth.ts'
import { MEDIA_PREFIX } from './logo-url.ts'
import { type ProfileSubmission, toProfile } from './profile.service.ts'

/** At most this many users per search: enough to pick from, never a way to list everyone. */
export const AUTOCOMPLETE_LIMIT = 10

const NOT_MULTIPART = 'The profile is sent as multipart/form-data.'
const BAD_MULTIPART = 'The body is not a valid multipart/form-data form.'
const TEXT_FIELDS = ['is_public', 'lp_opted_in', 'no_show_rule', 'store_information'] as const
const PICTURE_FIELDS = ['store_logo', 'store_photo'] as const
const isPictureField = (name: string): name is (typeof PICTURE_FIELDS)[number] =>
  (PICTURE_FIELDS as readonly string[]).includes(name)

/** The profile form, for the OpenAPI document: read from the multipart stream by the route itself. */
const profileForm = z.object({
  is_public: z.enum(['true', 'false']).optional(),
  lp_opted_in: z.enum(['true', 'false']).optional(),
  no_show_rule: z
    .enum(NO_SHOW_RULES)
    .optional()
    .describe(
      'Players who missed 2 or more events in the last 90 days register: always (off), only in the last 48 hours, or never',
    ),
  store_information: z.string().optional().describe('A JSON object (spec §5 store rules)'),
  store_logo: z
    .string()
    .meta({ format: 'binary' })
    .optional()
    .describe('A JPEG or PNG file, or an empty string to delete the logo'),
  store_photo: z
    .string()
    .meta({ format: 'binary' })
    .optional()
    .describe('A JPEG, PNG or WebP file, or an empty string to delete the photo (issue 13 §7)'),
})

/**
 * `GET`/`POST /api/users/me/` (the store profile), `GET /api/users/autocomplete/{search}/`, and the stored
 * logos under `/media/logos/`. Decision 012: reading the profile is for anyone signed in, changing it (every
 * field of it is the store's) and searching users for organizers and admins.
 */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users, profiles } = app.services

  // Only the profile takes a body, and only as multipart: anything else gets its 400, not a 415.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, _payload, done) => done(null))
  // A file over the limit is cut short and marked truncated, so the other fields are still read and checked.
  await app.register(multipart, {
    limits: { ...IMAGE_MULTIPART_LIMITS, files: PICTURE_FIELDS.length },
    throwFileSizeLimit: false,
  })

  app.get(
    '/api/users/me/',
    {
      preHandler: app.requireCaller,
      schema: {
        tags: ['users'],
        summary: 'The caller’s Event API user record and store profile',
        security,
        response: { 200: profileSchema, 401: detail },
      },
    },
    async (request) => {
      // The token's user was read before the handler; read again so a save just made shows at once.
      const user = request.caller && (await users.findById(request.caller.user.id))
      if (!user) throw new Error('the caller has no user record')
      return toProfile(user, app.config.publicUrl)
    },
  )

  app.post(
    '/api/users/me/',
    {
      preHandler: [app.requireRole('organizer', 'admin'), app.limitRate('upload')],
      validatorCompiler: bodyCheckedByHandler,
      schema: {
        tags: ['users'],
        summary: 'Saves the store profile (multipart; an absent field keeps its value)',
        description:
          'Fields: `is_public`, `lp_opted_in` (true/false), `no_show_rule` (off, last_48_hours, closed), `store_information` (a JSON string, spec §5 store ' +
          'rules), `store_logo` (a JPEG or PNG file of at most 5,000,000 bytes, or an empty string to delete ' +
          'the logo), `store_photo` (a JPEG, PNG or WebP file of at most 5,000,000 bytes, stored as WebP in ' +
          'several widths, cropped to 16:9; an empty string deletes it). All or nothing: a 400 changes nothing.',
        security,
        consumes: ['multipart/form-data'],
        body: profileForm,
        response: {
          204: z.null().describe('Saved'),
          400: badRequest,
          401: detail,
          403: detail,
          429: detail,
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request)
      if (!request.isMultipart()) throw refusal(400, NOT_MULTIPART)
      let submission: ProfileSubmission
      try {
        submission = await readSubmission(request)
      } catch (error) {
        request.log.info({ err: error }, 'profile form refused')
        throw refusal(400, BAD_MULTIPART)
      }
      await profiles.update(caller.user, submission)
      return reply.status(204).send(null)
    },
  )

  app.get(
    '/api/users/autocomplete/:search/',
    {
      preHandler: app.requireRole('organizer', 'admin'),
      schema: {
        tags: ['users'],
        summary: 'Users whose nickname contains the search (any case), at most 10; none under 2 characters',
        security,
        params: z.object({ search: searchText() }),
        response: { 200: z.array(userMatchSchema), 401: detail, 403: detail },
      },
    },
    async (request) => {
      const search = request.params.search.trim()
      if ([...search].length < LOGIN_SEARCH_MIN_LENGTH) return []
      return users.searchByNickname(search, AUTOCOMPLETE_LIMIT)
    },
  )

  app.get(
    `${MEDIA_PREFIX}/logos/:user/:file`,
    {
      schema: {
        tags: ['users'],
        summary: 'A store logo (public; the URL changes whenever the logo does)',
        params: z.object({
          user: z.string().regex(/^\d{1,10}$/),
          file: z.string().regex(/^[0-9a-f]{8,64}\.(jpg|png)$/),
        }),
        response: { 200: z.any().describe('image/jpeg or image/png'), 404: detail },
      },
      // A malformed name is just an unknown logo.
      errorHandler: (_error, _request, reply) => reply.status(404).send({ detail: 'Not found.' }),
    },
    async (request, reply) => {
      const key = `logos/${request.params.user}/${request.params.file}`
      const bytes = await app.storage.get(key)
      const contentType = imageContentType(key)
      if (!bytes || !contentType) throw notFound()
      return reply
        .header('Content-Type', contentType)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .send(bytes)
    },
  )
}

/** The profile's fields from the multipart body; unknown fields and files are read past and ignored. */
async function readSubmission(request: FastifyRequest): Promise<ProfileSubmission> {
  const submission: ProfileSubmission = {}
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (!isPictureField(part.fieldname)) {
        part.file.resume()
        continue
      }
      const bytes = await part.toBuffer()
      // What a browser sends for a file input left empty.
      if (part.filename === '' && bytes.length === 0) continue
      submission[part.fieldname] = { bytes, truncated: part.file.truncated }
    } else if (isPictureField(part.fieldname)) {
      submission[part.fieldname] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value)
    } else if ((TEXT_FIELDS as readonly string[]).includes(part.fieldname)) {
      const field = part.fieldname as (typeof TEXT_FIELDS)[number]
      if (field === 'store_information') submission.store_information = part.value
      else submission[field] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value)
    }
  }
  return submission
}
