import type { TFunction } from 'i18next'
import { useEffect, useRef, useState } from 'react'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import type { AlertStatus } from '../ui/alert'
import { ApiError } from './api'
import { focusFirstInvalid, isFieldErrorBody, serverFieldErrors } from './form-errors'
import { rateLimitText } from './rate-limit'

/** The outcome of a form submission, as a form's alert shows it. */
export interface FormAlertState {
  status: AlertStatus
  message: string
  detail?: string
}

/**
 * What a form shows after a submission: the alert, and the move to the first failing field (spec §5), made
 * once React has rendered the errors.
 */
export function useFormFeedback(initialAlert: FormAlertState | null = null) {
  const formRef = useRef<HTMLFormElement>(null)
  const [alert, setAlert] = useState<FormAlertState | null>(initialAlert)
  const [focusRequest, setFocusRequest] = useState(0)

  useEffect(() => {
    if (focusRequest === 0) return
    // react-hook-form publishes a refused submission's errors after its onInvalid callback: the fields are
    // marked invalid a render or two later, so the move waits for them (a few frames at most).
    let frame = 0
    let tries = 0
    const attempt = () => {
      if (focusFirstInvalid(formRef.current) || ++tries > 10) return
      frame = requestAnimationFrame(attempt)
    }
    frame = requestAnimationFrame(attempt)
    return () => cancelAnimationFrame(frame)
  }, [focusRequest])

  return {
    formRef,
    alert,
    setAlert,
    closeAlert: () => setAlert(null),
    moveToFirstError: () => setFocusRequest((count) => count + 1),
  }
}

/**
 * Shows a 400 field-error body on the form (spec §8); true when it did. Other failures keep their `detail`
 * (409 edit lock, 403…) for the alert.
 */
export function applyServerErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  rename?: Record<string, string>,
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400 || !isFieldErrorBody(error.body)) return false
  const found = serverFieldErrors(error.body, rename)
  for (const { path, error: fieldError } of found) {
    setError((path === 'root' ? 'root.server' : path) as Path<Values>, fieldError)
  }
  return found.length > 0
}

/**
 * The API's own explanation of a failure (spec §8: its `detail`), when it gave one; a rate limit's answer
 * says in the visitor's language when to try again.
 */
export function failureDetail(error: unknown, t: TFunction): string | undefined {
  const tooMany = rateLimitText(t, error)
  if (tooMany) return tooMany
  return error instanceof ApiError && error.status !== 404 ? error.detail : undefined
}
