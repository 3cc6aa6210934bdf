import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

// DATA_DIR is relative to the repository root, not to the working directory, so `npm start`,
// `npm run start -w apps/account` and the tests all find the same data.
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

const url = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ''))

const postgresUrl = z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')

const schema = z.object({
  ACCOUNT_PORT: z.coerce.number().int().min(0).max(65535).default(8081),
  ACCOUNT_ISSUER: url.optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  ACCOUNT_DATABASE_URL: postgresUrl.optional(),
  DATABASE_URL: postgresUrl.optional(),
  ACCOUNT_DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case SQL identifier')
    .default('account'),
  WEB_URL: url.default('http://localhost:8080'),
  DEMO_USERS: z
    .enum(['0', '1', 'false', 'true'])
    .default('1')
    .transform((value) => value === '1' || value === 'true'),
  API_CLIENT_SECRET: z.string().min(16).default('questboard-api-dev-secret'),
  ACCOUNT_TRUST_PROXY: z
    .enum(['0', '1', 'false', 'true'])
    .default('0')
    .transform((value) => value === '1' || value === 'true'),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  COOKIE_KEYS: z
    .string()
    .optional()
    .transform((value) => value?.split(',').filter(Boolean)),
})

export interface Configuration {
  port: number
  issuer: string
  dataDir: string
  /** PostgreSQL server URL; without it an embedded PGlite database lives in `${dataDir}/account-pglite`. */
  databaseUrl: string | undefined
  /** The PostgreSQL schema holding every table of this service. */
  databaseSchema: string
  /** `'memory'` keeps the PGlite database in memory (tests). */
  pglite: 'disk' | 'memory'
  webUrl: string
  demoUsers: boolean
  apiClientSecret: string
  /** Trust X-Forwarded-For/-Proto (set behind a reverse proxy that sets them). */
  trustProxy: boolean
  /** Cookie signing keys; when absent, keys are generated once and kept in the database. */
  cookieKeys: string[] | undefined
  /** The bearer token GET /metrics asks for; unset: /metrics is off (404). */
  metricsToken?: string
}

export function loadConfiguration(env: NodeJS.ProcessEnv = process.env): Configuration {
  const parsed = schema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== '')),
  )
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid account service configuration:\n  ${problems.join('\n  ')}`)
  }
  const values = parsed.data
  return {
    port: values.ACCOUNT_PORT,
    issuer: values.ACCOUNT_ISSUER ?? `http://localhost:${values.ACCOUNT_PORT}`,
    dataDir: path.resolve(repoRoot, values.DATA_DIR),
    // The account service shares the Event API's PostgreSQL server (in its own schema) unless told otherwise.
    databaseUrl: values.ACCOUNT_DATABASE_URL ?? values.DATABASE_URL,
    databaseSchema: values.ACCOUNT_DATABASE_SCHEMA,
    pglite: 'disk',
    webUrl: values.WEB_URL,
    demoUsers: values.DEMO_USERS,
    apiClientSecret: values.API_CLIENT_SECRET,
    trustProxy: values.ACCOUNT_TRUST_PROXY,
    cookieKeys: values.COOKIE_KEYS?.length ? values.COOKIE_KEYS : undefined,
    metricsToken: values.METRICS_TOKEN,
  }
}
