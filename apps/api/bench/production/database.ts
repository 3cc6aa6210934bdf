/**
 * The production benchmark's database: a fresh one on the PostgreSQL server (or a PGlite directory), migrated
 * as the API migrates, loaded through SQL (events, players with tool tokens), and the queries that check what
 * the load did (acknowledged registrations, seats). What the server waited on and wrote meanwhile:
 * database-activity.ts.
 */
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { openDatabase as openAccountDatabase } from '@questboard/account/database'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import type { DatabaseConfig } from '../../src/config.ts'
import { type Database, openDatabase } from '../../src/db/database.ts'
import * as schema from '../../src/db/schema.ts'
import { seedReferenceData } from '../../src/db/seed-reference-data.ts'
import { seedManyEvents } from '../../src/testing/many-events.ts'

/** A player of the benchmark: `Authorization: Token <salt>.<index>`, index 1 … players. */
export const playerToken = (salt: string, index: number) => `${salt}.${index}`

/** Player n's account id (a UUID, as the account service's): this prefix, then n in 12 digits. */
const BENCH_SUBJECT_PREFIX = '00000000-0000-4000-8000-'
const playerSubject = (index: number) => `${BENCH_SUBJECT_PREFIX}${String(index).padStart(12, '0')}`

/**
 * The players' accounts at the account service, in its own database (the server's `account` schema, or its
 * PGlite directory under DATA_DIR), migrated here before it starts: the Event API re-reads each player's roles
 * from it once a minute (decision 020), as it would a real player's.
 */
export async function createPlayerAccounts(
  db: Database,
  target: { url: string } | { dataDir: string },
): Promise<void> {
  const { rows } = await db.execute<{ subject: string; email: string; nickname: string; birth_date: string }>(
    sql`SELECT subject, email, nickname, birth_date::text FROM users
      WHERE subject LIKE ${`${BENCH_SUBJECT_PREFIX}%`}`,
  )
  const account = await openAccountDatabase({
    schema: 'account',
    ...('url' in target ? { url: target.url } : { pgliteDir: path.join(target.dataDir, 'account-pglite') }),
  })
  try {
    const column = (name: keyof (typeof rows)[number]) => `{${rows.map((row) => `"${row[name]}"`).join(',')}}`
    await account.db.execute(sql`INSERT INTO accounts (id, email, password_hash, nickname, country, birth_date, roles)
      SELECT id, email, 'not a password hash: no sign-in', nickname, 'FR', birth_date, '{user}'
      FROM unnest(${column('subject')}::uuid[], ${column('email')}::text[], ${column('nickname')}::text[],
        ${column('birth_date')}::date[]) AS a(id, email, nickname, birth_date)`)
  } finally {
    await account.close()
  }
}

export interface ServerDatabase {
  name: string
  url: string
  drop(): Promise<void>
}

async function admin(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl })
  client.on('error', () => {})
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end().catch(() => {})
  }
}

/** A new empty database beside the admin URL's; `drop` removes it (connections and all). */
export async function createServerDatabase(adminUrl: string): Promise<ServerDatabase> {
  const name = `qb_prodbench_${randomBytes(5).toString('hex')}`
  await admin(adminUrl, `CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  let dropped = false
  return {
    name,
    url: url.toString(),
    async drop() {
      if (dropped) return
      dropped = true
      // Right after a restart the server may need a moment before it takes connections again.
      for (let attempt = 0; ; attempt++) {
        try {
          return await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        } catch (error) {
          if (attempt >= 10) throw error
          await new Promise((resolve) => setTimeout(resolve, 1000))
        }
      }
    },
  }
}

export interface LoadTimings {
  migrate: number
  events: number
  vacuum: number
  players: number
}

/** The bench's own connection: no statement timeout (the load takes minutes), errors of idle clients ignored. */
export interface BenchConnection {
  db: Database
  close(): Promise<void>
}

export interface Loaded {
  connection: BenchConnection
  timings: LoadTimings
  tokenSalt: string
  /** Published public events not yet ended, and of them free Full ones (the list's filters). */
  listed: number
  freeFull: number
  triggersOnEvents: string[]
  indexesOnEvents: number
  foreignKeysOfEvents: number
}

const seconds = (start: number) => (performance.now() - start) / 1000

/** Migrates (as an API instance would), loads `events` events and `players` players with tool tokens. */
export async function loadDatabase(
  config: DatabaseConfig,
  { events, players }: { events: number; players: number },
  log: (line: string) => void,
): Promise<Loaded> {
  // Migrated as an instance migrates; loaded through a connection of the bench's own on a server.
  const opened = await openDatabase(config)
  let start = performance.now()
  await opened.migrate()
  let connection: BenchConnection = opened
  if (config.driver === 'postgres') {
    await opened.close()
    const pool = new pg.Pool({ connectionString: config.url, max: 4, options: '-c statement_timeout=0' })
    pool.on('error', () => {})
    connection = { db: drizzle({ client: pool, schema }), close: () => pool.end() }
  }
  const { db } = connection
  await seedReferenceData(db)
  const migrate = seconds(start)
  const triggersOnEvents = (
    await db.execute<{ name: string }>(sql`SELECT tgname AS name FROM pg_trigger
      WHERE tgrelid = 'events'::regclass AND NOT tgisinternal ORDER BY tgname`)
  ).rows.map((row) => row.name)
  const [indexes] = (
    await db.execute<{ count: number; foreign_keys: number }>(sql`SELECT count(*)::int AS count,
      (SELECT count(*)::int FROM pg_constraint WHERE conrelid = 'events'::regclass AND contype = 'f')
        AS foreign_keys
      FROM pg_index WHERE indrelid = 'events'::regclass`)
  ).rows
  log(`migrated in ${migrate.toFixed(1)} s; loading ${events.toLocaleString('en')} events …`)

  start = performance.now()
  await seedManyEvents(db, events)
  const eventsSeconds = seconds(start)
  log(`events loaded in ${eventsSeconds.toFixed(1)} s (one INSERT … SELECT, then ANALYZE)`)
  // What autovacuum does on a server in production (this machine's server runs with autovacuum off) and the
  // API's periodic VACUUM does on PGlite: a current visibility map and statistics.
  start = performance.now()
  await db.execute(sql`VACUUM (ANALYZE) events`)
  const vacuum = seconds(start)

  start = performance.now()
  const tokenSalt = `bench${randomBytes(12).toString('hex')}`
  await db.execute(sql`INSERT INTO users (subject, email, nickname, country, birth_date, locale)
    SELECT ${BENCH_SUBJECT_PREFIX} || lpad(g::text, 12, '0'), 'player-' || g || '@questboard.test',
      'Bench Player ' || g, 'FR', date '1970-01-01' + (g % 9000), 'en'
    FROM generate_series(1, ${players}) AS g`)
  // Sessions past their first minute: their roles confirmed by the account service once (roles_version 0),
  // since when its roles feed keeps them (decision 020); the players' accounts exist at the account service.
  await db.execute(sql`INSERT INTO tool_tokens (token_hash, user_id, roles, roles_checked_at, roles_version, expires_at)
    SELECT encode(sha256(convert_to(${tokenSalt} || '.' || g, 'UTF8')), 'hex'), u.id, '{user}',
      now() - interval '1 hour', 0, now() + interval '1 day'
    FROM generate_series(1, ${players}) AS g JOIN users u ON u.subject = ${BENCH_SUBJECT_PREFIX} || lpad(g::text, 12, '0')`)
  await db.execute(sql`VACUUM (ANALYZE) users`)
  await db.execute(sql`VACUUM (ANALYZE) tool_tokens`)
  const playersSeconds = seconds(start)

  const [counts] = (
    await db.execute<{ listed: number; free_full: number }>(sql`SELECT count(*)::int AS listed,
      count(*) FILTER (WHERE price = 0 AND event_type = 'Full')::int AS free_full FROM events
      WHERE status = 'published' AND event_visibility = 'PUBLIC' AND ends_at >= now()`)
  ).rows
  return {
    connection,
    timings: { migrate, events: eventsSeconds, vacuum, players: playersSeconds },
    tokenSalt,
    listed: counts?.listed ?? 0,
    freeFull: counts?.free_full ?? 0,
    triggersOnEvents,
    indexesOnEvents: indexes?.count ?? 0,
    foreignKeysOfEvents: indexes?.foreign_keys ?? 0,
  }
}

export interface OpenEvent {
  id: number
  room: number
}

/**
 * Events a player may register for, with the seats left: published, public, Full, with a seat limit and room,
 * starting (and closing registrations) more than a day from now; in a seeded random order.
 */
export async function openEvents(db: Database, limit: number): Promise<OpenEvent[]> {
  const result = await db.execute<{ id: number; room: number }>(sql`SELECT id,
      (max_players - taken_seats)::int AS room FROM events
    WHERE status = 'published' AND event_visibility = 'PUBLIC' AND event_type = 'Full'
      AND max_players IS NOT NULL AND taken_seats < max_players AND starts_at > now() + interval '1 day'
      AND (registration_deadline IS NULL OR registration_deadline > now() + interval '1 day')
    ORDER BY md5(id::text) LIMIT ${limit}`)
  return result.rows.map((row) => ({ id: Number(row.id), room: Number(row.room) }))
}

/** Turns an open event into an empty one with `seats` seats (no registration rows: its seats were seeded). */
export async function makeSeatEvent(db: Database, eventId: number, seats: number) {
  await db.execute(sql`DELETE FROM registrations WHERE event_id = ${eventId}`)
  await db.execute(sql`UPDATE events SET max_players = ${seats}, taken_seats = 0 WHERE id = ${eventId}`)
}

export async function seatEventState(db: Database, eventId: number) {
  const [row] = (
    await db.execute<{ rows: number; taken: number; max: number }>(sql`SELECT
      (SELECT count(*)::int FROM registrations WHERE event_id = ${eventId}) AS rows,
      taken_seats AS taken, max_players AS max FROM events WHERE id = ${eventId}`)
  ).rows
  return { rows: Number(row?.rows ?? 0), taken: Number(row?.taken ?? 0), max: Number(row?.max ?? 0) }
}

/** How many of the acknowledged (201) registrations, [event id, player index], have no row. */
export async function missingRegistrations(db: Database, acknowledged: [number, number][]) {
  let missing = 0
  for (let i = 0; i < acknowledged.length; i += 20_000) {
    const slice = acknowledged.slice(i, i + 20_000)
    const eventIds = `{${slice.map(([event]) => event).join(',')}}`
    const subjects = `{${slice.map(([, player]) => playerSubject(player)).join(',')}}`
    const [row] = (
      await db.execute<{ missing: number }>(sql`SELECT count(*)::int AS missing
        FROM unnest(${eventIds}::int[], ${subjects}::text[]) AS a(event_id, subject)
        JOIN users u ON u.subject = a.subject
        WHERE NOT EXISTS (SELECT 1 FROM registrations r WHERE r.event_id = a.event_id AND r.user_id = u.id)`)
    ).rows
    missing += Number(row?.missing ?? 0)
  }
  return missing
}
