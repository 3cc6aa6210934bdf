// Starts the account service and the Event API (which serves the web app) as child processes,
// waits until both answer /healthz, and stops them together. Used by `npm start` and the e2e tests.
// `compiled` (the default under NODE_ENV=production) runs the JavaScript that `npm run build` left in each
// package's dist/ with plain Node; otherwise the TypeScript sources run through the tsx loader (development).
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const HEALTH_TIMEOUT_MS = 120_000

/** The entry point of each service, as TypeScript source and as compiled JavaScript. */
const SERVICES = {
  account: { source: 'apps/account/src/server.ts', compiled: 'apps/account/dist/server.js' },
  api: { source: 'apps/api/src/server.ts', compiled: 'apps/api/dist/server.js' },
}

/** Node's arguments to run a service: compiled JavaScript (workspace imports reach dist/), or TypeScript via tsx. */
export function serviceCommand(name, compiled) {
  const service = SERVICES[name]
  if (!compiled) return ['--import', 'tsx', path.join(repoRoot, service.source)]
  const entry = path.join(repoRoot, service.compiled)
  if (!existsSync(entry)) throw new Error(`${service.compiled} is missing: run \`npm run build\` first.`)
  return ['--conditions=questboard-compiled', '--enable-source-maps', entry]
}

/**
 * @param {{ port: number, accountPort: number, env?: Record<string, string | undefined>, quiet?: boolean,
 *   compiled?: boolean }} options
 */
export async function startServices({
  port,
  accountPort,
  env = {},
  quiet = false,
  compiled = process.env.NODE_ENV === 'production',
}) {
  const webUrl = `http://localhost:${port}`
  const accountUrl = `http://localhost:${accountPort}`
  const shared = {
    ...process.env,
    PORT: String(port),
    ACCOUNT_PORT: String(accountPort),
    WEB_URL: webUrl,
    PUBLIC_URL: webUrl,
    ACCOUNT_URL: accountUrl,
    ACCOUNT_ISSUER: accountUrl,
    ...env,
  }
  const children = [
    launch('account', serviceCommand('account', compiled), shared, quiet),
    launch('api', serviceCommand('api', compiled), shared, quiet),
  ]
  const stop = async () => {
    await Promise.all(
      children.map(async (child) => {
        if (child.exitCode !== null || child.signalCode !== null) return
        child.kill('SIGTERM')
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
        await once(child, 'exit')
        clearTimeout(timer)
      }),
    )
  }
  try {
    await Promise.all([
      waitForHealth(`${accountUrl}/healthz`, children[0]),
      waitForHealth(`${webUrl}/healthz`, children[1]),
    ])
  } catch (error) {
    await stop()
    throw error
  }
  return { webUrl, accountUrl, children, stop }
}

function launch(name, args, env, quiet) {
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env,
    stdio: quiet ? ['ignore', 'ignore', 'pipe'] : ['ignore', 'inherit', 'inherit'],
  })
  child.serviceName = name
  if (quiet) {
    // Keep the last lines of a quiet service's errors so a failed start says why.
    child.stderrTail = ''
    child.stderr.on('data', (chunk) => {
      child.stderrTail = (child.stderrTail + chunk).slice(-4000)
    })
  }
  return child
}

async function waitForHealth(url, child) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(
        `${child.serviceName} exited with code ${child.exitCode} before answering ${url}\n${child.stderrTail ?? ''}`,
      )
    }
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${child.serviceName} did not answer ${url} within ${HEALTH_TIMEOUT_MS / 1000} s`)
}
