import { pointsFor } from '@questboard/domain/constants'
import { toErrorBody } from '@questboard/domain/error-body'
import { formatMessage } from '@questboard/domain/messages'
import { resultFormSchema } from '@questboard/domain/result.schema'
import {
  type AccountServiceClient,
  AccountServiceRefusal,
  AccountServiceUnavailable,
  type LoyaltyCredit,
} from '../account-service/account-service.client.ts'
import { isStorableId } from '../db/ids.ts'
import { HttpError, type RefusalBody } from '../http/http-error.ts'
import type { Caller } from '../plugins/auth.ts'
import type { ResultRow, ResultsRepository } from './results.repository.ts'

/** A refusal of the results: 400 field errors, or `{detail}` with its status (plugins/errors.ts answers it). */
export class ResultsRefusal extends HttpError {
  override name = 'ResultsRefusal'
  constructor(
    override readonly status: 400 | 403 | 404 | 409 | 503,
    body: RefusalBody,
  ) {
    super(status, body, `results refused with ${status}`)
  }
}

// Spec §8 "The results have been saved": the second submission is told they are, already.
export const ALREADY_SAVED = 'The results have been saved already'
const NOT_REGISTERED = 'This player is not registered for this event'
const NOT_CHECKED_IN = 'This player was not checked in at this event'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

interface Dependencies {
  results: ResultsRepository
  accountService: Pick<AccountServiceClient, 'credit'>
  /** Event day (decision 032): once its last round is over, the results may be saved before the event ends. */
  eventDay: { finished(eventId: number): Promise<boolean> }
  now?: () => Date
}

const refuse = (status: ResultsRefusal['status'], detail: string) => new ResultsRefusal(status, { detail })

export function createResultsService({
  results,
  accountService,
  eventDay,
  now = () => new Date(),
}: Dependencies) {
  /** The event, when the caller is its organizer or an admin (404 unknown or an unseen draft, 403 others). */
  async function ownEvent(id: number, caller: Caller) {
    const found = isStorableId(id) ? await results.findEvent(id) : undefined
    if (!found) throw refuse(404, 'Not found.')
    if (caller.roles.includes('admin') || found.event.ownerId === caller.user.id) return found
    if (found.event.status === 'draft') throw refuse(404, 'Not found.')
    throw refuse(403, 'Only the organizer of this event or an administrator may save its results.')
  }

  /** Credits the points; players without an account at the account service (demo players) earn none. */
  async function credit(eventId: number, credits: LoyaltyCredit[]): Promise<Set<string>> {
    const withAccount = credits.filter((credit) => UUID.test(credit.accountId))
    if (withAccount.length === 0) return new Set()
    try {
      await accountService.credit(eventId, withAccount)
    } catch (error) {
      const unknown = (error instanceof AccountServiceRefusal &&
        (error.body as { unknown_users?: unknown })?.unknown_users) as string[] | undefined
      if (!Array.isArray(unknown)) throw error
      const known = withAccount.filter((credit) => !unknown.includes(credit.accountId))
      if (known.length > 0) await accountService.credit(eventId, known)
      return new Set(known.map((credit) => credit.accountId))
    }
    return new Set(withAccount.map((credit) => credit.accountId))
  }

  return {
    /** `GET …/award_xp/`: the players who may earn XP (the checked-in ones once event day ran), nickname → id. */
    async validUsers(id: number, caller: Caller): Promise<Record<string, number>> {
      await ownEvent(id, caller)
      const { players } = await results.eligiblePlayers(id)
      const byName: Record<string, number> = {}
      for (const player of players) {
        // Two players may share a nickname: the later one is told apart by its id rather than lost.
        const name = player.nickname in byName ? `${player.nickname} (#${player.userId})` : player.nickname
        byName[name] = player.userId
      }
      return byName
    },

    /**
     * `POST …/award_xp/` (decision 013). The points are credited first (idempotent per event and player at
     * the account service), and only then are the results and `awarded_xp` recorded, together; a claim on the
     * event keeps a second submission from crediting other values meanwhile.
     */
    async submit(id: number, raw: unknown, caller: Caller): Promise<void> {
      const { event, ownerLpOpted } = await ownEvent(id, caller)
      if (event.status === 'cancelled') throw refuse(409, 'This event has been cancelled.')
      if (event.status === 'draft') throw refuse(409, 'Results are saved for published events only.')
      if (event.awardedXp) throw refuse(409, ALREADY_SAVED)
      if (event.endsAt.getTime() > now().getTime() && !(await eventDay.finished(id))) {
        throw refuse(409, 'The results can be saved once the event has ended.')
      }
      const parsed = resultFormSchema.safeParse(raw)
      if (!parsed.success) throw new ResultsRefusal(400, toErrorBody(parsed.error))
      const form = parsed.data

      const eligible = await results.eligiblePlayers(id)
      const registered = new Map(eligible.players.map((player) => [player.userId, player]))
      const errors: Record<string, { id?: string[]; position?: string[] }> = {}
      const seen = new Set<number>()
      form.players.forEach((player, index) => {
        const userId = Number(player.id)
        if (!registered.has(userId) || seen.has(userId))
          errors[index] = { id: [eligible.checkedIn ? NOT_CHECKED_IN : NOT_REGISTERED] }
        seen.add(userId)
        // A ranking places the players: no position beyond their number (the web offers 1…n); with event day,
        // guests hold places too (their rank is kept, they earn nothing).
        const position = form.event_category === 'competitive' ? player.position : null
        if (typeof position === 'number' && position > eligible.places) {
          errors[index] = {
            ...errors[index],
            position: [formatMessage('validation.maxValue', { max: eligible.places })],
          }
        }
      })
      if (Object.keys(errors).length > 0) throw new ResultsRefusal(400, { players: errors })

      const scored = form.players.map((player) => {
        const position = form.event_category === 'competitive' ? (player.position ?? null) : null
        const points = pointsFor({ category: form.event_category, position, loyaltyMember: true })
        const holder = registered.get(Number(player.id))
        if (!holder) throw new Error('checked above')
        return { holder, position, ...points }
      })

      if (!(await results.claim(id))) {
        const again = await results.findEvent(id)
        if (again?.event.awardedXp) throw refuse(409, ALREADY_SAVED)
        throw refuse(409, 'The results of this event are being saved: try again in a moment.')
      }
      try {
        // Spec §3: lp_opted means "the store's events award loyalty points"; otherwise results only.
        const credited = ownerLpOpted
          ? await credit(
              id,
              scored.map(({ holder, xp, coins }) => ({ accountId: holder.subject, xp, coins })),
            )
          : new Set<string>()
        const rows: ResultRow[] = scored.map(({ holder, position, xp, coins }) => ({
          eventId: id,
          userId: holder.userId,
          category: form.event_category,
          position,
          xp,
          coins,
          credited: credited.has(holder.subject),
        }))
        await results.record(id, rows)
      } catch (error) {
        await results.release(id)
        if (error instanceof AccountServiceUnavailable || error instanceof AccountServiceRefusal) {
          throw refuse(
            503,
            'The loyalty service could not credit the points; the results were not saved. Try again.',
          )
        }
        throw error
      }
    },
  }
}
