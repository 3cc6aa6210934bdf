import { connectServerClient } from '@questboard/account/server-pool'
import pg from 'pg'

/** The first try again after a lost connection; each failure doubles the wait, up to the cap. */
export const RELISTEN_FIRST_DELAY_MS = 1_000
const RELISTEN_MAX_DELAY_MS = 4_000

/**
 * Calls `onNotify` on every NOTIFY on `channel`. LISTEN needs a connection of its own, outside the pool; a
 * lost one (a restart, `pg_terminate_backend`) is replaced until the answered function stops listening, and
 * `onNotify` is called once more after each replacement: what was notified while nobody listened is lost.
 */
export async function listenOnServer(
  url: string,
  applicationName: string,
  channel: string,
  onNotify: () => void,
): Promise<() => Promise<void>> {
  let stopped = false
  let client: pg.Client | undefined
  let retry: NodeJS.Timeout | undefined
  let delay = RELISTEN_FIRST_DELAY_MS

  const scheduleRetry = () => {
    if (stopped) return
    retry = setTimeout(() => {
      connect().then(
        () => {
          delay = RELISTEN_FIRST_DELAY_MS
          if (!stopped) onNotify()
        },
        () => {
          delay = Math.min(delay * 2, RELISTEN_MAX_DELAY_MS)
          scheduleRetry()
        },
      )
    }, delay)
  }

  const connect = async () => {
    const next = await connectServerClient(url, applicationName)
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify()
    })
    next.on('error', () => {
      next.end().catch(() => {})
      if (client !== next) return
      client = undefined
      scheduleRetry()
    })
    try {
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
    } catch (error) {
      await next.end().catch(() => {})
      throw error
    }
    if (stopped) await next.end()
    else client = next
  }

  await connect()
  return async () => {
    stopped = true
    clearTimeout(retry)
    await client?.end().catch(() => {})
  }
}
