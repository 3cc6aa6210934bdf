import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  DEVELOPMENT_API_CLIENT_SECRET,
  PRODUCTION_SECRET_MIN_LENGTH,
  productionReason,
  secretProblem,
  type UnsafeSetting,
  unsafeSettingsMessage,
} from '@questboard/domain/safe-defaults'
import { z } from 'zod'
import { type AccountRateLimits, accountRateLimits } from './rate-limit/limits'

// DATA_DIR is relative to the repository root, not to the working directory, so `npm start`,
// `npm run start -w apps/account` and the tests all find the same data.
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

const url = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ''))

const postgresUrl = z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')

/** How many reverse proxies stand in front: `false`/`0` none, `true` one, or a number. */
const proxyHops = z
  .string()
  .regex(/^(true|false|\d{1,2})$/, 'must be true, false or a number of proxies')
  .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value)))

const schema = z.object({
  ACCOUNT_PORT: z.coerce.number().int().min(0).max(65535).default(8081),
  // Loopback by default, as the Event API: a laptop's demo accounts are not reachable from the network.
  HOST: z.string().min(1).default('127.0.0.1'),
  ACCOUNT_ISSUER: url.optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  ACCOUNT_DATABASE_URL: postgresUrl.optional(),
  DATABASE_URL: postgresUrl.optional(),
  ACCOUNT_DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case SQL identifier')
    .default('account'),
  WEB_URL: url.default('http://localhost:8080'),
  // Unset: the demo accounts are seeded on a laptop only, never in production.
  DEMO_USERS: z
    .enum(['0', '1', 'false', 'true'])
    .transform((value) => value === '1' || value === 'true')
    .optional(),
  API_CLIENT_SECRET: z.string().min(16).optional(),
  ACCOUNT_TRUST_PROXY: proxyHops.optional(),
  TRUST_PROXY: proxyHops.default(0),
  ACCOUNT_RATE_LIMITS: z
    .string()
    .optional()
    .transform((value, context) => {
      try {
        return accountRateLimits(value)
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message })
        return z.NEVER
      }
    }),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  COOKIE_KEYS: z
    .string()
    .optional()
    .transform((value) => value?.split(',').filter(Boolean)),
})

export interface Configuration {
  port: number
  /** The listening address (HOST); loopback by default. */
  host: string
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
  /**
   * How many reverse proxies stand in front (0: none): the client's IP address is the one the farthest of them
   * saw, read from the end of X-Forwarded-For, and X-Forwarded-Proto is believed. Rate limits count per IP.
   */
  trustProxy: number
  /** Sign-in and sign-up limits (ACCOUNT_RATE_LIMITS over the defaults). */
  rateLimits: AccountRateLimits
  /** SMTP(S) URL for the password reset mails; without it they are written to `${dataDir}/account-outbox`. */
  smtpUrl: string | undefined
  /** The sender of the mails; `Questboard <no-reply@…>` with the web app's host otherwise. */
  mailFrom: string | undefined
  /** Cookie signing keys; when absent, keys are generated once and kept in the database. */
  cookieKeys: string[] | undefined
  /** The bearer token GET /metrics asks for; unset: /metrics is off (404). */
  metricsToken?: string
}

/** A bad or unsafe setting: the message names every variable concerned. */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError'
}

export function loadConfiguration(env: NodeJS.ProcessEnv = process.env): Configuration {
  const parsed = schema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== '')),
  )
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigurationError(`Invalid account service configuration:\n  ${problems.join('\n  ')}`)
  }
  const values = parsed.data
  const production = productionReason(env.NODE_ENV, values.HOST)
  if (production) refuseUnsafeSettings(production, values)
  return {
    port: values.ACCOUNT_PORT,
    host: values.HOST,
    issuer: values.ACCOUNT_ISSUER ?? `http://localhost:${values.ACCOUNT_PORT}`,
    dataDir: path.resolve(repoRoot, values.DATA_DIR),
    // The account service shares the Event API's PostgreSQL server (in its own schema) unless told otherwise.
    databaseUrl: values.ACCOUNT_DATABASE_URL ?? values.DATABASE_URL,
    databaseSchema: values.ACCOUNT_DATABASE_SCHEMA,
    pglite: 'disk',
    webUrl: values.WEB_URL,
    demoUsers: values.DEMO_USERS ?? !production,
    apiClientSecret: values.API_CLIENT_SECRET ?? DEVELOPMENT_API_CLIENT_SECRET,
    trustProxy: values.ACCOUNT_TRUST_PROXY ?? values.TRUST_PROXY,
    rateLimits: values.ACCOUNT_RATE_LIMITS,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    cookieKeys: values.COOKIE_KEYS?.length ? values.COOKIE_KEYS : undefined,
    metricsToken: values.METRICS_TOKEN,
  }
}

/** Production (or a listener beyond loopback) takes no published secret, no generated cookie key, no demo account. */
function refuseUnsafeSettings(reason: string, values: z.infer<typeof schema>): void {
  const unsafe: UnsafeSetting[] = []
  const secret = secretProblem(values.API_CLIENT_SECRET, DEVELOPMENT_API_CLIENT_SECRET)
  if (secret) unsafe.push({ variable: 'API_CLIENT_SECRET', problem: `${secret} (the same at the Event API)` })
  const cookieKeys = values.COOKIE_KEYS ?? []
  if (cookieKeys.length === 0) {
    unsafe.push({ variable: 'COOKIE_KEYS', problem: 'is not set (comma-separated cookie signing keys)' })
  } else if (cookieKeys.some((key) => key.length < PRODUCTION_SECRET_MIN_LENGTH)) {
    unsafe.push({
      variable: 'COOKIE_KEYS',
      problem: `every key must be at least ${PRODUCTION_SECRET_MIN_LENGTH} characters`,
    })
  }
  if (values.DEMO_USERS) {
    unsafe.push({
      variable: 'DEMO_USERS',
      problem: 'seeds the demo accounts (published password); set DEMO_USERS=0',
    })
  }
  if (unsafe.length > 0)
    throw new ConfigurationError(unsafeSettingsMessage('The account service', reason, unsafe))
}
