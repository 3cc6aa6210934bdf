import {
  type OrganizerRequestBody,
  type OrganizerRequestInput,
  organizerRequestSchema,
} from '@questboard/domain/organizer-request.schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { domainResolver, focusFirstInvalid } from '../../../lib/form-errors'
import { applyServerErrors, failureDetail } from '../../../lib/use-form-feedback'
import { Alert } from '../../../ui/alert'
import { buttonClass } from '../../../ui/button'
import { Field, FormError, formClasses } from '../../../ui/form-field'
import { myOrganizerRequestKey, submitOrganizerRequest } from '../api/organizer-request'
import styles from './organizer-request.module.css'

type Values = { account_id: string; customer_id: string; tax_number: string }
const resolver = domainResolver<Values, OrganizerRequestBody>(organizerRequestSchema)
const FIELDS = [
  'account_id',
  'customer_id',
  'tax_number',
] as const satisfies readonly (keyof OrganizerRequestInput)[]
const LABELS = {
  account_id: ['organizerRequest.accountId', 'organizerRequest.accountIdHint'],
  customer_id: ['organizerRequest.customerId', 'organizerRequest.customerIdHint'],
  tax_number: ['organizerRequest.taxNumber', 'organizerRequest.taxNumberHint'],
} as const

/** Account ID, customer ID and tax number (spec §1); a 400 shows at the fields. */
export function OrganizerRequestForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [alert, setAlert] = useState<{
    status: 'warning' | 'danger'
    message: string
    detail?: string
  } | null>(null)
  const { register, handleSubmit, setError, formState } = useForm<Values, unknown, OrganizerRequestBody>({
    resolver,
    defaultValues: { account_id: '', customer_id: '', tax_number: '' },
    shouldFocusError: true,
  })
  const send = useMutation({
    mutationFn: submitOrganizerRequest,
    onSuccess: (created) => {
      queryClient.setQueryData(myOrganizerRequestKey, created)
      onSent()
    },
    onError: (error) => {
      if (applyServerErrors(error, setError)) requestAnimationFrame(() => focusFirstInvalid(document.body))
      setAlert({ status: 'danger', message: t('organizerRequest.failed'), detail: failureDetail(error, t) })
    },
  })

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit(
        (values) => {
          setAlert(null)
          send.mutate(values)
        },
        () => setAlert({ status: 'warning', message: t('validation.formIncomplete') }),
      )}
      aria-labelledby="organizer-request-form"
    >
      <h2 id="organizer-request-form" className={styles.legend}>
        {t('organizerRequest.formTitle')}
      </h2>
      <p className={styles.lead}>{t('organizerRequest.formLead')}</p>
      {alert && (
        <Alert status={alert.status} onClose={() => setAlert(null)}>
          <p>{alert.message}</p>
          {alert.detail && <p>{alert.detail}</p>}
        </Alert>
      )}
      <FormError error={formState.errors.root?.server} />
      {FIELDS.map((name) => (
        <Field
          key={name}
          name={name}
          label={t(LABELS[name][0])}
          hint={t(LABELS[name][1])}
          error={formState.errors[name]}
          required
        >
          {(control) => (
            <input {...control} {...register(name)} className={formClasses.input} autoComplete="off" />
          )}
        </Field>
      ))}
      <div>
        <button type="submit" className={buttonClass('primary')} disabled={send.isPending}>
          {send.isPending ? t('organizerRequest.submitting') : t('organizerRequest.submit')}
        </button>
      </div>
    </form>
  )
}
