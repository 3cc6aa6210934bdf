import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm'
import type { Adapter, AdapterPayload } from 'oidc-provider'
import type { Db } from '../db/database'
import { oidcPayloads } from '../db/schema'

/**
 * oidc-provider's storage over our database: one row per (model, id), the payload as jsonb, with the
 * columns the provider looks things up by (grant id, user code, uid) and the expiry.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what PostgreSQL's text refuses
const UNSTORABLE = /\u0000|\p{Surrogate}/u

export function databaseAdapterFactory(db: Db) {
  return (model: string): Adapter => {
    const byId = (id: string) => and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id))

    /** A key PostgreSQL's text cannot hold (a NUL, a lone surrogate: a client's garbage) names no record. */
    const findWhere = async (
      key: string,
      condition: ReturnType<typeof and>,
    ): Promise<AdapterPayload | undefined> => {
      if (typeof key !== 'string' || UNSTORABLE.test(key)) return undefined
      const [row] = await db
        .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
        .from(oidcPayloads)
        .where(and(condition, or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, new Date()))))
        .limit(1)
      if (!row) return undefined
      const payload = row.payload as AdapterPayload
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload
    }

    return {
      async upsert(id, payload, expiresIn) {
        const values = {
          payload: payload as Record<string, unknown>,
          grantId: payload.grantId ?? null,
          userCode: payload.userCode ?? null,
          uid: payload.uid ?? null,
          expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
        }
        await db
          .insert(oidcPayloads)
          .values({ model, id, ...values })
          .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: values })
        // Expired rows are useless; sweep a few of this model's now and then rather than run a job.
        if (Math.random() < 0.02) {
          await db
            .delete(oidcPayloads)
            .where(and(eq(oidcPayloads.model, model), lte(oidcPayloads.expiresAt, new Date())))
        }
      },
      find: (id) => findWhere(id, byId(id)),
      findByUid: (uid) => findWhere(uid, and(eq(oidcPayloads.model, model), eq(oidcPayloads.uid, uid))),
      findByUserCode: (userCode) =>
        findWhere(userCode, and(eq(oidcPayloads.model, model), eq(oidcPayloads.userCode, userCode))),
      async consume(id) {
        await db.update(oidcPayloads).set({ consumedAt: new Date() }).where(byId(id))
      },
      async destroy(id) {
        await db.delete(oidcPayloads).where(byId(id))
      },
      async revokeByGrantId(grantId) {
        await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId))
      },
    }
  }
}

/** The ids of the grants an account holds (to update them when its roles change). */
export async function grantIdsOfAccount(db: Db, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ id: oidcPayloads.id })
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.model, 'Grant'), sql`${oidcPayloads.payload}->>'accountId' = ${accountId}`))
  return rows.map((row) => row.id)
}
