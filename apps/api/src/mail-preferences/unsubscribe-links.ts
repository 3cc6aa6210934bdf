import { createHmac, timingSafeEqual } from 'node:crypto'

/** What one unsubscribe link stops: a player's daily digests, or one of their alerts. */
export type UnsubscribeTarget =
  | { list: 'digest'; userId: number }
  | { list: 'alert'; userId: number; alertId: number }

const DIGITS = /^[1-9][0-9]{0,9}$/

/**
 * The unsubscribe links of the morning mails (decision 037): the target in clear (`d.<user>` or
 * `a.<user>.<alert>`), then the HMAC-SHA256 of it under the server's secret (MAIL_LINK_SECRET), base64url. Nothing
 * is stored: the link works without signing in, as long as the secret stays, and cannot be made for anyone else.
 */
export function createUnsubscribeLinks(secret: string) {
  const signature = (payload: string) =>
    createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest('base64url')

  return {
    tokenFor(target: UnsubscribeTarget): string {
      const payload = target.list === 'digest' ? `d.${target.userId}` : `a.${target.userId}.${target.alertId}`
      return `${payload}.${signature(payload)}`
    },

    /** The target of a token this server signed; undefined for anything else. */
    read(token: string): UnsubscribeTarget | undefined {
      const cut = token.lastIndexOf('.')
      if (cut < 0) return undefined
      const payload = token.slice(0, cut)
      const given = Buffer.from(token.slice(cut + 1))
      const expected = Buffer.from(signature(payload))
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
      const [list, user, alert, ...rest] = payload.split('.')
      if (rest.length > 0 || !user || !DIGITS.test(user)) return undefined
      if (list === 'd' && alert === undefined) return { list: 'digest', userId: Number(user) }
      if (list === 'a' && alert && DIGITS.test(alert)) {
        return { list: 'alert', userId: Number(user), alertId: Number(alert) }
      }
      return undefined
    },
  }
}

export type UnsubscribeLinks = ReturnType<typeof createUnsubscribeLinks>
