import { and, asc, eq, gt, ilike, or, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { accounts } from '../db/schema'

export type Account = typeof accounts.$inferSelect
export type NewAccount = typeof accounts.$inferInsert

/**
 * A change takes its version inside its one-statement transaction and commits moments later, so a smaller
 * version may commit after a larger one is read. Past this age every change before it has committed: a reader
 * may move its cursor past settled changes only, and re-reads the unsettled ones (applying one twice is harmless).
 */
export const ROLE_CHANGE_SETTLED_SECONDS = 10

export function accountsRepository(db: Db) {
  return {
    async findById(id: string): Promise<Account | undefined> {
      if (!isUuid(id)) return undefined
      const [account] = await db.select().from(accounts).where(eq(accounts.id, id))
      return account
    },

    async findByEmail(email: string): Promise<Account | undefined> {
      const [account] = await db
        .select()
        .from(accounts)
        .where(sql`lower(${accounts.email}) = lower(${email.trim()})`)
      return account
    },

    /** Inserts the account; undefined when the email is already taken. */
    async create(account: NewAccount): Promise<Account | undefined> {
      const [created] = await db.insert(accounts).values(account).onConflictDoNothing().returning()
      return created
    },

    async upsertDemo(account: NewAccount): Promise<void> {
      await db
        .insert(accounts)
        .values(account)
        .onConflictDoUpdate({ target: accounts.id, set: { birthDate: account.birthDate } })
    },

    async setRoles(id: string, roles: string[]): Promise<boolean> {
      if (!isUuid(id)) return false
      const updated = await db
        .update(accounts)
        .set({ roles, rolesVersion: sql`nextval('role_versions')`, rolesChangedAt: sql`now()` })
        .where(eq(accounts.id, id))
        .returning({ id: accounts.id })
      return updated.length > 0
    },

    /**
     * The accounts whose roles changed after version `after`, oldest change first, with the roles they hold now.
     * A change is settled once every change with a smaller version has surely committed (see the constant).
     */
    async roleChangesAfter(after: number, limit: number) {
      return db
        .select({
          id: accounts.id,
          roles: accounts.roles,
          version: accounts.rolesVersion,
          changedAt: accounts.rolesChangedAt,
          settled: sql<boolean>`${accounts.rolesChangedAt} < now() - ${ROLE_CHANGE_SETTLED_SECONDS} * interval '1 second'`,
        })
        .from(accounts)
        .where(gt(accounts.rolesVersion, after))
        .orderBy(asc(accounts.rolesVersion))
        .limit(limit)
    },

    /** Sets the loyalty registration date once; later calls keep the first date. */
    async registerLoyalty(id: string): Promise<Account | undefined> {
      await db
        .update(accounts)
        .set({ loyaltyRegisteredAt: new Date() })
        .where(and(eq(accounts.id, id), sql`${accounts.loyaltyRegisteredAt} IS NULL`))
      return this.findById(id)
    },

    async searchByLogin(login: string, includeEmail: boolean, limit = 20) {
      const pattern = `%${login.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
      const matches = includeEmail
        ? or(ilike(accounts.nickname, pattern), ilike(accounts.email, pattern))
        : ilike(accounts.nickname, pattern)
      return (
        db
          .select({ id: accounts.id, nickname: accounts.nickname, email: accounts.email })
          .from(accounts)
          .where(matches)
          // Prefix matches first, then alphabetical.
          .orderBy(sql`lower(${accounts.nickname}) NOT LIKE lower(${`${login}%`})`, asc(accounts.nickname))
          .limit(limit)
      )
    },
  }
}

export type AccountsRepository = ReturnType<typeof accountsRepository>

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
}
