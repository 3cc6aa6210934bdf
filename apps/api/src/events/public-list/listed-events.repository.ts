import { and, asc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { eventChanges, events, games, registrations, storeFollows, users } from '../../db/schema.ts'
import {
  type GameRow,
  gameColumns,
  type ListedRow,
  type OwnerStoreRow,
  owner,
  ownerColumns,
  selectListedRows,
  summaryColumns,
} from '../list-rows.ts'

/**
 * Rows read per statement while loading: the first load never holds every row twice, and the requests that
 * arrive meanwhile (answered by the database) wait at most one batch's handling between two.
 */
const LOAD_BATCH = 2_000

const listedNotEnded = (nowMs: number) =>
  and(
    eq(events.status, 'published'),
    eq(events.eventVisibility, 'PUBLIC'),
    gte(events.endsAt, new Date(nowMs)),
  )

/** A row read again, with the transaction that last wrote it. */
export interface ChangedRow {
  row: ListedRow
  changedXid: string
}

/**
 * What the list's memory reads of the database (docs/decisions/018). Every event and user is stamped with the
 * id of the transaction that last wrote it (`changed_xid`, set by triggers: migrations 0008 and 0010; the
 * events' in `event_changes`), and a snapshot's xmin is a horizon below which every transaction had finished:
 * rows written at or above the previous look's horizon are all the memory has to read again. No clock, no
 * notification, whichever instance wrote.
 */
export function createListedEventsRepository(db: Database) {
  return {
    /**
     * Every listed event not ended at `nowMs`, handed to `receive` in batches read in one REPEATABLE READ
     * snapshot; answers that snapshot's horizon.
     */
    load(nowMs: number, receive: (rows: ListedRow[]) => void): Promise<string> {
      return db.transaction(
        async (tx) => {
          const horizon = await snapshotXmin(tx)
          // The few games and stores once, not joined to each of a quarter of a million events.
          const gameRows = new Map((await tx.select(gameColumns).from(games)).map((g) => [g.id, g]))
          const owners = new Map(
            (
              await tx
                .select(ownerColumns)
                .from(owner)
                .where(
                  inArray(
                    owner.id,
                    tx.selectDistinct({ id: events.ownerId }).from(events).where(listedNotEnded(nowMs)),
                  ),
                )
            ).map((store) => [store.id, store]),
          )
          // Keyset pages in the order of the listed events' end index (migration 0007), which holds exactly them.
          let after: SQL | undefined
          for (;;) {
            const batch = await tx
              .select(summaryColumns)
              .from(events)
              .where(and(listedNotEnded(nowMs), after))
              .orderBy(asc(events.endsAt), asc(events.startsAt), asc(events.id))
              .limit(LOAD_BATCH)
            receive(
              batch.map((event) => ({
                event,
                game: gameRows.get(event.gameId) ?? { id: event.gameId, name: '', art: null },
                owner: owners.get(event.ownerId) as OwnerStoreRow,
              })),
            )
            const last = batch.at(-1)
            if (!last || batch.length < LOAD_BATCH) break
            // Let the requests that came meanwhile go first.
            await new Promise((resolve) => setImmediate(resolve))
            after = sql`(${events.endsAt}, ${events.startsAt}, ${events.id}) > (${last.endsAt}, ${last.startsAt}, ${last.id})`
          }
          return horizon
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      )
    },

    /**
     * One statement, one snapshot: the next horizon, the events written since `horizon` (id and the
     * transaction that wrote each), and the stores (users) and games (their art) written since. Read the events that are news with
     * `eventsByIds` afterwards: a later snapshot sees at least what this one saw, and whatever it did not see
     * is at or above the next horizon.
     */
    async look(horizon: string): Promise<{
      horizon: string
      written: [number, string][]
      stores: OwnerStoreRow[]
      games: GameRow[]
    }> {
      const [row] = await db
        .execute<{
          xmin: string
          written: [number, string][]
          stores: OwnerStoreRow[] | null
          games: GameRow[] | null
        }>(sql`
          SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin,
            (SELECT coalesce(json_agg(json_build_array(${eventChanges.eventId}, ${eventChanges.changedXid}::text)), '[]')
              FROM ${eventChanges} WHERE ${eventChanges.changedXid} >= ${horizon}::bigint) AS written,
            (SELECT json_agg(json_build_object('id', ${users.id}, 'isPublic', ${users.isPublic},
                'storeLogo', ${users.storeLogo}, 'storePhoto', ${users.storePhoto},
                'storeInformation', ${users.storeInformation}))
              FROM ${users} WHERE ${users.changedXid} >= ${horizon}::bigint) AS stores,
            (SELECT json_agg(json_build_object('id', ${games.id}, 'name', ${games.name}, 'art', ${games.art}))
              FROM ${games} WHERE ${games.changedXid} >= ${horizon}::bigint) AS games`)
        .then((result) => result.rows)
      if (!row) throw new Error('The snapshot statement answered no row')
      return { horizon: row.xmin, written: row.written, stores: row.stores ?? [], games: row.games ?? [] }
    },

    /**
     * These events as they are now, listed or not, each with the transaction that last wrote it; a thousand ids
     * a statement (a bulk import writes hundreds of thousands between two looks: one `IN` list of them all
     * overflowed the query builder's stack, and PostgreSQL takes at most 65,535 parameters).
     */
    async eventsByIds(ids: number[]): Promise<ChangedRow[]> {
      const changedXid = sql<string>`(SELECT ${eventChanges.changedXid}::text FROM ${eventChanges}
        WHERE ${eventChanges.eventId} = ${events.id})`
      const changed: ChangedRow[] = []
      for (let start = 0; start < ids.length; start += IDS_PER_STATEMENT) {
        const batch = ids.slice(start, start + IDS_PER_STATEMENT)
        const rows = await selectListedRows(db, { changedXid }).where(inArray(events.id, batch))
        for (const { changedXid, ...row } of rows) changed.push({ row, changedXid })
      }
      return changed
    },

    /** What the caller has to do with the listed events: registrations and favourite stores, in one statement. */
    async callerLinks(callerId: number) {
      const [row] = await db
        .execute<{ registered: number[]; favourites: number[] }>(sql`
          SELECT
            coalesce((SELECT array_agg(${registrations.eventId}) FROM ${registrations}
              WHERE ${registrations.userId} = ${callerId}), '{}') AS registered,
            coalesce((SELECT array_agg(${storeFollows.storeId}) FROM ${storeFollows}
              WHERE ${storeFollows.userId} = ${callerId}), '{}') AS favourites`)
        .then((result) => result.rows)
      return {
        registered: new Set((row?.registered ?? []).map(Number)),
        favourites: new Set((row?.favourites ?? []).map(Number)),
      }
    },
  }
}

/** Ids read back in one statement by `eventsByIds`. */
const IDS_PER_STATEMENT = 1000

export type ListedEventsRepository = ReturnType<typeof createListedEventsRepository>

const snapshotXmin = (tx: Pick<Database, 'execute'>) =>
  tx
    .execute<{ xmin: string }>(sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin`)
    .then((result) => result.rows[0]?.xmin ?? '0')
