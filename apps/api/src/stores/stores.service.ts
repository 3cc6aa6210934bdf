import type { StorePage } from '@questboard/domain/event-api.schema'
import { isStorableId } from '../db/ids.ts'
import { pageWindow, toPage } from '../pagination.ts'
import type { Caller } from '../plugins/auth.ts'
import { toStoreSummary } from './store-summary.ts'
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

    /** Stars a public store; false when there is no such public store. Starring twice changes nothing. */
    async addFavorite(caller: Caller, storeId: number): Promise<boolean> {
      if (!isStorableId(storeId) || !(await stores.isPublicStore(storeId))) return false
      await stores.addFavorite(caller.user.id, storeId)
      return true
    },

    async removeFavorite(caller: Caller, storeId: number): Promise<boolean> {
      if (!isStorableId(storeId) || !(await stores.isPublicStore(storeId))) return false
      await stores.removeFavorite(caller.user.id, storeId)
      return true
    },
  }
}
