import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { toolTokens, users } from '../db/schema.ts'
import type { User } from '../users/users.repository.ts'

/** Only this digest of a tool token is stored: a leaked table grants nothing. */
const digest = (token: string) => createHash('sha256').update(token).digest('hex')

export interface ToolTokenHolder {
  user: User
  roles: string[]
  /** Whether `roles` were read from the account service within the allowed age (decision 020). */
  rolesFresh: boolean
}

export function createToolTokensRepository(db: Database) {
  // Every authenticated request asks it: built once, and prepared once per connection on a server.
  const activeHolder = db
    .select({
      user: users,
      roles: toolTokens.roles,
      // The database's clock, one for every instance.
      rolesFresh: sql<boolean>`${toolTokens.rolesCheckedAt} > now() - ${sql.placeholder('maxAgeMs')}::int * interval '1 millisecond'`,
    })
    .from(toolTokens)
    .innerJoin(users, eq(users.id, toolTokens.userId))
    .where(
      and(
        eq(toolTokens.tokenHash, sql.placeholder('tokenHash')),
        isNull(toolTokens.revokedAt),
        gt(toolTokens.expiresAt, sql`now()`),
      ),
    )
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

    /** The roles the account service just answered, for every active token of the user, on every instance. */
    async updateRoles(userId: number, roles: readonly string[]): Promise<void> {
      await db
        .update(toolTokens)
        .set({ roles: [...roles], rolesCheckedAt: sql`now()` })
        .where(
          and(
            eq(toolTokens.userId, userId),
            isNull(toolTokens.revokedAt),
            gt(toolTokens.expiresAt, sql`now()`),
          ),
        )
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
