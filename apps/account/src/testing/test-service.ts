import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import pg from 'pg'
import { type AccountService, buildAccountService } from '../app'
import type { Configuration } from '../configuration'
import { loadProviderSecrets, type ProviderSecrets } from '../provider/secrets'
import { accountRateLimits } from '../rate-limit/limits'

export const WEB_URL = 'http://web.test'

export interface TestService {
  url: string
  service: AccountService
  configuration: Configuration
  /** The provider's private signing keys, for tests that forge tokens a resource server must refuse. */
  signingKeys(): Promise<ProviderSecrets['jwks']>
  close(): Promise<void>
}

/**
 * The real service on an ephemeral port. PGlite in memory by default (or in `dataDir` when given);
 * with TEST_DATABASE_URL, a PostgreSQL server in a schema of its own, dropped at close.
 */
export async function startTestService(overrides: Partial<Configuration> = {}): Promise<TestService> {
  const server: Server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}`
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined
  const configuration: Configuration = {
    port,
    host: '127.0.0.1',
    issuer: url,
    dataDir: '/nonexistent',
    databaseUrl,
    databaseSchema: databaseUrl ? `account_test_${Date.now()}_${Math.floor(Math.random() * 1e6)}` : 'account',
    pglite: 'memory',
    webUrl: WEB_URL,
    demoUsers: true,
    apiClientSecret: 'test-api-client-secret',
    cookieKeys: undefined,
    trustProxy: 0,
    rateLimits: accountRateLimits(),
    smtpUrl: undefined,
    mailFrom: undefined,
    ...overrides,
  }
  const service = await buildAccountService(configuration)
  server.on('request', service.app.callback())
  return {
    url,
    service,
    configuration,
    signingKeys: async () => (await loadProviderSecrets(service.database.db)).jwks,
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await service.close()
      if (databaseUrl && !overrides.databaseSchema)
        await dropSchema(databaseUrl, configuration.databaseSchema)
    },
  }
}

async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`)
  } finally {
    await client.end()
  }
}
