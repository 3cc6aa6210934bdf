import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { exportJWK, generateKeyPair } from 'jose'
import type { JWK } from 'oidc-provider'
import type { Db } from '../db/database'
import { providerSecrets } from '../db/schema'

export interface ProviderSecrets {
  /** Private signing keys (JWK); the provider publishes their public halves at /jwks. */
  jwks: { keys: JWK[] }
  cookieKeys: string[]
}

/**
 * Signing and cookie keys are generated on the first start and kept in the database, so tokens and
 * sessions stay valid across restarts and across instances sharing the database.
 */
export async function loadProviderSecrets(db: Db, configuredCookieKeys?: string[]): Promise<ProviderSecrets> {
  const jwks = await loadOrCreate(db, 'jwks', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 })
    const jwk = await exportJWK(privateKey)
    return { keys: [{ ...jwk, alg: 'RS256', use: 'sig', kid: randomBytes(12).toString('base64url') }] }
  })
  const cookieKeys =
    configuredCookieKeys ??
    (await loadOrCreate(db, 'cookie_keys', async () => [randomBytes(32).toString('base64url')]))
  return { jwks: jwks as ProviderSecrets['jwks'], cookieKeys: cookieKeys as string[] }
}

async function loadOrCreate(db: Db, name: string, create: () => Promise<unknown>): Promise<unknown> {
  const existing = await read(db, name)
  if (existing !== undefined) return existing
  // Two processes starting together both generate; the first insert wins and both read it back.
  await db
    .insert(providerSecrets)
    .values({ name, value: await create() })
    .onConflictDoNothing()
  return read(db, name)
}

async function read(db: Db, name: string): Promise<unknown> {
  const [row] = await db.select().from(providerSecrets).where(eq(providerSecrets.name, name))
  return row?.value
}
