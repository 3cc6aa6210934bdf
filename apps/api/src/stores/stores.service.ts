import type { StoreDetail, StorePage } from '@questboard/domain/event-api.schema'
import { isStorableId } from '../db/ids.ts'
import { pageWindow, toPage } from '../pagination.ts'
import type { Caller } from '../plugins/auth.ts'
import { toStoreDetail, toStoreSummary } from './store-summary.ts'
import type { StoresRepository } from './stores.repository.ts'

export function createStoresService({ stores, publicUrl }: { stores: StoresRepository; publicUrl: string }) {
  return {
    async list(
      query: { search?: string; page: number; page_size: number },
      { caller, requestUrl }: { caller: Caller | null; requestUrl: string },
    ): Promise<StorePage> {
      const search = query.search?.trim()
      const { rows, count } = await stores.listPublic({
        search: search || undefined,
        callerId: caller?.user.id,
        ...pageWindow(query),
      })
      const results = rows.flatMap((row) => toStoreSummary(row, row.isFavorite, publicUrl) ?? [])
      return toPage(results, count, query, { publicUrl, requestUrl })
    },

    /** A public store's page; undefined when there is no such public store (a private one included). */
    async detail(id: number, caller: Caller | null): Promise<StoreDetail | undefined> {
      if (!isStorableId(id)) return undefined
      const row = await stores.findPublic(id, caller?.user.id)
      return (row && toStoreDetail(row, row.isFavorite, publicUrl)) ?? undefined
    },

    /**
     * Follows a public store (decision 037; DESIGN.md's favourite); false when there is no such public store.
     * Following twice changes nothing.
     */
    async follow(caller: Caller, storeId: number): Promise<boolean> {
      if (!isStorableId(storeId) || !(await stores.isPublicStore(storeId))) return false
      await stores.follow(caller.user.id, storeId)
      return true
    },

    /**
     * Stops following a store; false when it is neither a public store nor one the caller followed (a store made
     * private since can still be unfollowed). Unfollowing twice changes nothing.
     */
    async unfollow(caller: Caller, storeId: number): Promise<boolean> {
      if (!isStorableId(storeId)) return false
      const removed = await stores.unfollow(caller.user.id, storeId)
      return removed || (await stores.isPublicStore(storeId))
    },
  }
}
