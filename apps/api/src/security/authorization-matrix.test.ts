// Longer than 300 lines: one matrix of every route against the six callers, read as a whole; the rows share its set-up.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { serviceToken, signIn } from '@questboard/account/testing/oidc-client'
import { startTestService, type TestService, WEB_URL } from '@questboard/account/testing/service'
import { DEMO_ACCOUNT_IDS } from '@questboard/demo/accounts'
import { eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createToolTokensRepository } from '../authentication/tool-tokens.repository.ts'
import { eventSeries, events } from '../db/schema.ts'
import { createUnsubscribeLinks } from '../mail-preferences/unsubscribe-links.ts'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { createEvent, register, validEventBody, wallClockIn } from '../testing/factories.ts'
import { createPlayer, createRegistrationEvent } from '../testing/registration-fixtures.ts'

/**
 * The authorization matrix (issue 12, deliverable 9): every endpoint of the Event API's OpenAPI document ×
 * the six callers, the rule written once below as a table. The callers are the demo accounts of the real
 * account service, signed in as the web app does and traded for tool tokens at `POST /authenticate/`, so the
 * roles and the birth date come from where they come from in production.
 *
 * Outcomes: `ok` is any answer below 500 but 401, 403 and 404 (a validation 400 or a state 409 is the
 * endpoint doing its work: the caller got past the authorization); 401, 403 and 404 are exact.
 * Rows are written from spec §6 and DESIGN.md (a kid, 14, may browse but not participate; organizers manage
 * their own events and store only; admins edit any event and see the admin lists; drafts are invisible, 404,
 * to all but their owner and admins).
 *
 * Longer than our files usually are on purpose: the matrix is one table to read and change in one place.
 */

const CALLERS = ['anonymous', 'player', 'kid', 'organizer', 'organizer2', 'admin'] as const
type CallerName = (typeof CALLERS)[number]
type Outcome = 'ok' | 401 | 403 | 404

interface Fixtures {
  /** The organizer's published event, starting in two days. */
  published: number
  /** The organizer's draft. */
  draft: number
  /** The organizer's published event that ended yesterday, the player registered. */
  ended: number
  /** The organizer's published event everybody but the kid is registered for; the player sent a deck photo. */
  decks: number
  /** The organizer's public store (their Event API user id). */
  store: number
  /** Pending organizer requests, one for approval and one for rejection. */
  toApprove: number
  toReject: number
  userIds: Record<Exclude<CallerName, 'anonymous'>, number>
  accessTokens: Record<Exclude<CallerName, 'anonymous'>, string>
  logoPath: string
  /** One width of the organizer's store photo (issue 13 §7). */
  picturePath: string
  png: Buffer
}

interface Row {
  /** As in the OpenAPI document: `GET /api/events/{id}/`. */
  endpoint: string
  /** What the row is about, when an endpoint has several. */
  case?: string
  /** The request for this caller; called once per caller, so a row may make a fresh event for each. */
  request: (f: Fixtures, caller: CallerName) => Promise<Partial<InjectOptions>> | Partial<InjectOptions>
  /** Issue the caller a token of their own for this row (the row revokes it). */
  ownToken?: boolean
  /** Statuses that also count as `ok` here, with the reason. */
  okAlso?: number[]
  expected: Record<CallerName, Outcome>
}

/** Everybody may: public endpoints. */
const everybody: Record<CallerName, Outcome> = {
  anonymous: 'ok',
  player: 'ok',
  kid: 'ok',
  organizer: 'ok',
  organizer2: 'ok',
  admin: 'ok',
}
/** Any signed-in caller, the kid included (their own data, no participation). */
const signedIn: Record<CallerName, Outcome> = { ...everybody, anonymous: 401 }
/** Participation: signed in and at least 15 (spec §6). */
const participants: Record<CallerName, Outcome> = { ...signedIn, kid: 403 }
/** Organizers and admins, whatever the target (their own store profile, user search, creating). */
const organizersAndAdmins: Record<CallerName, Outcome> = { ...signedIn, player: 403, kid: 403 }
/** The organizer of the target event and admins; another organizer is refused. */
const ownerAndAdmin: Record<CallerName, Outcome> = { ...organizersAndAdmins, organizer2: 403 }
/** Admins only. */
const adminsOnly: Record<CallerName, Outcome> = { ...ownerAndAdmin, organizer: 403 }
/** A draft: its owner and admins see it; for everybody else it does not exist. */
const draftVisibility: Record<CallerName, Outcome> = {
  anonymous: 404,
  player: 404,
  kid: 404,
  organizer: 'ok',
  organizer2: 404,
  admin: 'ok',
}

/**
 * Writing a draft: the role comes first (a player or the kid gets 403 whatever the id, which tells nothing);
 * another organizer, who holds the role, does not learn the draft exists (404).
 */
const draftWrites: Record<CallerName, Outcome> = { ...draftVisibility, anonymous: 401, player: 403, kid: 403 }

/** A saved search (decision 037). */
const alertBody = { label: 'Matrix', latitude: 48.85, longitude: 2.35, radius: 10, frequency: 'daily' }
/** One's own alert: its owner (the player) may change it; for everyone else it does not exist. */
const ownAlert: Record<CallerName, Outcome> = {
  anonymous: 401,
  player: 'ok',
  kid: 404,
  organizer: 404,
  organizer2: 404,
  admin: 404,
}

/** A fresh alert of the player's, for a row that changes or deletes it. */
async function playersAlert(): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/me/alerts/',
    headers: headers.player,
    payload: alertBody,
  })
  return response.json<{ id: number }>().id
}

/** The unsubscribe token of the player's digests, as their mails carry it. */
const digestToken = (f: Fixtures) =>
  createUnsubscribeLinks(app.config.mailLinkSecret).tokenFor({ list: 'digest', userId: f.userIds.player })

let sequence = 0
const unique = () => `${Date.now().toString(36)}${++sequence}`

/** A full event that every §5 rule accepts. */
const eventBody = () => ({ ...validEventBody(), name: 'Matrix tournament' })

/** The same event at the place and time of `freshEvent`'s, so an update passes the edit lock (409). */
const updateBody = () => ({
  ...eventBody(),
  address: { street: '1 rue de Rivoli', city: 'Paris', postcode: '75001', country: 'FR' },
  additional_info: { ...eventBody().additional_info, event_end_date: wallClockIn(10, '16:00') },
})

function imageForm(field: string, png: Buffer, extra: Record<string, string> = {}) {
  const data = new FormData()
  for (const [name, value] of Object.entries(extra)) data.append(name, value)
  data.append(field, new Blob([png], { type: 'image/png' }), 'picture.png')
  return data
}

let account: TestService
let app: TestApp
let dataDir: string
let fixtures: Fixtures
const headers: Record<CallerName, Record<string, string>> = {
  anonymous: {},
  player: {},
  kid: {},
  organizer: {},
  organizer2: {},
  admin: {},
}
const roles: Partial<Record<CallerName, string[]>> = {}

/** A fresh event of the organizer for rows that change or remove it. */
const freshEvent = async (status: 'published' | 'draft' = 'published') =>
  (await createEvent(app.db, fixtures.store, { start: wallClockIn(10), status })).id

/** A fresh series of the organizer, with one event (published, or a draft) at `freshEvent`'s place and time. */
async function freshSeries(status: 'published' | 'draft' = 'published') {
  const start = wallClockIn(10)
  const [series] = await app.db
    .insert(eventSeries)
    .values({
      ownerId: fixtures.store,
      repeat: { frequency: 'weekly', weekdays: ['monday'], count: 1 },
      startDate: start.slice(0, 10),
    })
    .returning({ id: eventSeries.id })
  if (!series) throw new Error('no series inserted')
  await createEvent(app.db, fixtures.store, { start, status, seriesId: series.id })
  return series.id
}

/** A fresh published event of the organizer with two guests checked in and round 1 paired (by an admin). */
async function eventWithRound(status: 'published' | 'draft' = 'published') {
  const id = await freshEvent('published')
  const as = { headers: headers.admin }
  const guest = await app.inject({
    method: 'POST',
    url: `/api/events/${id}/check_ins/`,
    ...as,
    payload: { guest_name: 'A' },
  })
  await app.inject({
    method: 'POST',
    url: `/api/events/${id}/check_ins/`,
    ...as,
    payload: { guest_name: 'B' },
  })
  const round = await app.inject({ method: 'POST', url: `/api/events/${id}/rounds/`, ...as })
  expect(round.statusCode, round.body).toBe(201)
  if (status === 'draft') await app.db.update(events).set({ status: 'draft' }).where(eq(events.id, id))
  const matchId = round.json<{ tables: { match_id: number }[] }>().tables[0]?.match_id
  return { id, matchId, checkInId: guest.json<{ id: number }>().id }
}

const ROWS: Row[] = [
  // Public reference data and health.
  { endpoint: 'GET /healthz', request: () => ({ url: '/healthz' }), expected: everybody },
  { endpoint: 'GET /api/locations/', request: () => ({ url: '/api/locations/' }), expected: everybody },
  { endpoint: 'GET /api/games/', request: () => ({ url: '/api/games/' }), expected: everybody },
  // A game's art (issue 13 §7): the publisher's, so admins only.
  {
    endpoint: 'PUT /api/games/{id}/art/',
    request: (f) => ({ url: '/api/games/2/art/', payload: imageForm('art', f.png) }),
    expected: adminsOnly,
  },
  {
    endpoint: 'DELETE /api/games/{id}/art/',
    request: () => ({ url: '/api/games/2/art/' }),
    expected: adminsOnly,
  },
  { endpoint: 'GET /api/places/', request: () => ({ url: '/api/places/?q=par' }), expected: everybody },
  { endpoint: 'GET /api/config/', request: () => ({ url: '/api/config/' }), expected: everybody },

  // Sign-in and sign-out.
  {
    endpoint: 'POST /authenticate/',
    case: "trading a valid access token (the player's)",
    request: (f) => ({ payload: { access_token: f.accessTokens.player } }),
    expected: everybody,
  },
  {
    endpoint: 'DELETE /authenticate/',
    ownToken: true,
    request: () => ({}),
    expected: signedIn,
  },

  // Browsing events: everybody (spec §6, anonymous visitor).
  { endpoint: 'GET /api/events/', request: () => ({ url: '/api/events/' }), expected: everybody },
  {
    endpoint: 'GET /api/events/event_locations/',
    request: () => ({ url: '/api/events/event_locations/' }),
    expected: everybody,
  },
  {
    endpoint: 'GET /api/events/{id}/',
    case: 'a published event',
    request: (f) => ({ url: `/api/events/${f.published}/` }),
    expected: everybody,
  },
  {
    endpoint: 'GET /api/events/{id}/',
    case: 'a draft',
    request: (f) => ({ url: `/api/events/${f.draft}/` }),
    expected: draftVisibility,
  },
  {
    endpoint: 'GET /api/events/{id}/players/',
    case: 'a published event',
    request: (f) => ({ url: `/api/events/${f.decks}/players/` }),
    expected: everybody,
  },
  {
    endpoint: 'GET /api/events/{id}/players/',
    case: 'a draft',
    request: (f) => ({ url: `/api/events/${f.draft}/players/` }),
    expected: draftVisibility,
  },
  { endpoint: 'GET /api/stores/', request: () => ({ url: '/api/stores/?search=Pa' }), expected: everybody },
  {
    endpoint: 'GET /api/stores/{id}/',
    request: (f) => ({ url: `/api/stores/${f.store}/` }),
    expected: everybody,
  },
  {
    endpoint: 'GET /media/logos/{user}/{file}',
    request: (f) => ({ url: f.logoPath }),
    expected: everybody,
  },
  {
    endpoint: 'GET /media/pictures/{kind}/{owner}/{file}',
    request: (f) => ({ url: f.picturePath }),
    expected: everybody,
  },

  // Own events and registrations: signed-in callers. The kid's own list is theirs to read (it is empty).
  { endpoint: 'GET /api/events/me/', request: () => ({ url: '/api/events/me/' }), expected: signedIn },
  {
    endpoint: 'POST /api/events/{id}/register/',
    request: (f) => ({ url: `/api/events/${f.published}/register/` }),
    expected: participants,
  },
  {
    endpoint: 'DELETE /api/events/{id}/register/',
    request: (f) => ({ url: `/api/events/${f.published}/register/` }),
    // Spec §6 gives "register and unregister" to connected users of at least 15.
    expected: participants,
  },
  // The waitlist (issue 15): joining and claiming are participation; leaving and reading one's place are not.
  {
    endpoint: 'POST /api/events/{id}/waitlist/',
    request: (f) => ({ url: `/api/events/${f.published}/waitlist/` }),
    expected: participants,
  },
  {
    endpoint: 'DELETE /api/events/{id}/waitlist/',
    request: (f) => ({ url: `/api/events/${f.published}/waitlist/` }),
    expected: signedIn,
  },
  {
    endpoint: 'GET /api/events/{id}/waitlist/',
    case: 'a published event: the caller’s place (the whole line for its organizer and admins)',
    request: (f) => ({ url: `/api/events/${f.published}/waitlist/` }),
    expected: signedIn,
  },
  {
    endpoint: 'GET /api/events/{id}/waitlist/',
    case: 'a draft',
    request: (f) => ({ url: `/api/events/${f.draft}/waitlist/` }),
    expected: { ...draftVisibility, anonymous: 401 },
  },
  {
    endpoint: 'POST /api/events/{id}/waitlist/claim/',
    request: (f) => ({ url: `/api/events/${f.published}/waitlist/claim/` }),
    expected: participants,
  },
  {
    endpoint: 'PUT /api/events/{id}/register/deck/',
    request: (f) => ({
      url: `/api/events/${f.decks}/register/deck/`,
      payload: imageForm('deck_photo', f.png),
    }),
    // The kid is not registered (cannot be): refused either way.
    expected: participants,
  },
  {
    endpoint: 'GET /api/events/{id}/register/deck/',
    case: "the player's deck photo: the player, the event's owner and admins; nobody else learns it exists",
    request: (f) => ({ url: `/api/events/${f.decks}/register/deck/?user=${f.userIds.player}` }),
    expected: { anonymous: 401, player: 'ok', kid: 404, organizer: 'ok', organizer2: 404, admin: 'ok' },
  },

  // Writing events: organizers and admins; changing one: its organizer and admins.
  {
    endpoint: 'POST /api/events/',
    request: () => ({ payload: eventBody() }),
    expected: organizersAndAdmins,
  },
  {
    endpoint: 'PUT /api/events/{id}/',
    request: async () => ({ url: `/api/events/${await freshEvent()}/`, payload: updateBody() }),
    expected: ownerAndAdmin,
  },
  {
    endpoint: 'PUT /api/events/{id}/',
    case: 'a draft',
    request: async () => ({ url: `/api/events/${await freshEvent('draft')}/`, payload: updateBody() }),
    expected: draftWrites,
  },
  {
    endpoint: 'POST /api/events/{id}/publish/',
    request: async () => ({ url: `/api/events/${await freshEvent('draft')}/publish/` }),
    expected: draftWrites,
  },
  {
    endpoint: 'DELETE /api/events/{id}/',
    request: async () => ({ url: `/api/events/${await freshEvent()}/` }),
    expected: ownerAndAdmin,
  },
  {
    endpoint: 'DELETE /api/events/{id}/',
    case: 'a draft',
    request: async () => ({ url: `/api/events/${await freshEvent('draft')}/` }),
    expected: draftWrites,
  },
  // An event's cover (issue 13 §7): as editing it.
  {
    endpoint: 'PUT /api/events/{id}/cover/',
    request: async (f) => ({
      url: `/api/events/${await freshEvent()}/cover/`,
      payload: imageForm('cover', f.png),
    }),
    expected: ownerAndAdmin,
  },
  {
    endpoint: 'PUT /api/events/{id}/cover/',
    case: 'a draft',
    request: async (f) => ({
      url: `/api/events/${await freshEvent('draft')}/cover/`,
      payload: imageForm('cover', f.png),
    }),
    expected: draftWrites,
  },
  {
    endpoint: 'DELETE /api/events/{id}/cover/',
    request: async () => ({ url: `/api/events/${await freshEvent()}/cover/` }),
    expected: ownerAndAdmin,
  },
  {
    endpoint: 'DELETE /api/events/{id}/cover/',
    case: 'a draft',
    request: async () => ({ url: `/api/events/${await freshEvent('draft')}/cover/` }),
    expected: draftWrites,
  },

  // Series of events (issue 15 §4): created by organizers and admins, changed by their organizer and admins.
  {
    endpoint: 'POST /api/event_series/',
    request: () => ({
      payload: { ...eventBody(), repeat: { frequency: 'weekly', weekdays: ['monday'], count: 2 } },
    }),
    expected: organizersAndAdmins,
  },
  {
    endpoint: 'GET /api/event_series/{id}/',
    request: async () => ({ url: `/api/event_series/${await freshSeries()}/` }),
    expected: ownerAndAdmin,
  },
  {
    endpoint: 'GET /api/event_series/{id}/',
    case: 'a series of drafts',
    request: async () => ({ url: `/api/event_series/${await freshSeries('draft')}/` }),
    expected: draftWrites,
  },
  {
    endpoint: 'PUT /api/event_series/{id}/',
    request: async () => ({
      url: `/api/event_series/${await freshSeries()}/`,
      payload: { ...updateBody(), from: wallClockIn(10).slice(0, 10) },
    }),
    expected: ownerAndAdmin,
  },
  {
    endpoint: 'DELETE /api/event_series/{id}/',
    request: async () => ({
      url: `/api/event_series/${await freshSeries()}/?from=${wallClockIn(1).slice(0, 10)}`,
    }),
    expected: ownerAndAdmin,
  },

  // Results: the event's organizer and admins (spec §6: award XP and submit results).
  // The organizer's dashboard of their own events, and the registrants of one (issue 13).
  {
    endpoint: 'GET /api/events/organized/',
    request: () => ({ url: '/api/events/organized/' }),
    expected: organizersAndAdmins,
  },
  {
    endpoint: 'GET /api/events/{id}/registrants/',
    request: (f) => ({ url: `/api/events/${f.decks}/registrants/` }),
    expected: ownerAndAdmin,
  },
  {
    endpoint: 'GET /api/events/{id}/registrants/',
    case: 'a draft',
    request: (f) => ({ url: `/api/events/${f.draft}/registrants/` }),
    expected: draftWrites,
  },
  {
    endpoint: 'GET /api/events/{id}/award_xp/',
    request: (f) => ({ url: `/api/events/${f.ended}/award_xp/` }),
    expected: ownerAndAdmin,
  },
  {
    endpoint: 'POST /api/events/{id}/award_xp/',
    // The first allowed caller saves them; the next gets 409 (already saved): both got past the authorization.
    request: (f) => ({
      url: `/api/events/${f.ended}/award_xp/`,
      payload: {
        event_category: 'non-competitive',
        players: [{ id: f.userIds.player, name: 'player', position: null }],
      },
    }),
    expected: ownerAndAdmin,
  },

  // Event day (issue 14): the event's organizer and admins run it; rounds and standings are public; a player
  // enters only their own match's result (these matches are between guests: no player's).
  {
    endpoint: 'POST /api/events/{id}/check_ins/',
    request: (f) => ({
      url: `/api/events/${f.published}/check_ins/`,
      payload: { guest_name: 'Matrix guest' },
    }),
    expected: ownerAndAdmin,
  },
  {
    endpoint: 'GET /api/events/{id}/check_ins/',
    request: (f) => ({ url: `/api/events/${f.published}/check_ins/` }),
    expected: ownerAndAdmin,
  },
  {
    endpoint: 'POST /api/events/{id}/rounds/',
    request: async () => ({ url: `/api/events/${(await eventWithRound()).id}/rounds/` }),
    expected: ownerAndAdmin,
  },
  {
    endpoint: 'GET /api/events/{id}/rounds/',
    request: async () => ({ url: `/api/events/${(await eventWithRound()).id}/rounds/` }),
    expected: everybody,
  },
  {
    endpoint: 'GET /api/events/{id}/rounds/',
    case: 'a draft’s rounds',
    request: async () => ({ url: `/api/events/${(await eventWithRound('draft')).id}/rounds/` }),
    expected: draftVisibility,
  },
  {
    endpoint: 'GET /api/events/{id}/rounds/{n}/',
    request: async () => ({ url: `/api/events/${(await eventWithRound()).id}/rounds/1/` }),
    expected: everybody,
  },
  {
    endpoint: 'POST /api/events/{id}/rounds/{n}/re_pair/',
    request: async () => ({ url: `/api/events/${(await eventWithRound()).id}/rounds/1/re_pair/` }),
    expected: ownerAndAdmin,
  },
  {
    endpoint: 'PUT /api/events/{id}/matches/{match_id}/',
    request: async () => {
      const { id, matchId } = await eventWithRound()
      return { url: `/api/events/${id}/matches/${matchId}/`, payload: { player1_wins: 2, player2_wins: 0 } }
    },
    expected: ownerAndAdmin,
  },
  {
    endpoint: 'GET /api/events/{id}/standings/',
    request: async () => ({ url: `/api/events/${(await eventWithRound()).id}/standings/` }),
    expected: everybody,
  },
  {
    endpoint: 'POST /api/events/{id}/drops/',
    request: async () => {
      const { id, checkInId } = await eventWithRound()
      return { url: `/api/events/${id}/drops/`, payload: { check_in_id: checkInId } }
    },
    expected: ownerAndAdmin,
  },

  // The round timer and the live views (decision 033): the timer's changes are the organizer's and admins';
  // reading it and following the stream are public.
  {
    endpoint: 'GET /api/events/{id}/rounds/{n}/timer/',
    request: async () => ({ url: `/api/events/${(await eventWithRound()).id}/rounds/1/timer/` }),
    expected: everybody,
  },
  {
    endpoint: 'GET /api/events/{id}/rounds/{n}/timer/',
    case: 'a draft’s timer',
    request: async () => ({ url: `/api/events/${(await eventWithRound('draft')).id}/rounds/1/timer/` }),
    expected: draftVisibility,
  },
  ...(['start', 'pause', 'resume', 'extend'] as const).map(
    (action): Row => ({
      endpoint: `POST /api/events/{id}/rounds/{n}/timer/${action}/`,
      request: async () => ({
        url: `/api/events/${(await eventWithRound()).id}/rounds/1/timer/${action}/`,
        payload: { minutes: 5 },
      }),
      expected: ownerAndAdmin,
    }),
  ),
  {
    endpoint: 'GET /api/events/{id}/live/',
    // An open stream never ends, and inject waits for the end: a malformed Last-Event-ID is answered 400 to
    // anyone who may follow the event (live.routes.test.ts follows the streams themselves).
    case: 'a malformed Last-Event-ID',
    request: (f) => ({ url: `/api/events/${f.published}/live/?last_event_id=x` }),
    expected: everybody,
  },

  // Stores: browsing is public, following (DESIGN.md's favourites) is the signed-in caller's own.
  {
    endpoint: 'PUT /api/stores/{id}/follow/',
    request: (f) => ({ url: `/api/stores/${f.store}/follow/` }),
    expected: signedIn,
  },
  {
    endpoint: 'DELETE /api/stores/{id}/follow/',
    request: (f) => ({ url: `/api/stores/${f.store}/follow/` }),
    expected: signedIn,
  },
  {
    endpoint: 'PUT /api/stores/{id}/favorite/',
    request: (f) => ({ url: `/api/stores/${f.store}/favorite/` }),
    expected: signedIn,
  },
  {
    endpoint: 'DELETE /api/stores/{id}/favorite/',
    request: (f) => ({ url: `/api/stores/${f.store}/favorite/` }),
    expected: signedIn,
  },

  // The caller's own profile, balances and data.
  { endpoint: 'GET /api/users/me/', request: () => ({ url: '/api/users/me/' }), expected: signedIn },
  // The player's record of attended and missed events (issue 15 §5): anyone signed in, their own.
  {
    endpoint: 'GET /api/users/me/record/',
    request: () => ({ url: '/api/users/me/record/' }),
    expected: signedIn,
  },
  {
    endpoint: 'POST /api/users/me/',
    // The store form: organizers and admins (spec §6).
    request: () => {
      const data = new FormData()
      data.append('is_public', 'true')
      return { payload: data }
    },
    expected: organizersAndAdmins,
  },
  {
    endpoint: 'GET /api/users/me/lp_balances/',
    request: () => ({ url: '/api/users/me/lp_balances/' }),
    expected: signedIn,
  },
  {
    endpoint: 'POST /api/users/me/export/',
    // Each caller sends their own access token (anonymous: the player's, which proves nothing without a tool token).
    request: (f, caller) => ({
      payload: { access_token: f.accessTokens[caller === 'anonymous' ? 'player' : caller] },
    }),
    expected: signedIn,
  },
  {
    endpoint: 'GET /api/users/autocomplete/{search}/',
    request: () => ({ url: '/api/users/autocomplete/Pla/' }),
    expected: organizersAndAdmins,
  },

  // Newsletter: anybody may subscribe (spec §6); the token endpoints take the mail's token, not a caller.
  {
    endpoint: 'POST /api/newsletter/subscriptions/',
    request: () => ({ payload: { email: `matrix-${unique()}@questboard.test`, locale: 'en' } }),
    expected: everybody,
  },
  {
    endpoint: 'POST /api/newsletter/confirm/',
    request: () => ({ payload: { token: 'no-such-token' } }),
    okAlso: [404], // an unknown token, the same for every caller
    expected: everybody,
  },
  {
    endpoint: 'POST /api/newsletter/unsubscribe/',
    request: () => ({ payload: { token: 'no-such-token' } }),
    okAlso: [404],
    expected: everybody,
  },
  {
    endpoint: 'POST /api/newsletter/unsubscribe/one-click/',
    request: () => ({ url: '/api/newsletter/unsubscribe/one-click/?token=no-such-token' }),
    okAlso: [404],
    expected: everybody,
  },

  // Organizer requests: any signed-in account may ask; admins decide.
  {
    endpoint: 'POST /api/organizer-requests/',
    request: () => ({
      payload: { account_id: 'ACC-1234', customer_id: 'CUST-98765', tax_number: 'FR 12 345678901' },
    }),
    expected: signedIn,
  },
  {
    endpoint: 'GET /api/organizer-requests/me/',
    request: () => ({ url: '/api/organizer-requests/me/' }),
    okAlso: [404], // "you have not asked": the caller's own state
    expected: signedIn,
  },
  {
    endpoint: 'GET /api/organizer-requests/',
    request: () => ({ url: '/api/organizer-requests/' }),
    expected: adminsOnly,
  },
  {
    endpoint: 'POST /api/organizer-requests/{id}/approve/',
    request: (f) => ({ url: `/api/organizer-requests/${f.toApprove}/approve/` }),
    expected: adminsOnly,
  },
  {
    endpoint: 'POST /api/organizer-requests/{id}/reject/',
    request: (f) => ({ url: `/api/organizer-requests/${f.toReject}/reject/`, payload: { reason: 'Matrix' } }),
    expected: adminsOnly,
  },

  // Calendars (issues 13, 15): public files and feeds; the private feed's token is its only key.
  {
    endpoint: 'GET /api/events/{id}/calendar.ics',
    case: 'a published event',
    request: (f) => ({ url: `/api/events/${f.published}/calendar.ics` }),
    expected: everybody,
  },
  {
    endpoint: 'GET /api/events/{id}/calendar.ics',
    case: 'a draft, in nobody’s calendar',
    request: (f) => ({ url: `/api/events/${f.draft}/calendar.ics` }),
    expected: {
      ...everybody,
      anonymous: 404,
      player: 404,
      kid: 404,
      organizer: 404,
      organizer2: 404,
      admin: 404,
    },
  },
  {
    endpoint: 'GET /api/feeds/events.ics',
    request: () => ({ url: '/api/feeds/events.ics' }),
    expected: everybody,
  },
  {
    endpoint: 'GET /api/stores/{id}/events.ics',
    request: (f) => ({ url: `/api/stores/${f.store}/events.ics` }),
    expected: everybody,
  },
  {
    endpoint: 'GET /api/feeds/me/{token}.ics',
    case: 'the player’s feed, whoever holds its address',
    request: async () => {
      const feed = await app.inject({ url: '/api/users/me/calendar_feed/', headers: headers.player })
      return { url: new URL(feed.json<{ url: string }>().url).pathname }
    },
    expected: everybody,
  },
  {
    endpoint: 'GET /api/users/me/calendar_feed/',
    request: () => ({ url: '/api/users/me/calendar_feed/' }),
    expected: signedIn,
  },
  {
    endpoint: 'POST /api/users/me/calendar_feed/',
    request: () => ({ url: '/api/users/me/calendar_feed/' }),
    expected: signedIn,
  },

  // Alerts and mail preferences (decision 037): the caller's own; an unsubscribe link works for whoever holds it.
  {
    endpoint: 'GET /api/users/me/alerts/',
    request: () => ({ url: '/api/users/me/alerts/' }),
    expected: signedIn,
  },
  {
    endpoint: 'POST /api/users/me/alerts/',
    request: () => ({ url: '/api/users/me/alerts/', payload: alertBody }),
    expected: signedIn,
  },
  {
    endpoint: 'PUT /api/users/me/alerts/{id}/',
    case: 'the player’s alert',
    request: async () => ({ url: `/api/users/me/alerts/${await playersAlert()}/`, payload: alertBody }),
    expected: ownAlert,
  },
  {
    endpoint: 'DELETE /api/users/me/alerts/{id}/',
    case: 'the player’s alert',
    request: async () => ({ url: `/api/users/me/alerts/${await playersAlert()}/` }),
    expected: ownAlert,
  },
  {
    endpoint: 'GET /api/users/me/mail_preferences/',
    request: () => ({ url: '/api/users/me/mail_preferences/' }),
    expected: signedIn,
  },
  {
    endpoint: 'PATCH /api/users/me/mail_preferences/',
    request: () => ({ url: '/api/users/me/mail_preferences/', payload: { daily_digest: true } }),
    expected: signedIn,
  },
  {
    endpoint: 'GET /api/mail/unsubscribe/',
    case: 'the link of the player’s digests',
    request: (f) => ({ url: `/api/mail/unsubscribe/?token=${digestToken(f)}` }),
    expected: everybody,
  },
  {
    endpoint: 'POST /api/mail/unsubscribe/',
    case: 'the link of the player’s digests',
    request: (f) => ({ payload: { token: digestToken(f) } }),
    expected: everybody,
  },
  {
    endpoint: 'POST /api/mail/unsubscribe/one-click/',
    case: 'the link of the player’s digests',
    request: (f) => ({ url: `/api/mail/unsubscribe/one-click/?token=${digestToken(f)}` }),
    expected: everybody,
  },

  // The admin space.
  {
    endpoint: 'GET /api/admin/events/',
    request: () => ({ url: '/api/admin/events/' }),
    expected: adminsOnly,
  },
  // Users and their roles (issue 13 §10): admins only.
  {
    endpoint: 'GET /api/admin/users/',
    request: () => ({ url: '/api/admin/users/?search=Aline' }),
    expected: adminsOnly,
  },
  {
    endpoint: 'GET /api/admin/users/{account}/',
    request: () => ({ url: `/api/admin/users/${DEMO_ACCOUNT_IDS.player}/` }),
    expected: adminsOnly,
  },
  {
    endpoint: 'PUT /api/admin/users/{account}/roles/',
    case: 'the roles organizer2 holds already (nothing changes for the other rows)',
    request: () => ({
      url: `/api/admin/users/${DEMO_ACCOUNT_IDS.organizer2}/roles/`,
      payload: { roles: ['organizer'] },
    }),
    expected: adminsOnly,
  },
]

/** Every endpoint of the OpenAPI document, as `METHOD /path`. */
function documentedEndpoints(): string[] {
  const document = app.swagger() as { paths: Record<string, Record<string, unknown>> }
  return Object.entries(document.paths).flatMap(([route, operations]) =>
    Object.keys(operations)
      .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map((method) => `${method.toUpperCase()} ${route}`),
  )
}

const EMAILS: Record<Exclude<CallerName, 'anonymous'>, string> = {
  player: 'player@questboard.test',
  kid: 'kid@questboard.test',
  organizer: 'organizer@questboard.test',
  organizer2: 'organizer2@questboard.test',
  admin: 'admin@questboard.test',
}

async function signInTo(email: string) {
  const { tokens } = await signIn(account.url, WEB_URL, email)
  const response = await app.inject({
    method: 'POST',
    url: '/authenticate/',
    payload: { access_token: tokens.access_token },
  })
  expect(response.statusCode, `${email} signs in`).toBe(200)
  const body = response.json<{ token: string; user_id: number }>()
  return {
    accessToken: tokens.access_token,
    headers: { authorization: `Token ${body.token}` },
    userId: body.user_id,
    roles: (tokens.scope ?? '')
      .split(' ')
      .filter((scope) => scope.startsWith('questboard-web:'))
      .map((scope) => scope.slice('questboard-web:'.length)),
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'qb-matrix-'))
  account = await startTestService()
  app = await buildTestApp({ accountUrl: account.url, oidcIssuer: account.url, dataDir })
  const userIds = {} as Fixtures['userIds']
  const accessTokens = {} as Fixtures['accessTokens']
  for (const [name, email] of Object.entries(EMAILS) as [Exclude<CallerName, 'anonymous'>, string][]) {
    const signedInAs = await signInTo(email)
    headers[name] = signedInAs.headers
    userIds[name] = signedInAs.userId
    accessTokens[name] = signedInAs.accessToken
    roles[name] = signedInAs.roles
  }
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer()

  // The organizer's public store, with a logo and a photo.
  const storeForm = imageForm('store_logo', png, {
    is_public: 'true',
    store_information: JSON.stringify({
      store_name: 'Matrix Store',
      address: { street: '1 rue de Rivoli', city: 'Paris', postcode: '75001', country: 'FR' },
    }),
  })
  storeForm.append('store_photo', new Blob([png], { type: 'image/png' }), 'photo.png')
  const saved = await app.inject({
    method: 'POST',
    url: '/api/users/me/',
    headers: headers.organizer,
    payload: storeForm,
  })
  expect(saved.statusCode, saved.body).toBeLessThan(300)
  const profile = await app.inject({ method: 'GET', url: '/api/users/me/', headers: headers.organizer })
  const logoUrl = profile.json<{ logo_url: string | null }>().logo_url
  if (!logoUrl) throw new Error('the store logo was not saved')
  const photoUrl = profile.json<{ store_photo: { variants: { url: string }[] } | null }>().store_photo
    ?.variants[0]?.url
  if (!photoUrl) throw new Error('the store photo was not saved')

  const owner = userIds.organizer
  const published = (await createRegistrationEvent(app.db, owner)).id
  const draft = (await createRegistrationEvent(app.db, owner, { status: 'draft', publishedAt: null })).id
  const ended = (await createEvent(app.db, owner, { start: wallClockIn(-1, '10:00'), hours: 4 })).id
  await register(app.db, ended, [userIds.player])
  const decks = (await createRegistrationEvent(app.db, owner)).id
  await register(app.db, decks, [userIds.player, userIds.organizer, userIds.organizer2, userIds.admin])
  const deck = await app.inject({
    method: 'PUT',
    url: `/api/events/${decks}/register/deck/`,
    headers: headers.player,
    payload: imageForm('deck_photo', png),
  })
  expect(deck.statusCode, deck.body).toBeLessThan(300)

  // Two pending organizer requests by players who are none of the callers.
  const requestOf = async (asker: Record<string, string>) => {
    const asked = await app.inject({
      method: 'POST',
      url: '/api/organizer-requests/',
      headers: asker,
      payload: { account_id: 'ACC-1', customer_id: 'CUST-1', tax_number: 'FR 1' },
    })
    expect(asked.statusCode, asked.body).toBeLessThan(300)
    return asked.json<{ id: number }>().id
  }
  const toApprove = await requestOf((await signInTo('jugador@questboard.test')).headers)
  const toReject = await requestOf((await createPlayer(app.db)).headers)

  fixtures = {
    published,
    draft,
    ended,
    decks,
    store: owner,
    toApprove,
    toReject,
    userIds,
    accessTokens,
    logoPath: new URL(logoUrl, 'http://localhost').pathname,
    picturePath: new URL(photoUrl, 'http://localhost').pathname,
    png,
  }
}, 60_000)

afterAll(async () => {
  await app?.close()
  await account?.close()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

const label = (row: Row) => `${row.endpoint}${row.case ? ` (${row.case})` : ''}`

function verdict(outcome: Outcome, status: number, okAlso: number[] = []): boolean {
  if (outcome !== 'ok') return status === outcome
  if (okAlso.includes(status)) return true
  return status < 500 && ![401, 403, 404].includes(status)
}

describe('the authorization matrix of the Event API', () => {
  test('every endpoint of the OpenAPI document has a row, and every row an endpoint', () => {
    const documented = documentedEndpoints()
    const covered = new Set(ROWS.map((row) => row.endpoint))
    expect(
      documented.filter((endpoint) => !covered.has(endpoint)),
      'endpoints without a row in the matrix: add them',
    ).toEqual([])
    expect([...covered].filter((endpoint) => !documented.includes(endpoint))).toEqual([])
  })

  /** Sends the row's request as each of `callers`; answers whether any got another outcome, and the answers. */
  async function run(row: Row, callers: readonly CallerName[]) {
    const [method, route] = row.endpoint.split(' ') as [InjectOptions['method'], string]
    const answers: string[] = []
    let wrong = false
    for (const caller of callers) {
      const request = await row.request(fixtures, caller)
      let callerHeaders = headers[caller]
      const userId = caller === 'anonymous' ? undefined : fixtures.userIds[caller]
      if (row.ownToken && userId !== undefined) {
        const token = await createToolTokensRepository(app.db).issue(
          userId,
          roles[caller] ?? ['user'],
          new Date(Date.now() + 3_600_000),
        )
        callerHeaders = { authorization: `Token ${token}` }
      }
      const response = await app.inject({
        method,
        url: route,
        ...request,
        headers: { ...callerHeaders, ...(request.headers as Record<string, string> | undefined) },
      } as InjectOptions)
      const expected = row.expected[caller]
      const good = verdict(expected, response.statusCode, row.okAlso)
      if (!good) wrong = true
      answers.push(
        `${good ? '  ' : '✗ '}${caller}: expected ${expected}, got ${response.statusCode}` +
          (good ? '' : ` ${response.body.slice(0, 160)}`),
      )
    }
    if (process.env.MATRIX_VERBOSE) console.log(`${label(row)}\n${answers.join('\n')}`)
    return { wrong, report: `${label(row)}\n${answers.join('\n')}` }
  }

  for (const row of ROWS) {
    test(label(row), async () => {
      const { wrong, report } = await run(row, CALLERS)
      expect(wrong, report).toBe(false)
    })
  }
})

/**
 * The account service's own API (DESIGN.md "Account service endpoints", spec §7), a smaller table: the callers are
 * anonymous, a user's access token (jugador: an adult in Spain, a loyalty country), the kid's, an admin's (a
 * user token still: admin is no service) and the Event API's service token (client credentials, every
 * service scope). The sign-in pages, password reset pages, /navbar.js, /healthz and /metrics are left out
 * (pages and probes, not the account API); unlike the Event API's table, this list is written by hand: the
 * account service publishes no OpenAPI document to enumerate.
 */
const ACCOUNT_CALLERS = ['anonymous', 'user', 'kid', 'admin', 'service'] as const
type AccountCaller = (typeof ACCOUNT_CALLERS)[number]

interface AccountRow {
  endpoint: string
  path?: string
  body?: unknown
  okAlso?: number[]
  expected: Record<AccountCaller, Outcome>
}

const anyUser: Record<AccountCaller, Outcome> = {
  anonymous: 401,
  user: 'ok',
  kid: 'ok',
  admin: 'ok',
  service: 403,
}
const servicesOnly: Record<AccountCaller, Outcome> = {
  anonymous: 401,
  user: 403,
  kid: 403,
  admin: 403,
  service: 'ok',
}
const publicAccount: Record<AccountCaller, Outcome> = {
  anonymous: 'ok',
  user: 'ok',
  kid: 'ok',
  admin: 'ok',
  service: 'ok',
}

const ACCOUNT_ROWS: AccountRow[] = [
  { endpoint: 'GET /main/v1/user/me', expected: anyUser },
  {
    endpoint: 'POST /main/v1/user/me/loyalty',
    body: {},
    // Joining the loyalty club is participation (spec §6: at least 15); the admin's account is in France, which
    // is no loyalty country (spec §2 loyalty-club), so the admin is refused too.
    expected: { ...anyUser, kid: 403, admin: 403 },
  },
  { endpoint: 'GET /main/v1/user/me/loyalty', expected: anyUser },
  { endpoint: 'GET /main/v1/users', path: '/main/v1/users?login=pl', expected: anyUser },
  {
    endpoint: 'GET /main/v1/users/{id}/roles',
    path: `/main/v1/users/${DEMO_ACCOUNT_IDS.kid}/roles`,
    expected: servicesOnly,
  },
  {
    endpoint: 'PUT /main/v1/users/{id}/roles',
    path: `/main/v1/users/${DEMO_ACCOUNT_IDS.kid}/roles`,
    body: { roles: ['user'] },
    expected: servicesOnly,
  },
  { endpoint: 'GET /main/v1/user/me/export', expected: anyUser },
  { endpoint: 'GET /main/v1/account-deletions', expected: servicesOnly },
  {
    endpoint: 'DELETE /main/v1/account-deletions/{id}',
    path: '/main/v1/account-deletions/00000000-0000-4000-8000-000000000000',
    okAlso: [404], // no pending deletion has this id: the service got past the authorization
    expected: servicesOnly,
  },
  { endpoint: 'GET /loyalty/v1/me', expected: anyUser },
  { endpoint: 'GET /loyalty/v1/me/balances', expected: anyUser },
  {
    endpoint: 'GET /loyalty/v1/users/{accountId}/balances',
    path: `/loyalty/v1/users/${DEMO_ACCOUNT_IDS.jugador}/balances`,
    expected: servicesOnly,
  },
  { endpoint: 'GET /loyalty/v1/leaderboard', expected: publicAccount },
  {
    endpoint: 'POST /loyalty/v1/credits',
    body: {
      event_id: 'authorization-matrix',
      credits: [{ user_id: DEMO_ACCOUNT_IDS.jugador, xp: 10, coins: 1 }],
    },
    expected: servicesOnly,
  },
  // Last: it deletes the accounts that call it.
  { endpoint: 'DELETE /main/v1/user/me', expected: anyUser },
]

describe('the authorization matrix of the account API', () => {
  const bearer: Partial<Record<AccountCaller, string>> = {}
  beforeAll(async () => {
    const accessTokenOf = async (email: string) =>
      (await signIn(account.url, WEB_URL, email)).tokens.access_token
    bearer.user = await accessTokenOf('jugador@questboard.test')
    bearer.kid = await accessTokenOf('kid@questboard.test')
    bearer.admin = await accessTokenOf('admin@questboard.test')
    bearer.service = await serviceToken(
      account.url,
      'test-api-client-secret',
      'loyalty:credit loyalty:read accounts:roles accounts:deletions',
    )
  }, 30_000)

  for (const row of ACCOUNT_ROWS) {
    test(row.endpoint, async () => {
      const [method, route] = row.endpoint.split(' ') as [string, string]
      const answers: string[] = []
      let wrong = false
      for (const caller of ACCOUNT_CALLERS) {
        const token = bearer[caller]
        const response = await fetch(`${account.url}${row.path ?? route}`, {
          method,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(row.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: row.body === undefined ? undefined : JSON.stringify(row.body),
        })
        const text = await response.text()
        const good = verdict(row.expected[caller], response.status, row.okAlso)
        if (!good) wrong = true
        answers.push(
          `${good ? '  ' : '✗ '}${caller}: expected ${row.expected[caller]}, got ${response.status}` +
            (good ? '' : ` ${text.slice(0, 160)}`),
        )
      }
      if (process.env.MATRIX_VERBOSE) console.log(answers.join('\n'))
      expect(wrong, `${row.endpoint}\n${answers.join('\n')}`).toBe(false)
    })
  }
})
