import { toErrorBody } from '@questboard/domain/error-body'
import {
  organizerRequestRejectionSchema,
  organizerRequestSchema,
} from '@questboard/domain/organizer-request.schema'
import {
  type AccountServiceClient,
  AccountServiceRefusal,
  AccountServiceUnavailable,
} from '../account-service/account-service.client.ts'
import type { Database } from '../db/database.ts'
import { isStorableId } from '../db/ids.ts'
import type { OrganizerRequestStatus } from '../db/schema.ts'
import { HttpError, type RefusalBody } from '../http/http-error.ts'
import { pageWindow } from '../pagination.ts'
import type { Caller } from '../plugins/auth.ts'
import type { Mail } from '../plugins/mail.ts'
import type {
  OrganizerRequestRow,
  OrganizerRequestsRepository,
  OrganizerRequestWithUser,
} from './organizer-requests.repository.ts'

/** 400 field errors, or `{detail}` with its status (plugins/errors.ts answers it). */
export class OrganizerRequestRefusal extends HttpError {
  override name = 'OrganizerRequestRefusal'
  constructor(
    override readonly status: 400 | 404 | 409 | 503,
    body: RefusalBody,
  ) {
    super(status, body, `organizer request refused with ${status}`)
  }
}

const refuse = (status: OrganizerRequestRefusal['status'], detail: string) =>
  new OrganizerRequestRefusal(status, { detail })

/** Roles the account service grants (it adds `user` itself). */
const GRANTABLE = ['organizer', 'admin']

export function toRequestView(request: OrganizerRequestRow) {
  return {
    id: request.id,
    account_id: request.accountId,
    customer_id: request.customerId,
    tax_number: request.taxNumber,
    status: request.status,
    reason: request.reason,
    created_at: request.createdAt.toISOString(),
    decided_at: request.decidedAt ? request.decidedAt.toISOString() : null,
  }
}

export function toAdminView({ request, user }: OrganizerRequestWithUser) {
  return { ...toRequestView(request), user: { id: user.id, nickname: user.nickname, email: user.email } }
}

interface Dependencies {
  db: Database
  requests: OrganizerRequestsRepository
  accountService: Pick<AccountServiceClient, 'setRoles'>
  mail: Pick<Mail, 'enqueue'>
}

export function createOrganizerRequestsService({ db, requests, accountService, mail }: Dependencies) {
  async function pending(id: number): Promise<OrganizerRequestWithUser> {
    const found = isStorableId(id) ? await requests.find(id) : undefined
    if (!found) throw refuse(404, 'Not found.')
    if (found.request.status !== 'pending')
      throw refuse(409, `This request has been ${found.request.status} already.`)
    return found
  }

  /** Records the decision and queues the requester's mail together; 409 when another admin decided first. */
  async function decide(
    found: OrganizerRequestWithUser,
    status: 'approved' | 'rejected',
    reason: string | null,
    admin: Caller,
  ): Promise<OrganizerRequestRow> {
    return db.transaction(async (tx) => {
      const decided = await requests.decide(tx, found.request.id, { status, reason, adminId: admin.user.id })
      if (!decided) throw refuse(409, 'This request has been decided already.')
      await mail.enqueue(tx, {
        to: found.user.email,
        locale: found.user.locale,
        template: 'organizer-request-decided',
        data: { nickname: found.user.nickname, approved: status === 'approved', reason },
        key: `organizer-request:${found.request.id}`,
      })
      return decided
    })
  }

  return {
    async submit(raw: unknown, caller: Caller): Promise<OrganizerRequestRow> {
      if (caller.roles.includes('organizer') || caller.roles.includes('admin')) {
        throw refuse(409, 'You are an organizer already.')
      }
      const parsed = organizerRequestSchema.safeParse(raw)
      if (!parsed.success) throw new OrganizerRequestRefusal(400, toErrorBody(parsed.error))
      const created = await requests.insert(caller.user.id, parsed.data)
      if (!created) throw refuse(409, 'Your request is already waiting for an administrator’s answer.')
      return created
    },

    mine: (caller: Caller) => requests.latestOf(caller.user.id),

    list: (status: OrganizerRequestStatus | undefined, page: { page: number; page_size: number }) =>
      requests.list(status, pageWindow(page)),

    /**
     * Grants the organizer role at the account service first (a PUT of the whole role list, so repeating it
     * after a failure is harmless), then records the approval and queues the mail. The role reaches the
     * user's tokens at their next sign-in, which the mail says.
     */
    async approve(id: number, admin: Caller): Promise<OrganizerRequestRow> {
      const found = await pending(id)
      const held = (await requests.latestRoles(found.user.id)).filter((role) => GRANTABLE.includes(role))
      try {
        await accountService.setRoles(found.user.subject, [...held, 'organizer'], {
          changedBy: admin.user.subject,
          reason: `organizer-request:${found.request.id}`,
        })
      } catch (error) {
        if (error instanceof AccountServiceRefusal && error.status === 404) {
          throw refuse(409, 'The account service has no account for this user: the role cannot be granted.')
        }
        if (error instanceof AccountServiceUnavailable || error instanceof AccountServiceRefusal) {
          throw refuse(503, 'The account service could not grant the role; nothing was changed. Try again.')
        }
        throw error
      }
      return decide(found, 'approved', null, admin)
    },

    async reject(id: number, raw: unknown, admin: Caller): Promise<OrganizerRequestRow> {
      const parsed = organizerRequestRejectionSchema.safeParse(raw ?? {})
      if (!parsed.success) throw new OrganizerRequestRefusal(400, toErrorBody(parsed.error))
      const found = await pending(id)
      return decide(found, 'rejected', parsed.data.reason ?? null, admin)
    },
  }
}
