import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { checkStorageKey, type Storage } from '../plugins/storage.ts'

/** An S3-compatible bucket (S3_* settings): AWS S3, MinIO, Ceph, Garage, R2… */
export interface S3StorageConfig {
  bucket: string
  /** The service's URL; unset: AWS S3 in `region`. */
  endpoint?: string
  region: string
  /** Unset: the SDK's usual chain (AWS_* variables, an instance or task role…). */
  credentials?: { accessKeyId: string; secretAccessKey: string }
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key` (most self-hosted servers). */
  forcePathStyle: boolean
}

/**
 * Uploads in one bucket, under the same keys as on disk: every instance of the Event API reads what any other
 * wrote. Objects are private; the Event API serves them itself (as from disk), so access rules stay in one place.
 */
export function createS3Storage(config: S3StorageConfig): Storage & { close(): void } {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    credentials: config.credentials,
    forcePathStyle: config.forcePathStyle,
  })
  const Bucket = config.bucket
  return {
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: checkStorageKey(key), Body: bytes }))
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checkStorageKey(key) }))
        if (!object.Body) return undefined
        return Buffer.from(await object.Body.transformToByteArray())
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return undefined
        throw error
      }
    },
    async delete(key) {
      // S3 answers a missing key's delete with success too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkStorageKey(key) }))
    },
    close() {
      client.destroy()
    },
  }
}
