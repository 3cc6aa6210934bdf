import { describe, expect, it } from 'vitest'
import { createCountCache } from './count-cache.ts'

describe('createCountCache', () => {
  it('shares a count for its lifetime, then asks again', async () => {
    let clock = 0
    const cache = createCountCache({ ttlMs: 5000, now: () => clock })
    let loads = 0
    const load = async () => ++loads
    expect(await cache.get('a', load)).toBe(1)
    clock = 4999
    expect(await cache.get('a', load)).toBe(1)
    expect(await cache.get('b', load)).toBe(2)
    clock = 5000
    expect(await cache.get('a', load)).toBe(3)
  })

  it('runs one load for concurrent requests, and keeps no failure', async () => {
    const cache = createCountCache({ ttlMs: 5000, now: () => 0 })
    let loads = 0
    const results = await Promise.all(Array.from({ length: 10 }, () => cache.get('a', async () => ++loads)))
    expect(results).toEqual(Array(10).fill(1))
    await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await cache.get('b', async () => 7)).toBe(7)
  })

  it('caches nothing with a lifetime of 0', async () => {
    const cache = createCountCache({ ttlMs: 0 })
    let loads = 0
    await cache.get('a', async () => ++loads)
    await cache.get('a', async () => ++loads)
    expect(loads).toBe(2)
  })
})
