import { toFieldErrors } from '@questboard/domain/error-body'
import { organizerRequestRejectionSchema } from '@questboard/domain/organizer-request.schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { useLocale } from '../../../i18n/use-locale'
import { intlLocale } from '../../../lib/format'
import { failureDetail } from '../../../lib/use-form-feedback'
import { Alert } from '../../../ui/alert'
import { buttonClass } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { Field, formClasses } from '../../../ui/form-field'
import type { OrganizerRequestStatus } from '../../organizer-request'
import {
  type AdminOrganizerRequest,
  decideOrganizerRequest,
  organizerRequestsKey,
  REQUEST_STATUSES,
  useOrganizerRequests,
} from '../api/admin'
import styles from './admin.module.css'
import { AdminTable } from './admin-table'
import { pageOf } from './list-state'

type Decision = { request: AdminOrganizerRequest; action: 'approve' | 'reject' }
type Outcome = { status: 'success' | 'danger'; message: string; detail?: string }

/** The requests to become an organizer: pending ones first by default; approve or reject after a confirmation. */
export function OrganizerRequests() {
  const { t } = useTranslation()
  const locale = useLocale()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const [query] = useSearchParams()
  const statusId = useId()
  const queryClient = useQueryClient()
  const statusParam = query.get('status') ?? 'pending'
  const status: OrganizerRequestStatus | '' = (REQUEST_STATUSES as readonly string[]).includes(statusParam)
    ? (statusParam as OrganizerRequestStatus)
    : ''
  const page = pageOf(query)
  const requests = useOrganizerRequests({ status, page })
  const [decision, setDecision] = useState<Decision | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const section = useRef<HTMLElement>(null)
  const dateFormat = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium' })

  const hrefFor = (target: number, nextStatus: string = status || 'all') => {
    const next = new URLSearchParams({ tab: 'requests' })
    if (nextStatus !== 'pending') next.set('status', nextStatus)
    if (target > 1) next.set('page', String(target))
    return `${pathname}?${next.toString()}`
  }

  const decide = useMutation({
    mutationFn: ({ request, action, reason }: Decision & { reason?: string }) =>
      decideOrganizerRequest(request.id, action, reason),
    onSuccess: (_, { action }) => {
      setDecision(null)
      setOutcome({
        status: 'success',
        message: action === 'approve' ? t('admin.approvedMessage') : t('admin.rejectedMessage'),
      })
    },
    onError: (error) => {
      setDecision(null)
      setOutcome({ status: 'danger', message: t('admin.failed'), detail: failureDetail(error, t) })
    },
    // The list is read again either way: a request another admin decided meanwhile shows its new status.
    onSettled: () => queryClient.invalidateQueries({ queryKey: organizerRequestsKey }),
  })

  return (
    <section
      className={styles.panel}
      aria-labelledby="admin-requests-title"
      aria-busy={requests.isFetching}
      ref={section}
      tabIndex={-1}
    >
      <h2 id="admin-requests-title" className="visually-hidden">
        {t('admin.requestsTab')}
      </h2>
      {outcome && (
        <Alert status={outcome.status} onClose={() => setOutcome(null)}>
          <p>{outcome.message}</p>
          {outcome.detail && <p>{outcome.detail}</p>}
        </Alert>
      )}
      <div className={styles.filters}>
        <div>
          <label htmlFor={statusId}>{t('admin.statusFilter')}</label>
          <select
            id={statusId}
            className={formClasses.select}
            value={status || 'all'}
            onChange={(change) => navigate(hrefFor(1, change.target.value), { preventScrollReset: true })}
          >
            <option value="all">{t('admin.allStatuses')}</option>
            {REQUEST_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`admin.status.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <AdminTable
        query={requests}
        found={(count) => t('admin.requestsFound', { count })}
        empty={t('admin.noRequests')}
        captionId="admin-requests-caption"
        caption={t('admin.requestsCaption')}
        columns={['user', 'accountId', 'customerId', 'taxNumber', 'sent', 'status', 'actions']}
        page={page}
        hrefFor={(target) => hrefFor(target)}
        row={(request) => (
          <tr key={request.id}>
            <th scope="row">
              {request.user.nickname}
              <div className={styles.muted}>{request.user.email}</div>
            </th>
            <td>{request.account_id}</td>
            <td>{request.customer_id}</td>
            <td>{request.tax_number}</td>
            <td className={styles.nowrap}>{dateFormat.format(new Date(request.created_at))}</td>
            <td>
              <span className={styles.badge}>{t(`admin.status.${request.status}`)}</span>
              {request.reason && (
                <div className={styles.muted}>{t('admin.reasonShown', { reason: request.reason })}</div>
              )}
            </td>
            <td>
              {request.status === 'pending' && (
                <div className={styles.rowActions}>
                  <button
                    type="button"
                    className={`${buttonClass('primary')} ${styles.small}`}
                    onClick={() => setDecision({ request, action: 'approve' })}
                  >
                    {t('admin.approve')}
                    <span className="visually-hidden"> {request.user.nickname}</span>
                  </button>
                  <button
                    type="button"
                    className={`${buttonClass('secondary')} ${styles.small}`}
                    onClick={() => setDecision({ request, action: 'reject' })}
                  >
                    {t('admin.reject')}
                    <span className="visually-hidden"> {request.user.nickname}</span>
                  </button>
                </div>
              )}
            </td>
          </tr>
        )}
      />
      <Dialog
        open={decision !== null}
        onClose={() => setDecision(null)}
        returnFocusRef={section}
        title={decision?.action === 'reject' ? t('admin.rejectTitle') : t('admin.approveTitle')}
      >
        {decision && (
          <DecisionForm
            key={`${decision.request.id}-${decision.action}`}
            decision={decision}
            pending={decide.isPending}
            onConfirm={(reason) => decide.mutate({ ...decision, reason })}
            onCancel={() => setDecision(null)}
          />
        )}
      </Dialog>
    </section>
  )
}

function DecisionForm({
  decision,
  pending,
  onConfirm,
  onCancel,
}: {
  decision: Decision
  pending: boolean
  onConfirm: (reason?: string) => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<unknown>(undefined)
  const reject = decision.action === 'reject'
  const name = decision.request.user.nickname

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!reject) return onConfirm()
    const parsed = organizerRequestRejectionSchema.safeParse({ reason })
    if (!parsed.success) {
      const first = Object.values(toFieldErrors(parsed.error))[0]
      setError(first ? { message: first.key, params: first.params } : undefined)
      return
    }
    setError(undefined)
    onConfirm(parsed.data.reason ?? undefined)
  }

  return (
    <form className={styles.dialogBody} onSubmit={submit} noValidate>
      <p>{reject ? t('admin.rejectText', { name }) : t('admin.approveText', { name })}</p>
      {reject && (
        <Field name="reason" label={t('admin.reasonLabel')} error={error}>
          {(control) => (
            <textarea
              {...control}
              className={formClasses.textarea}
              value={reason}
              maxLength={1000}
              onChange={(change) => setReason(change.target.value)}
            />
          )}
        </Field>
      )}
      <div className={styles.actions}>
        <button type="submit" className={buttonClass('primary')} disabled={pending}>
          {pending ? t('admin.working') : reject ? t('admin.reject') : t('admin.approve')}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
          {t('admin.cancel')}
        </button>
      </div>
    </form>
  )
}
