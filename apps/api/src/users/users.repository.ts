import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { users } from '../db/schema.ts'

export type User = typeof users.$inferSelect

/** What the account service tells us about a person at sign-in. */
export interface AccountIdentity {
  subject: string
  email: string
  nickname: string
  country: string | null
  birthDate: string | null
}

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
  }
}

export type UsersRepository = ReturnType<typeof createUsersRepository>
