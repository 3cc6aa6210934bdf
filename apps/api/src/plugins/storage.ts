import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import fp from 'fastify-plugin'
import { createS3Storage } from '../storage/s3-storage.ts'

/**
 * Where uploaded files live. The database keeps keys (`deck-photos/12/34-ab12.jpg`), never paths, so the
 * files live on local disk or in S3-compatible object storage (storage/s3-storage.ts) behind the same three calls.
 */
export interface Storage {
  put(key: string, bytes: Buffer): Promise<void>
  /** The bytes under the key, or undefined when there are none. */
  get(key: string): Promise<Buffer | undefined>
  /** Removing a missing key is not an error: callers clean up after failures. */
  delete(key: string): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage
  }
}

// Lower-case segments of safe characters: a key can never climb out of the storage directory.
const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/

export class InvalidStorageKeyError extends Error {
  override name = 'InvalidStorageKeyError'
}

/** A fresh, unguessable key under a prefix, e.g. `newStorageKey('deck-photos/12', 'jpg')`. */
export function newStorageKey(prefix: string, extension: string): string {
  return `${prefix}/${randomBytes(12).toString('hex')}.${extension}`
}

/** The key itself when it is one this app makes; an InvalidStorageKeyError otherwise (both storages check). */
export function checkStorageKey(key: string): string {
  if (!KEY.test(key) || key.includes('..')) throw new InvalidStorageKeyError(`Invalid storage key: ${key}`)
  return key
}

export function createDiskStorage(root: string): Storage {
  const fileOf = (key: string) => path.join(root, ...checkStorageKey(key).split('/'))
  return {
    async put(key, bytes) {
      const file = fileOf(key)
      await mkdir(path.dirname(file), { recursive: true })
      // Written aside, then renamed: a reader never sees half a file.
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.partial`
      await writeFile(partial, bytes)
      await rename(partial, file)
    },
    async get(key) {
      try {
        return await readFile(fileOf(key))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
        throw error
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true })
    },
  }
}

/** The bucket the S3_* settings name (shared by every instance), else local disk under `DATA_DIR/uploads`. */
export const storagePlugin = fp<{ directory?: string }>(
  async (app, { directory = path.join(app.config.dataDir, 'uploads') }) => {
    if (app.config.s3) {
      const bucket = createS3Storage(app.config.s3)
      app.decorate('storage', bucket)
      app.addHook('onClose', async () => bucket.close())
    } else {
      app.decorate('storage', createDiskStorage(directory))
    }
  },
  { name: 'storage' },
)
