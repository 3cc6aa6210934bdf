import type { MailPreferences, Unsubscribe } from '@questboard/domain/mail-news.schema'
import type { AlertsRepository } from '../alerts/alerts.repository.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { toStoreSummary } from '../stores/store-summary.ts'
import type { MailPreferencesRepository } from './mail-preferences.repository.ts'
import type { UnsubscribeLinks, UnsubscribeTarget } from './unsubscribe-links.ts'

/** What the one-click unsubscribe (RFC 8058) answers. */
export const UNSUBSCRIBED = 'Unsubscribed: these mails will not be sent again.'

/**
 * The mail preferences page (decision 037): the digest switch and the stores followed; and what a mail's
 * unsubscribe link stops, without signing in: the daily digests (a digest's link) or one alert (an alert's).
 */
export function createMailPreferencesService({
  preferences,
  alerts,
  links,
  publicUrl,
}: {
  preferences: MailPreferencesRepository
  alerts: Pick<AlertsRepository, 'find' | 'delete'>
  links: UnsubscribeLinks
  publicUrl: string
}) {
  /** The link's target, or a 400 naming the field: a token this server did not sign names nobody. */
  async function targetOf(token: string): Promise<UnsubscribeTarget> {
    const target = links.read(token)
    if (!target) throw new HttpError(400, { token: ['This value is not valid'] })
    if (!(await preferences.userExists(target.userId))) throw notFound()
    return target
  }

  async function describe(target: UnsubscribeTarget): Promise<Unsubscribe> {
    if (target.list === 'digest') {
      return { list: 'digest', label: null, active: await preferences.dailyDigest(target.userId) }
    }
    const alert = await alerts.find(target.userId, target.alertId)
    return { list: 'alert', label: alert?.label ?? null, active: alert !== undefined }
  }

  async function get(userId: number): Promise<MailPreferences> {
    const [dailyDigest, stores] = await Promise.all([
      preferences.dailyDigest(userId),
      preferences.followedStores(userId),
    ])
    return {
      daily_digest: dailyDigest,
      // A store made private since stays followed, but is not shown (nor mailed about).
      followed_stores: stores.flatMap((store) => toStoreSummary(store, true, publicUrl) ?? []),
    }
  }

  return {
    get,

    async update(userId: number, patch: { daily_digest?: boolean }): Promise<MailPreferences> {
      if (patch.daily_digest !== undefined) await preferences.setDailyDigest(userId, patch.daily_digest)
      return get(userId)
    },

    /** What the link stops, and whether it still runs. */
    describe: async (token: string) => describe(await targetOf(token)),

    /** Stops what the link names (again: nothing changes) and says what it was. */
    async unsubscribe(token: string): Promise<Unsubscribe> {
      const target = await targetOf(token)
      if (target.list === 'digest') {
        await preferences.setDailyDigest(target.userId, false)
        return { list: 'digest', label: null, active: false }
      }
      const deleted = await alerts.delete(target.userId, target.alertId)
      return { list: 'alert', label: deleted?.label ?? null, active: false }
    },
  }
}

export type MailPreferencesService = ReturnType<typeof createMailPreferencesService>
