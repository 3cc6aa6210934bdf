import path from 'node:path'
import {
  DEVELOPMENT_API_CLIENT_SECRET,
  DEVELOPMENT_MAIL_LINK_SECRET,
  productionReason,
  secretProblem,
  type UnsafeSetting,
  unsafeSettingsMessage,
} from '@questboard/domain/safe-defaults'
import { z } from 'zod'
import { type ApiRateLimits, apiRateLimits } from './rate-limits/limits.ts'
import type { S3StorageConfig } from './storage/s3-storage.ts'
import { s3ConfigFrom, storageEnvShape } from './storage/storage-env.ts'

/** The repository root: relative paths in the environment resolve from here, never from the cwd. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..')

export type DatabaseConfig =
  /** Embedded PostgreSQL; no `dataDir` keeps it in memory (tests); `initialData` starts from a dumped one. */
  { driver: 'pglite'; dataDir?: string; initialData?: Blob } | { driver: 'postgres'; url: string }

export interface AppConfig {
  port: number
  host: string
  dataDir: string
  /** Where uploads go when S3_BUCKET is set (several instances share them); unset: `dataDir/uploads`. */
  s3?: S3StorageConfig
  /** The bearer token GET /metrics asks for (METRICS_TOKEN); unset: /metrics answers loopback callers only. */
  metricsToken?: string
  database: DatabaseConfig
  /** The account service (OpenID Connect provider) base URL. */
  accountUrl: string
  /** The OIDC issuer the access tokens must carry; the account service itself unless told otherwise. */
  oidcIssuer: string
  /** The secret of this API's own client (`questboard-api`) at the account service: service-to-service calls. */
  apiClientSecret: string
  /** The key of the HMAC that signs the mails' unsubscribe links (MAIL_LINK_SECRET, decision 037). */
  mailLinkSecret: string
  /** The URL visitors use to reach this server (links in mails, calendar files). */
  publicUrl: string
  smtpUrl: string | undefined
  /** The From of every mail; `Questboard <no-reply@<public host>>` when not set. */
  mailFrom?: string
  mapTileUrl: string
  /** The tag manager container script the web app loads after analytics consent; empty: none. */
  tagManagerUrl?: string
  webDist: string
  logLevel: string
  /**
   * Seed the demo organizers' stores and demo events into an empty database (DEMO_USERS): on by default on a
   * laptop, off by default in production, where turning it on is refused.
   */
  demoUsers: boolean
  /**
   * How long the roles read from the account service hold before an authenticated request re-reads them
   * (ROLES_MAX_AGE_SECONDS, at most 60 s): a role removed or granted there is enforced here within it.
   */
  rolesMaxAgeMs?: number
  /** How often the scheduled jobs (auto-cancellation, reminders) run; 0 turns them off; 60 s when unset. */
  jobIntervalMs?: number
  /**
   * How old the list's memory may be when it answers (LIST_STALENESS_MS, 100 ms; 0 when unset): another
   * instance's write shows within it, this instance's own at once (docs/decisions/018).
   */
  listStalenessMs?: number
  /** The live views (decision 033): how often the database is polled, how many watchers an instance takes. */
  live?: Partial<LiveConfig>
  /** Test-only routes for the end-to-end run (decision 016); never set in production. */
  e2eHooks?: boolean
  /**
   * Whether the public list is answered from the memory of listed events (events/public-list/) when it
   * holds what is asked; true when unset. False sends every list to the database (benchmarks compare both).
   */
  listFromMemory?: boolean
  /**
   * The operator's identity for the legal notice and the privacy policy (LEGAL_*), as plain text that may
   * span several lines; an absent one leaves the page's "to be completed by the publisher" placeholder.
   */
  legal?: LegalDetails
  /**
   * How many reverse proxies stand in front (TRUST_PROXY; 0, the default: none): the client's IP address is
   * the one the farthest of them saw, read from the end of X-Forwarded-For. Rate limits count per IP.
   */
  trustProxy?: number
  /** The rate limits (RATE_LIMITS over the defaults of rate-limits/limits.ts); unset: the defaults. */
  rateLimits?: ApiRateLimits
}

export interface LiveConfig {
  /** LIVE_POLL_MS (500): how often an instance with watchers asks the database what changed. */
  pollMs: number
  /** LIVE_MAX_WATCHERS (2000): live streams one instance keeps open at once; one more is answered 503. */
  maxWatchers: number
  /** The comment line every watcher gets this often (15 s), well within proxies' read timeouts (nginx: 60 s). */
  heartbeatMs: number
}

/** The deployment's legal details (decision 009): plain text, lines separated by `\n`. */
export interface LegalDetails {
  /** LEGAL_PUBLISHER: company name, legal form, share capital, registered office, registration and VAT numbers. */
  publisher?: string
  /** LEGAL_PUBLICATION_DIRECTOR: the person responsible for the site's content. */
  publicationDirector?: string
  /** LEGAL_HOSTING_PROVIDER: the host's company name, address and telephone number. */
  hostingProvider?: string
  /** LEGAL_CONTACT: the general contact and the data protection contact (and officer, if any). */
  contact?: string
}

/** The longest LEGAL_* value: a few lines of company details, never a document. */
export const LEGAL_TEXT_MAX_LENGTH = 1000

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value)

/**
 * A LEGAL_* value: the two characters `\n` (or a real line break) start a new line; each line is trimmed and
 * a value with nothing but spaces is unset. Plain text only: control characters are refused.
 */
const legalText = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? emptyAsUndefined(
          value
            .replace(/\\n/g, '\n')
            .split(/\r\n|\r|\n/)
            .map((line) => line.trim())
            .join('\n')
            .trim(),
        )
      : value,
  z
    .string()
    .max(LEGAL_TEXT_MAX_LENGTH, `must be at most ${LEGAL_TEXT_MAX_LENGTH} characters`)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    .regex(/^[^\u0000-\u0008\u000b-\u001f\u007f]*$/, 'must be plain text, without control characters')
    .optional(),
)

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })

const envSchema = z.object({
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(8080)),
  // Loopback by default: `npm start` on a laptop (with its well-known demo passwords) is not reachable from
  // the network. Containers and servers set HOST=0.0.0.0. See docs/decisions.
  HOST: z.preprocess(emptyAsUndefined, z.string().min(1).default('127.0.0.1')),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().min(1).default('./data')),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  ),
  ACCOUNT_URL: z.preprocess(emptyAsUndefined, httpUrl.default('http://localhost:8081')),
  ACCOUNT_ISSUER: z.preprocess(emptyAsUndefined, httpUrl.optional()),
  // The account service's own default, so `npm start` works out of the box; production must set both.
  API_CLIENT_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  // Signs the mails' unsubscribe links (decision 037); a development key on a laptop, production its own.
  MAIL_LINK_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, httpUrl.optional()),
  // The root README's name for the same address; PUBLIC_URL wins when both are set.
  WEB_URL: z.preprocess(emptyAsUndefined, httpUrl.optional()),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().min(3).optional()),
  MAP_TILE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/, 'must be an http(s) tile template with {z}, {x} and {y}')
      .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  ),
  // Empty (the default) loads no tag manager at all, e.g. in development.
  TAG_MANAGER_URL: z.preprocess(emptyAsUndefined, httpUrl.optional()),
  WEB_DIST: z.preprocess(emptyAsUndefined, z.string().min(1).default('apps/web/dist')),
  // As the account service reads it: the demo events belong to its demo organizers. Unset: on a laptop only.
  DEMO_USERS: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['0', '1', 'false', 'true'], { error: 'must be 0, 1, false or true' })
      .transform((value) => value === '1' || value === 'true')
      .optional(),
  ),
  // Decision 020: the roles a tool token carries are re-read from the account service once they are this old.
  ROLES_MAX_AGE_SECONDS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(0).max(60, 'must be at most 60 (seconds)').default(60),
  ),
  // Decision 018: another instance's write reaches this one's list within this many milliseconds.
  LIST_STALENESS_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(0).max(10_000, 'must be at most 10000 (milliseconds)').default(100),
  ),
  // The live views (decision 033): a change made through another instance reaches a watcher within this.
  LIVE_POLL_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(50).max(1_500, 'must be at most 1500 (milliseconds)').default(500),
  ),
  LIVE_MAX_WATCHERS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(100_000).default(2000),
  ),
  // Every instance runs the jobs (they are safe to run together); 0 leaves them to the other instances.
  JOB_INTERVAL_SECONDS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(0).max(86_400).default(60),
  ),
  // Set only by the e2e global setup (apps/web/e2e/global-setup.ts): adds the test-only /e2e/ routes.
  E2E_HOOKS: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('false')),
  // The operator's identity on the legal notice and the privacy policy; unset: a visible placeholder.
  LEGAL_PUBLISHER: legalText,
  LEGAL_PUBLICATION_DIRECTOR: legalText,
  LEGAL_HOSTING_PROVIDER: legalText,
  LEGAL_CONTACT: legalText,
  // How many reverse proxies stand in front: false/0 none (the default), true one, or a number.
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(true|false|\d{1,2})$/, 'must be true, false or a number of proxies')
      .default('0')
      .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value))),
  ),
  // name=max/seconds pairs over the defaults, or off (README, "Rate limits").
  RATE_LIMITS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .optional()
      .transform((value, context) => {
        try {
          return apiRateLimits(value)
        } catch (error) {
          context.addIssue({ code: 'custom', message: (error as Error).message })
          return z.NEVER
        }
      }),
  ),
  ...storageEnvShape,
  METRICS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
})

export class ConfigError extends Error {
  override name = 'ConfigError'
}

const stripTrailingSlash = (url: string) => url.replace(/\/+$/, '')

/** Parses the environment once at start; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`)
  }
  const e = parsed.data
  const production = productionReason(env.NODE_ENV, e.HOST)
  if (production) {
    const unsafe: UnsafeSetting[] = []
    const secret = secretProblem(e.API_CLIENT_SECRET, DEVELOPMENT_API_CLIENT_SECRET)
    if (secret)
      unsafe.push({ variable: 'API_CLIENT_SECRET', problem: `${secret} (the same at the account service)` })
    const linkSecret = secretProblem(e.MAIL_LINK_SECRET, DEVELOPMENT_MAIL_LINK_SECRET)
    if (linkSecret)
      unsafe.push({
        variable: 'MAIL_LINK_SECRET',
        problem: `${linkSecret} (signs the mails' unsubscribe links)`,
      })
    if (e.DEMO_USERS)
      unsafe.push({ variable: 'DEMO_USERS', problem: 'seeds the demo data; set DEMO_USERS=0' })
    if (e.E2E_HOOKS === 'true')
      unsafe.push({ variable: 'E2E_HOOKS', problem: 'adds test-only routes; unset it' })
    if (unsafe.length > 0) throw new ConfigError(unsafeSettingsMessage('The Event API', production, unsafe))
  }
  const dataDir = path.resolve(REPO_ROOT, e.DATA_DIR)
  const accountUrl = stripTrailingSlash(e.ACCOUNT_URL)
  let s3: S3StorageConfig | undefined
  try {
    s3 = s3ConfigFrom(e)
  } catch (error) {
    throw new ConfigError(`Invalid environment: ${(error as Error).message}`)
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    s3,
    metricsToken: e.METRICS_TOKEN,
    database: e.DATABASE_URL
      ? { driver: 'postgres', url: e.DATABASE_URL }
      : { driver: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    accountUrl,
    oidcIssuer: e.ACCOUNT_ISSUER ?? accountUrl,
    apiClientSecret: e.API_CLIENT_SECRET ?? DEVELOPMENT_API_CLIENT_SECRET,
    mailLinkSecret: e.MAIL_LINK_SECRET ?? DEVELOPMENT_MAIL_LINK_SECRET,
    publicUrl: stripTrailingSlash(e.PUBLIC_URL ?? e.WEB_URL ?? `http://localhost:${e.PORT}`),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mapTileUrl: e.MAP_TILE_URL,
    tagManagerUrl: e.TAG_MANAGER_URL ?? '',
    webDist: path.resolve(REPO_ROOT, e.WEB_DIST),
    logLevel: e.LOG_LEVEL,
    demoUsers: e.DEMO_USERS ?? !production,
    rolesMaxAgeMs: e.ROLES_MAX_AGE_SECONDS * 1000,
    jobIntervalMs: e.JOB_INTERVAL_SECONDS * 1000,
    listStalenessMs: e.LIST_STALENESS_MS,
    live: { pollMs: e.LIVE_POLL_MS, maxWatchers: e.LIVE_MAX_WATCHERS },
    e2eHooks: e.E2E_HOOKS === 'true',
    trustProxy: e.TRUST_PROXY,
    rateLimits: e.RATE_LIMITS,
    legal: {
      publisher: e.LEGAL_PUBLISHER,
      publicationDirector: e.LEGAL_PUBLICATION_DIRECTOR,
      hostingProvider: e.LEGAL_HOSTING_PROVIDER,
      contact: e.LEGAL_CONTACT,
    },
  }
}
