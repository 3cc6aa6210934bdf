import type { NoShowRule } from '@questboard/domain/no-shows'
import { asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { users } from '../db/schema.ts'
import type { StoredPicture } from '../pictures/stored-picture.ts'

export type User = typeof users.$inferSelect

/** What the account service tells us about a person at sign-in. */
export interface AccountIdentity {
  subject: string
  email: string
  nickname: string
  country: string | null
  birthDate: string | null
}

/** What `POST /api/users/me/` changes; an absent key leaves its column as it is. */
export interface ProfileChanges {
  isPublic?: boolean
  noShowRule?: NoShowRule
  lpOpted?: boolean
  storeInformation?: Record<string, unknown>
  /** A storage key, or null to remove the logo. */
  storeLogo?: string | null
  /** A stored picture, or null to remove the photo. */
  storePhoto?: StoredPicture | null
}

/** `%`, `_` and the escape character itself match only themselves in a LIKE pattern. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

export function createUsersRepository(db: Database) {
  return {
    async findById(id: number): Promise<User | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, id))
      return user
    },

    /** Creates the user at their first sign-in, refreshes what the account service owns afterwards. */
    async upsertFromAccount(identity: AccountIdentity): Promise<User> {
      const [user] = await db
        .insert(users)
        .values(identity)
        .onConflictDoUpdate({
          target: users.subject,
          set: {
            email: identity.email,
            nickname: identity.nickname,
            country: identity.country,
            birthDate: identity.birthDate,
            updatedAt: sql`now()`,
          },
        })
        .returning()
      if (!user) throw new Error('upsert returned no row')
      return user
    },

    /**
     * Applies the changes in one transaction, the row locked so that two saves cannot both believe they
     * replaced the same logo or photo; answers what they were (null when none), undefined for an unknown user.
     */
    async updateProfile(
      id: number,
      changes: ProfileChanges,
    ): Promise<{ previousLogo: string | null; previousPhoto: StoredPicture | null } | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ storeLogo: users.storeLogo, storePhoto: users.storePhoto })
          .from(users)
          .where(eq(users.id, id))
          .for('update')
        if (!current) return undefined
        await tx
          .update(users)
          .set({ ...changes, updatedAt: sql`now()` })
          .where(eq(users.id, id))
        return { previousLogo: current.storeLogo, previousPhoto: current.storePhoto }
      })
    },

    /** Users whose nickname contains `search` (any case, wildcards taken literally); closest matches first. */
    async searchByNickname(search: string, limit: number): Promise<{ id: number; nickname: string }[]> {
      const pattern = `%${escapeLike(search)}%`
      return db
        .select({ id: users.id, nickname: users.nickname })
        .from(users)
        .where(sql`${users.nickname} ILIKE ${pattern} ESCAPE '\\'`)
        .orderBy(
          sql`strpos(lower(${users.nickname}), lower(${search}))`,
          asc(sql`lower(${users.nickname})`),
          users.id,
        )
        .limit(limit)
    },
  }
}

export type UsersRepository = ReturnType<typeof createUsersRepository>
