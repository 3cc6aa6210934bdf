import { and, asc, desc, eq, gt, ilike, or, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { accounts, roleAudit } from '../db/schema'

export type Account = typeof accounts.$inferSelect
/** Who asked for a change of roles, and why; both recorded in the role audit. */
export interface RoleChangeAuthor {
  changedBy: string | null
  reason: string | null
}
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

    /** Sets the roles and records the change in the audit, in one transaction; false when no account has the id. */
    async setRoles(
      id: string,
      roles: string[],
      author: RoleChangeAuthor = { changedBy: null, reason: null },
    ): Promise<boolean> {
      if (!isUuid(id)) return false
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ roles: accounts.roles })
          .from(accounts)
          .where(eq(accounts.id, id))
          .for('update')
        if (!before) return false
        await tx
          .update(accounts)
          .set({ roles, rolesVersion: sql`nextval('role_versions')`, rolesChangedAt: sql`now()` })
          .where(eq(accounts.id, id))
        const changed =
          before.roles.length !== roles.length || before.roles.some((role) => !roles.includes(role))
        if (changed) {
          await tx.insert(roleAudit).values({
            accountId: id,
            changedBy: author.changedBy && isUuid(author.changedBy) ? author.changedBy : null,
            rolesBefore: before.roles,
            rolesAfter: roles,
            reason: author.reason,
          })
        }
        return true
      })
    },

    /** The account's changes of roles, newest first, each with the nickname of who made it (if known). */
    async roleHistory(id: string, limit = 50) {
      if (!isUuid(id)) return []
      return db
        .select({
          changedBy: roleAudit.changedBy,
          changedByNickname: accounts.nickname,
          rolesBefore: roleAudit.rolesBefore,
          rolesAfter: roleAudit.rolesAfter,
          reason: roleAudit.reason,
          changedAt: roleAudit.changedAt,
        })
        .from(roleAudit)
        .leftJoin(accounts, eq(accounts.id, roleAudit.changedBy))
        .where(eq(roleAudit.accountId, id))
        .orderBy(desc(roleAudit.changedAt), desc(roleAudit.id))
        .limit(limit)
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

    /** Accounts whose nickname (or also email) contains `login`, prefix matches first, with their stored roles. */
    async searchByLogin(login: string, includeEmail: boolean, limit = 20) {
      const pattern = `%${login.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
      const matches = includeEmail
        ? or(ilike(accounts.nickname, pattern), ilike(accounts.email, pattern))
        : ilike(accounts.nickname, pattern)
      return (
        db
          .select({
            id: accounts.id,
            nickname: accounts.nickname,
            email: accounts.email,
            roles: accounts.roles,
          })
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
