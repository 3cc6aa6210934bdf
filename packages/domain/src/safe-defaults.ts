import { isLoopbackHost } from './ip-address'

/**
 * The secret of the Event API's service client (`questboard-api`) that `npm start` uses when none is set. It is
 * published (it is in this repository): a deployment that keeps it hands out tokens that set roles and credit
 * loyalty points, so the services refuse it in production (see `unsafeSettings`).
 */
export const DEVELOPMENT_API_CLIENT_SECRET = 'questboard-api-dev-secret'

/**
 * The key the Event API signs its mails' unsubscribe links with when none is set (decision 037). Published too:
 * with it anyone could stop anyone's mails, so production refuses it.
 */
export const DEVELOPMENT_MAIL_LINK_SECRET = 'questboard-mail-link-dev-secret'

/** The shortest secret or cookie key production accepts: 32 characters, e.g. `openssl rand -hex 32` (64). */
export const PRODUCTION_SECRET_MIN_LENGTH = 32

/** One setting a production start refuses: the variable and what to do about it. */
export interface UnsafeSetting {
  variable: string
  problem: string
}

/**
 * Why the settings must be safe, or undefined when development defaults are allowed: under
 * `NODE_ENV=production`, and whenever the service listens beyond loopback (HOST `0.0.0.0`, a LAN address…).
 */
export function productionReason(nodeEnv: string | undefined, host: string): string | undefined {
  if (nodeEnv === 'production') return 'NODE_ENV is production'
  if (!isLoopbackHost(host)) return `HOST=${host} listens beyond loopback`
  return undefined
}

/** A secret production accepts: set, not the published development one, long enough. */
export function secretProblem(value: string | undefined, development?: string): string | undefined {
  if (value === undefined) return 'is not set'
  if (value === development) return 'is the published development secret'
  if (value.length < PRODUCTION_SECRET_MIN_LENGTH) {
    return `must be at least ${PRODUCTION_SECRET_MIN_LENGTH} characters`
  }
  return undefined
}

/** The one message a refused start prints: every offending variable on its own line, with the fix. */
export function unsafeSettingsMessage(service: string, reason: string, settings: UnsafeSetting[]): string {
  return [
    `${service} refuses to start: ${reason}, and these settings are development defaults or unsafe:`,
    ...settings.map(({ variable, problem }) => `  ${variable}: ${problem}`),
    'Set them (see "Secrets and safe defaults" in the README), or run on loopback outside production.',
  ].join('\n')
}
