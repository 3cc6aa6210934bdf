import path from 'node:path'
import { buildApp } from '../app.ts'
import { type AppConfig, REPO_ROOT } from '../config.ts'
import type { Clock } from '../db/clock.ts'
import { createTestDatabase } from './test-database.ts'

export type TestApp = Awaited<ReturnType<typeof buildApp>>

/** A configuration for tests: nothing read from the environment, no network, a web build that may be absent. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: path.join(REPO_ROOT, 'data', 'test'),
    database: { driver: 'pglite' },
    accountUrl: 'http://localhost:8081',
    oidcIssuer: 'http://localhost:8081',
    // The secret startTestService gives the account service's `questboard-api` client.
    apiClientSecret: 'test-api-client-secret',
    mailLinkSecret: 'test-mail-link-secret',
    publicUrl: 'http://localhost:8080',
    smtpUrl: undefined,
    mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    webDist: path.join(REPO_ROOT, 'apps/web/dist'),
    logLevel: 'silent',
    // Each test file makes the data it asserts on; the demo data has its own test.
    demoUsers: false,
    // Most tests run no account service: the roles their factories give a tool token hold for the whole file. The
    // tests of decision 020 (authentication/roles-refresh.test.ts) set a short age against a real account service.
    rolesMaxAgeMs: 24 * 60 * 60 * 1000,
    // Tests run the jobs when they mean to (`app.jobs.runDue()`), never behind another test's back.
    jobIntervalMs: 0,
    // Tests change events between two reads of a list and assert on the exact count.
    ...overrides,
  }
}

/**
 * Builds the Event API on a fresh database for the calling test file (see createTestDatabase); closing the
 * app drops that database.
 *
 *   let app: TestApp
 *   beforeAll(async () => { app = await buildTestApp() })
 *   afterAll(() => app.close())
 */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  { clock }: { clock?: Clock } = {},
): Promise<TestApp> {
  const testDatabase = await createTestDatabase()
  try {
    return await buildApp(testConfig({ database: testDatabase.database, ...overrides }), {
      onClose: testDatabase.drop,
      clock,
    })
  } catch (error) {
    await testDatabase.drop()
    throw error
  }
}

/**
 * Another instance of the Event API on `app`'s database, for tests of instances working at once: over a
 * PostgreSQL server, another instance with its own connection pool, as another process would have; on PGlite,
 * which one process owns, the same app. `close` closes only a real other instance. It reads `app`'s clock.
 *
 *   const second = await anotherInstance(app, { dataDir })
 *   try { ... second.instance ... } finally { await second.close() }
 */
export async function anotherInstance(
  app: TestApp,
  overrides: Partial<Omit<AppConfig, 'database'>> = {},
): Promise<{ instance: TestApp; close: () => Promise<void> }> {
  const database = app.config.database
  if (database.driver !== 'postgres') return { instance: app, close: async () => {} }
  const instance = await buildApp(testConfig({ ...overrides, database }), { clock: app.clock })
  return { instance, close: () => instance.close() }
}
