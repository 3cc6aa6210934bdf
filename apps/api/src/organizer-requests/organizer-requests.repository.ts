import type { OrganizerRequestBody } from '@questboard/domain/organizer-request.schema'
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { isUniqueViolation } from '../db/errors.ts'
import { type OrganizerRequestStatus, organizerRequests, toolTokens, users } from '../db/schema.ts'
import type { PageRequest } from '../pagination.ts'

export type OrganizerRequestRow = typeof organizerRequests.$inferSelect

export interface OrganizerRequestWithUser {
  request: OrganizerRequestRow
  user: {
    id: number
    nickname: string
    email: string
    subject: string
    locale: (typeof users.$inferSelect)['locale']
  }
}

const withUser = {
  request: organizerRequests,
  user: {
    id: users.id,
    nickname: users.nickname,
    email: users.email,
    subject: users.subject,
    locale: users.locale,
  },
}

export function createOrganizerRequestsRepository(db: Database) {
  return {
    /** The new pending request; undefined when the user already has one. */
    async insert(userId: number, body: OrganizerRequestBody): Promise<OrganizerRequestRow | undefined> {
      try {
        const [row] = await db
          .insert(organizerRequests)
          .values({
            userId,
            accountId: body.account_id,
            customerId: body.customer_id,
            taxNumber: body.tax_number,
          })
          .returning()
        return row
      } catch (error) {
        if (isUniqueViolation(error)) return undefined
        throw error
      }
    },

    async latestOf(userId: number): Promise<OrganizerRequestRow | undefined> {
      const [row] = await db
        .select()
        .from(organizerRequests)
        .where(eq(organizerRequests.userId, userId))
        .orderBy(desc(organizerRequests.createdAt), desc(organizerRequests.id))
        .limit(1)
      return row
    },

    async find(id: number): Promise<OrganizerRequestWithUser | undefined> {
      const [row] = await db
        .select(withUser)
        .from(organizerRequests)
        .innerJoin(users, eq(users.id, organizerRequests.userId))
        .where(eq(organizerRequests.id, id))
      return row
    },

    async list(status: OrganizerRequestStatus | undefined, page: PageRequest) {
      const where: SQL | undefined = status ? eq(organizerRequests.status, status) : undefined
      const rows = await db
        .select(withUser)
        .from(organizerRequests)
        .innerJoin(users, eq(users.id, organizerRequests.userId))
        .where(where)
        .orderBy(desc(organizerRequests.createdAt), desc(organizerRequests.id))
        .limit(page.limit)
        .offset(page.offset)
      const [total] = await db.select({ count: count() }).from(organizerRequests).where(where)
      return { rows, count: total?.count ?? 0 }
    },

    /** The roles of the user's latest tool token: what the account service last told us they hold. */
    async latestRoles(userId: number): Promise<string[]> {
      const [row] = await db
        .select({ roles: toolTokens.roles })
        .from(toolTokens)
        .where(eq(toolTokens.userId, userId))
        .orderBy(desc(toolTokens.createdAt), desc(toolTokens.id))
        .limit(1)
      return row?.roles ?? []
    },

    /**
     * pending → `status` in `tx`, by `adminId`; answers the row only when this call decided it (a request
     * decided meanwhile is left as it is).
     */
    async decide(
      tx: Database,
      id: number,
      decision: {
        status: Exclude<OrganizerRequestStatus, 'pending'>
        reason: string | null
        adminId: number
      },
    ): Promise<OrganizerRequestRow | undefined> {
      const [row] = await tx
        .update(organizerRequests)
        .set({
          status: decision.status,
          reason: decision.reason,
          decidedBy: decision.adminId,
          decidedAt: sql`now()`,
        })
        .where(and(eq(organizerRequests.id, id), eq(organizerRequests.status, 'pending')))
        .returning()
      return row
    },
  }
}

export type OrganizerRequestsRepository = ReturnType<typeof createOrganizerRequestsRepository>
