import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createDiskStorage, InvalidStorageKeyError, newStorageKey } from './storage.ts'

let root: string
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'qb-storage-'))
})
afterAll(() => rm(root, { recursive: true, force: true }))

describe('disk storage', () => {
  test('puts, gets and deletes by key', async () => {
    const storage = createDiskStorage(root)
    const key = newStorageKey('deck-photos/12', 'jpg')
    expect(key).toMatch(/^deck-photos\/12\/[0-9a-f]{24}\.jpg$/)
    await storage.put(key, Buffer.from('bytes'))
    expect((await storage.get(key))?.toString()).toBe('bytes')
    expect(await readdir(path.join(root, 'deck-photos', '12'))).toEqual([path.basename(key)])
    await storage.delete(key)
    expect(await storage.get(key)).toBeUndefined()
    await storage.delete(key)
  })

  test.each([
    '../outside.jpg',
    'a/../../b.jpg',
    '/etc/passwd',
    'UPPER/case.jpg',
    'a//b.jpg',
    '',
    'a/.hidden',
  ])('refuses the key %j', async (key) => {
    const storage = createDiskStorage(root)
    await expect(storage.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidStorageKeyError)
    await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError)
  })
})
