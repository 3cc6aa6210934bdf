import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { rolesFeed, toolTokens, users } from '../db/schema.ts'
import type { User } from '../users/users.repository.ts'

/** Only this digest of a tool token is stored: a leaked table grants nothing. */
const digest = (token: string) => createHash('sha256').update(token).digest('hex')

export interface ToolTokenHolder {
  user: User
  roles: string[]
  /** Whether `roles` are those of the account service within the allowed age (decision 020). */
  rolesFresh: boolean
}

/** A token neither revoked nor expired. */
const active = and(isNull(toolTokens.revokedAt), gt(toolTokens.expiresAt, sql`now()`))

export function createToolTokensRepository(db: Database) {
  // Every authenticated request asks it: built once, and prepared once per connection on a server.
  const activeHolder = db
    .select({
      user: users,
      roles: toolTokens.roles,
      // The database's clock, one for every instance. Roles the account service confirmed stay fresh while the
      // roles feed is read (it applies every change to them); others, for maxAge after they were read.
      rolesFresh: sql<boolean>`GREATEST(${toolTokens.rolesCheckedAt},
        CASE WHEN ${toolTokens.rolesVersion} IS NOT NULL THEN (SELECT ${rolesFeed.readAt} FROM ${rolesFeed}) END)
        > now() - ${sql.placeholder('maxAgeMs')}::int * interval '1 millisecond'`,
    })
    .from(toolTokens)
    .innerJoin(users, eq(users.id, toolTokens.userId))
    .where(and(eq(toolTokens.tokenHash, sql.placeholder('tokenHash')), active))
    .prepare('active_tool_token_holder')

  return {
    /** A new random token for the user; answers the token itself, which is never stored. */
    async issue(userId: number, roles: readonly string[], expiresAt: Date): Promise<string> {
      const token = randomBytes(32).toString('base64url')
      await db.insert(toolTokens).values({ tokenHash: digest(token), userId, roles: [...roles], expiresAt })
      return token
    },

    /** The user and roles behind a token that is neither expired nor revoked; roles older than `maxAgeMs` are not fresh. */
    async findActive(token: string, maxAgeMs = 0): Promise<ToolTokenHolder | undefined> {
      const [row] = await activeHolder.execute({ tokenHash: digest(token), maxAgeMs })
      return row
    },

    /**
     * The roles the account service just answered, as of `version` of its roles feed, for every active token of
     * the user, on every instance; from then on the feed keeps them. A token already holding a newer version
     * (the feed applied a change while this answer was on its way) keeps it: the newest version wins.
     */
    async updateRoles(userId: number, roles: readonly string[], version: number): Promise<void> {
      await db
        .update(toolTokens)
        .set({ roles: [...roles], rolesCheckedAt: sql`now()`, rolesVersion: version })
        .where(
          and(
            eq(toolTokens.userId, userId),
            or(isNull(toolTokens.rolesVersion), lte(toolTokens.rolesVersion, version)),
            active,
          ),
        )
    },

    /**
     * A change of the roles feed: the account's roles as of `version`, for each of its active tokens that holds
     * an older version (a change read twice, or by two instances at once, changes nothing the second time).
     */
    async applyRoleChange(subject: string, roles: readonly string[], version: number): Promise<void> {
      await db
        .update(toolTokens)
        .set({ roles: [...roles], rolesCheckedAt: sql`now()`, rolesVersion: version })
        .where(
          and(
            sql`${toolTokens.userId} = (SELECT ${users.id} FROM ${users} WHERE ${users.subject} = ${subject})`,
            or(isNull(toolTokens.rolesVersion), lt(toolTokens.rolesVersion, version)),
            active,
          ),
        )
    },

    /** Where this deployment is in the roles feed: every change up to this version is applied. */
    async rolesFeedPosition(): Promise<number> {
      const [row] = await db.select({ after: rolesFeed.afterVersion }).from(rolesFeed)
      return row?.after ?? 0
    },

    /**
     * The feed was read whole from `startedMsAgo` ago (by this process's clock) and every change up to
     * `settledVersion` is applied: confirmed tokens are fresh as of the start of that read.
     */
    async rolesFeedRead(settledVersion: number, startedMsAgo: number): Promise<void> {
      await db.update(rolesFeed).set({
        afterVersion: sql`GREATEST(${rolesFeed.afterVersion}, ${settledVersion})`,
        readAt: sql`GREATEST(${rolesFeed.readAt}, now() - ${Math.round(startedMsAgo)}::int * interval '1 millisecond')`,
      })
    },

    /** The account is gone from the account service: none of its tokens authenticates anything any more. */
    async revokeAllOf(userId: number): Promise<void> {
      await db
        .update(toolTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(toolTokens.userId, userId), isNull(toolTokens.revokedAt)))
    },

    async revoke(token: string): Promise<void> {
      await db
        .update(toolTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(toolTokens.tokenHash, digest(token)), isNull(toolTokens.revokedAt)))
    },
  }
}

export type ToolTokensRepository = ReturnType<typeof createToolTokensRepository>
