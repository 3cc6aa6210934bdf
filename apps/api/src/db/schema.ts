// Longer than 300 lines: every table in one file, the one drizzle-kit diffs against the migrations' snapshot (drizzle.config.ts).
import type { Locale } from '@questboard/domain/constants'
import type { NoShowRule } from '@questboard/domain/no-shows'
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  char,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { StoredPicture } from '../pictures/stored-picture.ts'

// The Event API's schema. Changing it: edit this file, then `npm run db:generate -w apps/api` writes the next
// versioned migration into apps/api/migrations (never edit a migration that has been committed).

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
/**
 * The id of the transaction that last wrote the row, set by a trigger on every insert and update (migration
 * 0008): the list's memory (events/public-list/) reads exactly the stores written since it last looked (the
 * events' own are in `event_changes`).
 */
const changedXid = () => bigint('changed_xid', { mode: 'number' }).notNull().default(0)

/** Reference data: the publisher's games. Ids are fixed (the web and old links use them); "Other" is 11. */
export const games = pgTable('games', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** The publisher's art for the game (issue 13 §7): the picture of its events without a cover. */
  art: jsonb('art').$type<StoredPicture>(),
  /** Like the users' (migration 0008): the list's memory reads the games written since it last looked. */
  changedXid: changedXid(),
})

/** Reference data: countries by ISO 3166-1 alpha-2 code (`GB` for the United Kingdom). */
export const countries = pgTable('countries', {
  code: char('code', { length: 2 }).primaryKey(),
  name: text('name').notNull(),
})

/** Reference data: the preset cities of spec §9, with their fixed ids (GB from 1, NL 101, FR 201…). */
export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey(),
    countryCode: char('country_code', { length: 2 })
      .notNull()
      .references(() => countries.code),
    name: text('name').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** IANA time zone of the city (an event in it takes this zone). */
    timezone: text('timezone').notNull(),
  },
  (t) => [index('cities_country_code_idx').on(t.countryCode)],
)

/**
 * The Event API's own user record, created or refreshed at `POST /authenticate/` from the account service.
 * Its `id` is the web app's `optoolUserId`; `subject` is the account service's `sub`. An organizer's store
 * profile lives here too (`is_public`, `lp_opted`, `store_logo`, `store_information`).
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').notNull().unique(),
    email: text('email').notNull(),
    nickname: text('nickname').notNull(),
    /** ISO 3166-1 alpha-2, as the account service reports it (not limited to the preset countries). */
    country: char('country', { length: 2 }),
    birthDate: date('birth_date', { mode: 'string' }),
    isPublic: boolean('is_public').notNull().default(false),
    lpOpted: boolean('lp_opted').notNull().default(false),
    /** Storage key of the re-encoded logo, null when there is none. */
    storeLogo: text('store_logo'),
    /** The store's photo (issue 13 §7), null when there is none. */
    storePhoto: jsonb('store_photo').$type<StoredPicture>(),
    /** The store form's object (spec §3 store_information), validated by the domain schema before it lands here. */
    storeInformation: jsonb('store_information').$type<Record<string, unknown>>(),
    /** The language mails are written in: one of the interface locales, taken from the player's last registration. */
    locale: text('locale').$type<Locale>().notNull().default('en'),
    /**
     * The store's rule for players who missed events (issue 15 §5, packages/domain/src/no-shows.ts): `off`, or
     * such players register for its events only in the last 48 hours (`last_48_hours`) or not at all (`closed`).
     */
    noShowRule: text('no_show_rule').$type<NoShowRule>().notNull().default('off'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    changedXid: changedXid(),
  },
  (t) => [
    check('users_locale_check', sql`${t.locale} IN ('en', 'fr', 'de', 'es', 'nl', 'it')`),
    check('users_no_show_rule_check', sql`${t.noShowRule} IN ('off', 'last_48_hours', 'closed')`),
    index('users_changed_idx').on(t.changedXid),
  ],
)

/**
 * Tool tokens (`Authorization: Token …`): random, only their SHA-256 hash is stored, they expire and are
 * revoked at sign-out. The roles are those of the access token the tool token was exchanged for, then those the
 * account service answers when they are re-read (decision 020).
 */
export const toolTokens = pgTable(
  'tool_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roles: text('roles').array().notNull().default([]),
    /** When `roles` was last read from the account service (decision 020): re-read once older than a minute. */
    rolesCheckedAt: timestamp('roles_checked_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The account service's version of `roles` (its roles feed); null until the account service confirmed them
     * (a new token holds its access token's roles): such a token's roles are re-read once, then the feed keeps them.
     */
    rolesVersion: bigint('roles_version', { mode: 'number' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tool_tokens_token_hash_idx').on(t.tokenHash),
    index('tool_tokens_user_id_idx').on(t.userId),
  ],
)

/**
 * Where the Event API's instances are in the account service's roles feed (decision 020): one row. Every role
 * change up to `afterVersion` is applied to the tool tokens; `readAt` is when the feed was last read whole
 * (the database's clock), so confirmed tokens hold the account service's roles as of then.
 */
export const rolesFeed = pgTable('roles_feed', {
  id: integer('id').primaryKey().default(1),
  afterVersion: bigint('after_version', { mode: 'number' }).notNull().default(0),
  readAt: timestamp('read_at', { withTimezone: true }),
})

export const EVENT_STATUSES = ['draft', 'published', 'cancelled'] as const
export type EventStatus = (typeof EVENT_STATUSES)[number]

/**
 * A series of recurring events (issue 15 §4, decision 031): the rule its events were made from, as sent
 * (packages/domain/src/series.ts `repeat`), from `start_date` (the first event's date, venue calendar). Each
 * occurrence is an ordinary event pointing here (`events.series_id`); the events, not the rule, are the truth.
 */
export const eventSeries = pgTable(
  'event_series',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    repeat: jsonb('repeat').$type<Record<string, unknown>>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('event_series_owner_idx').on(t.ownerId)],
)

/**
 * Events (spec §3). What lists filter or sort on are columns; the rest of the form's `additional_info` is kept
 * as sent (jsonb). Dates: `start_local` is the venue wall clock the organizer typed (`YYYY-MM-DDTHH:mm`) in
 * `timezone`; `starts_at`/`ends_at` are the instants computed from it (the time state is derived from them,
 * never stored). Status: draft → published → cancelled. Seats: `taken_seats` is the registration count plus the
 * seats held for waitlist offers (`held_seats`, decision 029), raised by one conditional UPDATE so the limit holds
 * under any concurrency; the check is the last guard.
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    /** `Full` or `Light` (the spec's top-level event_type; the stage format is in additional_info). */
    eventType: text('event_type').notNull(),
    /** tournament, prerelease, demo, painting or other. */
    eventSubtype: text('event_subtype').notNull(),
    status: text('status').$type<EventStatus>().notNull().default('draft'),
    eventVisibility: text('event_visibility').notNull().default('PUBLIC'),
    /** street, street_2, city, postcode, region, country: as on the form (or copied from the store). */
    address: jsonb('address').$type<Record<string, string | null>>().notNull().default({}),
    useMyAddress: boolean('use_my_address').notNull().default(false),
    countryCode: char('country_code', { length: 2 }).references(() => countries.code),
    /** The preset city the event is in or nearest to, when there is one (the `city` filter). */
    cityId: integer('city_id').references(() => cities.id),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    timezone: text('timezone').notNull(),
    startLocal: text('start_local').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    lightDate: date('light_date', { mode: 'string' }),
    registrationDeadline: timestamp('registration_deadline', { withTimezone: true }),
    minPlayers: integer('min_players').notNull().default(0),
    /** Null: no limit (light events). */
    maxPlayers: integer('max_players'),
    takenSeats: integer('taken_seats').notNull().default(0),
    /** The seats of `taken_seats` held for players of the waitlist whose offer is not yet claimed (decision 029). */
    heldSeats: integer('held_seats').notNull().default(0),
    price: numeric('price', { precision: 10, scale: 2 }).notNull().default('0'),
    currency: char('currency', { length: 3 }),
    accessibleLocation: boolean('accessible_location').notNull().default(false),
    officialEvent: boolean('official_event').notNull().default(false),
    awardedXp: boolean('awarded_xp').notNull().default(false),
    /**
     * Set while one results submission is crediting the account service (decision 013): a second one is
     * refused instead of crediting other values; a claim older than a few minutes belongs to a dead attempt.
     */
    awardClaimedAt: timestamp('award_claimed_at', { withTimezone: true }),
    /** The event's cover image (issue 13 §7), null when it has none (its game's art shows instead). */
    cover: jsonb('cover').$type<StoredPicture>(),
    /** The rest of the form's additional_info (schedules, stages, descriptions, options). */
    additionalInfo: jsonb('additional_info').$type<Record<string, unknown>>().notNull().default({}),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * The event's revision in calendars (RFC 5545 SEQUENCE): raised by every change players would see and by
     * its cancellation, so calendars take the newer file (calendar/event-calendar.ts).
     */
    sequence: integer('sequence').notNull().default(0),
    /** The series the event was made by (decision 031), null for an event made alone. */
    seriesId: integer('series_id').references(() => eventSeries.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('events_event_type_check', sql`${t.eventType} IN ('Full', 'Light')`),
    check('events_status_check', sql`${t.status} IN ('draft', 'published', 'cancelled')`),
    check(
      'events_seats_check',
      sql`${t.takenSeats} >= 0 AND (${t.maxPlayers} IS NULL OR ${t.takenSeats} <= ${t.maxPlayers})`,
    ),
    check('events_held_seats_check', sql`${t.heldSeats} >= 0 AND ${t.heldSeats} <= ${t.takenSeats}`),
    check(
      'events_players_check',
      sql`${t.minPlayers} >= 0 AND (${t.maxPlayers} IS NULL OR ${t.maxPlayers} >= ${t.minPlayers})`,
    ),
    check('events_ends_after_start_check', sql`${t.endsAt} >= ${t.startsAt}`),
    // Nearest published events straight from the index: ORDER BY ll_to_earth(lat, lng) <-> ll_to_earth($1, $2).
    index('events_published_location_idx')
      .using('gist', sql`ll_to_earth(${t.lat}, ${t.lng})`)
      .where(sql`${t.status} = 'published'`),
    index('events_published_start_idx').on(t.startsAt).where(sql`${t.status} = 'published'`),
    // The list's count and its pass over the events under way, index-only: the whole listed predicate is the
    // index's, and (starts_at, id) are what that pass reads. Index-only needs the visibility map set by VACUUM
    // (autovacuum on a server, the periodic VACUUM of plugins/db.ts on PGlite); see docs/performance.md.
    index('events_listed_end_idx')
      .on(t.endsAt, t.startsAt, t.id)
      .where(sql`${t.status} = 'published' AND ${t.eventVisibility} = 'PUBLIC'`),
    index('events_owner_idx').on(t.ownerId, t.startsAt),
    index('events_series_idx').on(t.seriesId, t.startsAt).where(sql`${t.seriesId} IS NOT NULL`),
    // The automatic cancellation's scan (jobs/): published Full events with a minimum, by their deadline.
    index('events_auto_cancel_idx')
      .on(sql`COALESCE(${t.registrationDeadline}, ${t.startsAt})`)
      .where(sql`${t.status} = 'published' AND ${t.minPlayers} > 0`),
  ],
)

/**
 * The transaction that last wrote each event (set by a trigger on every insert and update, migration 0010): the
 * list's memory reads exactly the events written since it last looked. Beside the events rather than in them,
 * so that a registration's seat count changes no indexed column of `events` (a HOT update) and only this
 * narrow row is re-indexed.
 */
export const eventChanges = pgTable(
  'event_changes',
  {
    eventId: integer('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    changedXid: bigint('changed_xid', { mode: 'number' }).notNull(),
  },
  (t) => [index('event_changes_changed_idx').on(t.changedXid)],
)

/**
 * The key columns of a table kept per player of an event (its primary key is (event_id, user_id)): the row goes
 * with the event or the user.
 */
const eventPlayer = () => ({
  eventId: integer('event_id')
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
})

/** A player's seat at an event; one row per (event, user), so registering twice changes nothing. */
export const registrations = pgTable(
  'registrations',
  {
    ...eventPlayer(),
    /** Storage key of the re-encoded deck photo. */
    deckPhoto: text('deck_photo'),
    deckPhotoUploadedAt: timestamp('deck_photo_uploaded_at', { withTimezone: true }),
    /** When the 24-hour reminder was queued (`send_notifications`); null until then, so it goes once. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /**
     * The code the player shows on event day (issue 14): six characters of Crockford's base 32, drawn by the
     * database (migration 0014) and unique within the event (its trigger draws again on a clash).
     */
    checkInCode: text('check_in_code').notNull().default(sql`event_day_check_in_code()`),
    /** Set when the event's first round was paired and the player had not checked in: a no-show. */
    noShowAt: timestamp('no_show_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('registrations_user_idx').on(t.userId),
    uniqueIndex('registrations_check_in_code_idx').on(t.eventId, t.checkInCode),
  ],
)

/**
 * The line of players waiting for a seat at a sold-out event (issue 15, decision 029), in `id` order. When a seat
 * frees, the first waiting row gets an offer (`offered_at`, `offer_expires_at`) and the seat stays counted in
 * `events.taken_seats` for that player until they claim it (the row becomes a registration) or the offer
 * expires (the row goes and the seat passes to the next). Every change takes the event's row lock first.
 */
export const waitlist = pgTable(
  'waitlist',
  {
    id: serial('id').primaryKey(),
    ...eventPlayer(),
    createdAt: createdAt(),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('waitlist_event_user_idx').on(t.eventId, t.userId),
    index('waitlist_event_line_idx').on(t.eventId, t.id),
    index('waitlist_user_idx').on(t.userId),
    // The job's scan for offers that ran out.
    index('waitlist_offer_expires_idx').on(t.offerExpiresAt).where(sql`${t.offerExpiresAt} IS NOT NULL`),
    check('waitlist_offer_check', sql`(${t.offeredAt} IS NULL) = (${t.offerExpiresAt} IS NULL)`),
  ],
)

/**
 * A player's private calendar feed (`/api/feeds/me/{token}.ics`): the token is the feed's only key, so it is kept
 * as it is (the player reads their feed's address again) and replaced when they reset it.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: createdAt(),
})

/**
 * The UTC day of the last 06:00 UTC passed at `now` (an instant, as SQL): the day whose morning mails (the stores'
 * digests, the daily alerts) are due once it has begun (decision 037). Before 06:00 it is yesterday.
 */
export const newsDayAt = (now: unknown) => sql`((${now} AT TIME ZONE 'UTC') - interval '6 hours')::date`

/**
 * The stores (organizer users) a player follows (decision 037; DESIGN.md's favourites): `favorites=true` lists
 * their events, and each morning the player gets one mail per store listing its newly published events.
 * `digest_day` is the news day (`newsDayAt`) last served, the day of the follow when new: a digest is due once a
 * later day has begun.
 */
export const storeFollows = pgTable(
  'store_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    digestDay: date('digest_day', { mode: 'string' }).notNull().default(newsDayAt(sql`now()`)),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.storeId] }),
    // The morning job's scan for the follows whose digest is due.
    index('store_follows_digest_day_idx').on(t.digestDay),
  ],
)

/**
 * A player's mail preferences (decision 037); no row: the defaults. `daily_digest` turns the followed stores'
 * digests on or off; `digest_since` is when it was last turned on, so turning it back on mails only what is
 * published from then.
 */
export const mailPreferences = pgTable('mail_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dailyDigest: boolean('daily_digest').notNull().default(true),
  digestSince: timestamp('digest_since', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: updatedAt(),
})

export const ALERT_FREQUENCIES = ['daily', 'weekly'] as const
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]

/**
 * A saved search that mails its new matching events (decision 037): a place (point and label) and a radius, and
 * optionally a game, a kind and a subtype. `alert_day` is the news day last served (the day it was saved when
 * new); a daily alert is due the next day, a weekly one seven days later. `criteria_since` is when its search
 * last changed: only events published from then are news to it.
 */
export const searchAlerts = pgTable(
  'search_alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    radiusKm: integer('radius_km').notNull(),
    gameId: integer('game_id').references(() => games.id),
    eventType: text('event_type'),
    eventSubtype: text('event_subtype'),
    frequency: text('frequency').$type<AlertFrequency>().notNull(),
    alertDay: date('alert_day', { mode: 'string' }).notNull(),
    criteriaSince: timestamp('criteria_since', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('search_alerts_user_idx').on(t.userId, t.id),
    index('search_alerts_alert_day_idx').on(t.alertDay),
    check('search_alerts_frequency_check', sql`${t.frequency} IN ('daily', 'weekly')`),
    check('search_alerts_radius_check', sql`${t.radiusKm} >= 1`),
  ],
)

/**
 * Which events the morning mails (digests, alerts) already listed to a player (decision 037): an event is news
 * once, whichever store or alert finds it. Rows of events long ended are purged by the job.
 */
export const mailedEvents = pgTable(
  'mailed_events',
  {
    ...eventPlayer(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventId] }), index('mailed_events_event_idx').on(t.eventId)],
)

/** A file sent with a queued mail; binary content is base64 (`encoding: 'base64'`). */
export interface OutboxAttachment {
  filename: string
  contentType: string
  content: string
  encoding?: 'base64'
  /** Shown in the HTML part (`<img src="cid:…">`) rather than as a file: an inline image. */
  cid?: string
}

/**
 * The transactional outbox of mails: a feature inserts the rendered mail in the same transaction as the change
 * it reports, so a mail exists exactly when the change committed. The worker claims due rows for a while
 * (`claimed_until`, taken with FOR UPDATE SKIP LOCKED so two instances never take the same row), sends them,
 * then stamps `sent_at`; a failure sets `next_attempt_at` further away, and `failed_at` once it gives up.
 * `key`, when given, makes enqueuing idempotent (one reminder per event and player, whichever instance asks).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key'),
    template: text('template').notNull(),
    recipient: text('recipient').notNull(),
    locale: text('locale').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    /** Extra headers, e.g. List-Unsubscribe on newsletter mails. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mail_outbox_key_idx').on(t.key),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} IS NULL AND ${t.failedAt} IS NULL`),
  ],
)

/**
 * Newsletter sign-ups, one row per address (stored lower-cased): pending until the double opt-in link is
 * followed (`confirmed_at`), and `unsubscribed_at` once a mail's unsubscribe link was used. Signing up again
 * after unsubscribing starts a new double opt-in. `confirmation_sent_at` limits the re-sent mails per address.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull().unique(),
    locale: text('locale').$type<Locale>().notNull(),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('newsletter_subscriptions_locale_check', sql`${t.locale} IN ('en', 'fr', 'de', 'es', 'nl', 'it')`),
  ],
)

export type NewsletterTokenPurpose = 'confirm' | 'unsubscribe'

/**
 * The links of newsletter mails. Only a SHA-256 of each random token is kept, so a copy of the database
 * confirms or unsubscribes nobody. Confirmation tokens expire; unsubscribe tokens (one per mail) do not.
 */
export const newsletterTokens = pgTable(
  'newsletter_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => newsletterSubscriptions.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<NewsletterTokenPurpose>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('newsletter_tokens_subscription_idx').on(t.subscriptionId),
    check('newsletter_tokens_purpose_check', sql`${t.purpose} IN ('confirm', 'unsubscribe')`),
  ],
)

/**
 * The results of an event (spec §4 Results), one row per player, written in the transaction that sets
 * `events.awarded_xp`. `xp`/`coins` are what was sent to the loyalty ledger; `credited` is false when nothing
 * was (the store did not opt in to loyalty points, or the player has no account at the account service).
 */
export const eventResults = pgTable(
  'event_results',
  {
    ...eventPlayer(),
    category: text('category').notNull(),
    position: integer('position'),
    xp: integer('xp').notNull(),
    coins: integer('coins').notNull(),
    credited: boolean('credited').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    check('event_results_category_check', sql`${t.category} IN ('competitive', 'non-competitive')`),
  ],
)

export const ORGANIZER_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const
export type OrganizerRequestStatus = (typeof ORGANIZER_REQUEST_STATUSES)[number]

/** A user's request to become an organizer (spec §1); at most one pending per user (partial unique index). */
export const organizerRequests = pgTable(
  'organizer_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    customerId: text('customer_id').notNull(),
    taxNumber: text('tax_number').notNull(),
    status: text('status').$type<OrganizerRequestStatus>().notNull().default('pending'),
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('organizer_requests_status_check', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
    uniqueIndex('organizer_requests_one_pending_idx').on(t.userId).where(sql`${t.status} = 'pending'`),
    index('organizer_requests_status_idx').on(t.status, t.createdAt),
  ],
)

/**
 * Rate-limit counters shared by every instance (plugins/rate-limit.ts): one fixed window per key, written by
 * one atomic upsert per hit (@questboard/server/rate-limit-counters); ended windows are pruned now and then.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_expires').on(t.expiresAt)],
)

/**
 * Event day (issue 14, decision 025): who is there. One row per player checked in, a registered player, a
 * walk-in with an account (`walk_in`) or a guest known by a name only (`user_id` null); its id is the player's
 * id in rounds, matches and drops. A deleted account leaves its row, nameless, so the rounds stay whole.
 */
export const checkIns = pgTable(
  'check_ins',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    guestName: text('guest_name'),
    walkIn: boolean('walk_in').notNull().default(false),
    checkedInBy: integer('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  // Also the index of an event's check-ins (its first column); by user: the player's record (issue 15 §5).
  (t) => [
    uniqueIndex('check_ins_event_user_idx').on(t.eventId, t.userId),
    index('check_ins_user_idx').on(t.userId).where(sql`${t.userId} IS NOT NULL`),
  ],
)

/**
 * The rounds of an event, numbered from 1 across its stages (`stage` is the stage's order_index). `seed` is what
 * the pairing drew its random choices from, so any device recomputes the same round from the same results;
 * `planned_rounds` is the length of a Swiss stage as of this round.
 */
export const rounds = pgTable(
  'rounds',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    stage: integer('stage').notNull(),
    seed: text('seed').notNull(),
    plannedRounds: integer('planned_rounds'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    pairedBy: integer('paired_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The round's timer (decision 033), on the database's clock so every instance and device agrees: running
     * until `timer_ends_at`, or paused with `timer_paused_ms` left; neither: not started.
     */
    timerEndsAt: timestamp('timer_ends_at', { withTimezone: true }),
    timerPausedMs: integer('timer_paused_ms'),
  },
  (t) => [
    uniqueIndex('rounds_event_number_idx').on(t.eventId, t.number),
    check('rounds_timer_check', sql`${t.timerEndsAt} IS NULL OR ${t.timerPausedMs} IS NULL`),
  ],
)

export const MATCH_STATUSES = ['pending', 'reported', 'disputed', 'confirmed'] as const
export type MatchStatus = (typeof MATCH_STATUSES)[number]

/**
 * A table of a round: two checked-in players, or one and a bye (`player2_id` null, confirmed at once). A result
 * is entered by the organizer (confirmed), or reported by a player (`reported`) and confirmed by the opponent
 * (`confirmed`) or contradicted (`disputed`: the organizer decides).
 */
export const matches = pgTable(
  'matches',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => rounds.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    tableNumber: integer('table_number').notNull(),
    player1Id: integer('player1_id')
      .notNull()
      .references(() => checkIns.id),
    player2Id: integer('player2_id').references(() => checkIns.id),
    player1Wins: integer('player1_wins'),
    player2Wins: integer('player2_wins'),
    draws: integer('draws'),
    status: text('status').$type<MatchStatus>().notNull().default('pending'),
    reportedBy: integer('reported_by').references(() => users.id, { onDelete: 'set null' }),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    confirmedBy: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('matches_round_table_idx').on(t.roundId, t.tableNumber),
    index('matches_event_idx').on(t.eventId),
    check('matches_status_check', sql`${t.status} IN ('pending', 'reported', 'disputed', 'confirmed')`),
  ],
)

/** A player who left the event: paired no more after `after_round` (the rounds paired when they dropped). */
export const drops = pgTable(
  'drops',
  {
    checkInId: integer('check_in_id')
      .primaryKey()
      .references(() => checkIns.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    afterRound: integer('after_round').notNull(),
    droppedBy: integer('dropped_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('drops_event_idx').on(t.eventId)],
)

/** What was done on event day that the rounds do not show by themselves (a re-pair), and who did it. */
export const eventDayLog = pgTable(
  'event_day_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    roundNumber: integer('round_number'),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('event_day_log_event_idx').on(t.eventId, t.id)],
)

/**
 * The live views' change counter (decision 033): one row per event with event-day activity, its `version`
 * moved by one by every event-day write (in the transaction that holds the event's row, so versions of one event
 * never commit out of order) with what that write changed (`changes`: pairings, results, standings, players,
 * timer). Every instance polls the versions of the events it has watchers for and pushes what moved.
 */
export const eventDayChanges = pgTable('event_day_changes', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull(),
  changes: text('changes').array().notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * `Idempotency-Key` of writes (event day's first): a caller's key, the hash of the request it came with and,
 * once it succeeded, the answer, replayed to a retry of the same request. `status` null: still running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    callerId: integer('caller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    body: jsonb('body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.callerId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
)
