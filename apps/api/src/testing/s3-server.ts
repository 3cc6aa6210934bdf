import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import type { S3StorageConfig } from '../storage/s3-storage.ts'

/**
 * A real S3-protocol server (s3rver) on a loopback port, files in a temporary folder, with one bucket: what the
 * object storage tests and the multi-instance tests upload to. `config` is what the S3_* settings would give.
 */
export async function startS3Server(bucket = 'questboard-test') {
  const directory = await mkdtemp(path.join(tmpdir(), 'qb-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = (await server.run()) as AddressInfo
  const config: S3StorageConfig = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    // s3rver's fixed development key pair; it checks the signatures made with it.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  }
  return {
    config,
    directory,
    async close() {
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
