/**
 * The deployment under test, each part a process of its own as in production: the account service, N Event
 * API instances on one database (NODE_ENV=production, secrets generated for the run, demo data off), and the
 * bare Fastify route. Every instance's first list is measured as it starts against the loaded database.
 */
import { randomBytes } from 'node:crypto'
import { buildServices } from '../../../../scripts/build-services.mjs'
import {
  BENCH_METRICS_TOKEN,
  type FirstList,
  freePort,
  launch,
  measureFirstList,
  type Service,
  settle,
  waitUntilOk,
} from './processes.ts'

export interface StackOptions {
  /** postgres:// of the bench database; none: embedded PGlite in `dataDir`. */
  databaseUrl?: string
  dataDir: string
  instances: number
  logLevel: string
  /** The list asked first of each new instance. */
  firstListPath: string
  /** A directory: each API instance writes a V8 CPU profile there when it stops (`--cpu-prof`). */
  cpuProfileDir?: string
  apiNodeArgs?: string[]
}

export interface Stack {
  account: Service
  apis: Service[]
  bare: Service
  firstLists: FirstList[]
  /** Seconds from the last instance's first list until every instance was idle (undefined: not in 180 s). */
  settledSeconds: number | undefined
  /** Starts instance `index` again (after it exited), measuring its first list again. */
  restartApi(index: number): Promise<FirstList>
}

/** What the services inherit: the machine's environment minus what would point them elsewhere. */
function baseEnvironment() {
  const env = { ...process.env }
  for (const name of ['DATABASE_URL', 'ACCOUNT_DATABASE_URL', 'E2E_HOOKS', 'SMTP_URL', 'TEST_DATABASE_URL']) {
    delete env[name]
  }
  return env
}

export async function startStack(options: StackOptions): Promise<Stack> {
  // The services run as production runs them: compiled to JavaScript (`npm run build`'s services part).
  buildServices()
  const accountPort = await freePort()
  const apiPorts: number[] = []
  for (let i = 0; i < options.instances; i++) apiPorts.push(await freePort())
  const accountUrl = `http://127.0.0.1:${accountPort}`
  const webUrl = `http://127.0.0.1:${apiPorts[0]}`
  const env: NodeJS.ProcessEnv = {
    ...baseEnvironment(),
    // As production runs: the services refuse nothing here, but libraries (Fastify's dependencies, the OIDC
    // provider) take their production paths; the development secrets are replaced by generated ones.
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    DEMO_USERS: '0',
    API_CLIENT_SECRET: randomBytes(24).toString('hex'),
    MAIL_LINK_SECRET: randomBytes(24).toString('hex'),
    COOKIE_KEYS: [randomBytes(24).toString('hex'), randomBytes(24).toString('hex')].join(','),
    LOG_LEVEL: options.logLevel,
    METRICS_TOKEN: BENCH_METRICS_TOKEN,
    ACCOUNT_PORT: String(accountPort),
    ACCOUNT_URL: accountUrl,
    ACCOUNT_ISSUER: accountUrl,
    WEB_URL: webUrl,
    PUBLIC_URL: webUrl,
    ...(options.databaseUrl
      ? { DATABASE_URL: options.databaseUrl, ACCOUNT_DATABASE_URL: options.databaseUrl }
      : {}),
  }
  const account = launch('account service', 'apps/account/dist/server.js', env, accountPort)
  await waitUntilOk(account, `${account.url}/healthz`)

  const apis: Service[] = []
  const firstLists: FirstList[] = []
  const startApi = async (index: number) => {
    const port = apiPorts[index] as number
    const profile = options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : []
    const api = launch(`API ${index + 1}`, 'apps/api/dist/server.js', { ...env, PORT: String(port) }, port, [
      ...profile,
      ...(options.apiNodeArgs ?? []),
    ])
    apis[index] = api
    const first = await measureFirstList(api, options.firstListPath)
    firstLists[index] = first
    return first
  }
  // One after the other: each start is measured alone, as a deployment rolls instances.
  for (let i = 0; i < options.instances; i++) await startApi(i)

  const barePort = await freePort()
  const bare = launch(
    'bare route',
    'apps/api/bench/production/bare-server.ts',
    { ...env, PORT: String(barePort) },
    barePort,
  )
  await waitUntilOk(bare, `${bare.url}/healthz`)
  // Whatever an instance loads after starting (the memory of listed events) is loaded before any measured run.
  const settledSeconds = await settle(apis)
  return { account, apis, bare, firstLists, settledSeconds, restartApi: startApi }
}
