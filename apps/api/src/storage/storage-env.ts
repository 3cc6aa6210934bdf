import { z } from 'zod'
import type { S3StorageConfig } from './s3-storage.ts'

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value)
const optionalText = z.preprocess(emptyAsUndefined, z.string().min(1).optional())

/** The S3_* settings, part of the Event API's environment (config.ts). Without S3_BUCKET, uploads go to DATA_DIR. */
export const storageEnvShape = {
  S3_BUCKET: optionalText,
  S3_ENDPOINT: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  ),
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().min(1).default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['0', '1', 'false', 'true'], { error: 'must be 0, 1, false or true' })
      .default('false')
      .transform((value) => value === '1' || value === 'true'),
  ),
}

type StorageEnv = z.output<z.ZodObject<typeof storageEnvShape>>

/** The bucket the S3_* settings name, or undefined (local disk); a half-given key pair is a mistake. */
export function s3ConfigFrom(e: StorageEnv): S3StorageConfig | undefined {
  if (!e.S3_BUCKET) {
    const stray = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).find(
      (name) => e[name],
    )
    if (stray)
      throw new Error(`${stray} is set but S3_BUCKET is not: set S3_BUCKET to store uploads in a bucket`)
    return undefined
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither')
  }
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  }
}
