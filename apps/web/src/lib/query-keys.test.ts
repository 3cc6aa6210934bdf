import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { eventKeys } from './query-keys'

describe('eventKeys', () => {
  it('puts every copy of an event under its detail key, and every view of events under one prefix', async () => {
    const client = new QueryClient()
    const copies = [
      eventKeys.detailFor('7', null),
      eventKeys.detailFor('7', 'user-1'),
      eventKeys.players('7'),
      eventKeys.list({ page: 1 }, null),
      eventKeys.map({ zoom: 5 }, 'user-1'),
      eventKeys.mineList({ page: 1 }, 'user-1'),
    ]
    for (const key of copies) client.setQueryData(key, { id: 7 })
    client.setQueryData(eventKeys.detailFor('8', null), { id: 8 })

    await client.invalidateQueries({ queryKey: eventKeys.detail('7') })
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated
    expect(copies.map(stale)).toEqual([true, true, false, false, false, false])
    expect(stale(eventKeys.detailFor('8', null))).toBe(false)

    // What the event form's save and publish invalidate: the event's page for anyone, the lists, the map.
    await client.invalidateQueries({ queryKey: eventKeys.all })
    expect(copies.every(stale)).toBe(true)
  })
})
