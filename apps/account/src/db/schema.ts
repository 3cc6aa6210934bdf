import { sql } from 'drizzle-orm'
import {
  bigint,
  char,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'

// Mirrors migrations/*.sql (the migrations are the source of truth). Tables are unqualified:
// the connection's search_path selects the service's schema.

export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  nickname: text('nickname').notNull(),
  picture: text('picture'),
  country: char('country', { length: 2 }).notNull(),
  birthDate: date('birth_date', { mode: 'string' }).notNull(),
  roles: text('roles').array().notNull().default(sql`'{}'`),
  /** The version of the account's last change of roles (0: never changed), from the role_versions sequence. */
  rolesVersion: bigint('roles_version', { mode: 'number' }).notNull().default(0),
  rolesChangedAt: timestamp('roles_changed_at', { withTimezone: true }),
  joinDate: timestamp('join_date', { withTimezone: true }).notNull().defaultNow(),
  loyaltyRegisteredAt: timestamp('loyalty_registered_at', { withTimezone: true }),
})

/** Each change of an account's roles: who asked, before and after (migrations/0005_role_audit.sql). */
export const roleAudit = pgTable('role_audit', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  accountId: uuid('account_id').notNull(),
  changedBy: uuid('changed_by'),
  rolesBefore: text('roles_before').array().notNull(),
  rolesAfter: text('roles_after').array().notNull(),
  reason: text('reason'),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
})

export const loyaltyCredits = pgTable(
  'loyalty_credits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: uuid('account_id').notNull(),
    eventId: text('event_id').notNull(),
    xp: integer('xp').notNull(),
    coins: integer('coins').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
    coinsExpireAt: timestamp('coins_expire_at', { withTimezone: true }).notNull(),
  },
  (table) => [unique('loyalty_credits_once_per_event').on(table.eventId, table.accountId)],
)

/** Rate-limit counters (@questboard/server/rate-limit-counters writes them in SQL); declared for the schema's completeness. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.model, table.id] })],
)

export const providerSecrets = pgTable('provider_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const accountDeletions = pgTable('account_deletions', {
  accountId: uuid('account_id').primaryKey(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
})

export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  accountId: uuid('account_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const passwordResetRequests = pgTable('password_reset_requests', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull(),
  ip: text('ip').notNull(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
})
