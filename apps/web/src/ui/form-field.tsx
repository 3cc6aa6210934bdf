import { isMessageKey } from '@questboard/domain/messages'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { DomainFieldError } from '../lib/form-errors'
import styles from './form-field.module.css'

/** The anchor of a form field, from its react-hook-form name (`address.city` → `field-address-city`). */
export function fieldId(name: string): string {
  return `field-${name.replace(/[^\w-]+/g, '-')}`
}

/** A field error in the visitor's language: a domain message key with its params, or the API's own text. */
export function useErrorText(error: unknown): string | undefined {
  const { t } = useTranslation()
  const { message, params } = (error ?? {}) as Partial<DomainFieldError>
  if (typeof message !== 'string' || message === '') return undefined
  if (isMessageKey(message)) return t(message, params ?? {})
  return message
}

export interface ControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
  'aria-required'?: true
}

interface FieldProps {
  name: string
  label: ReactNode
  hint?: ReactNode
  /** A react-hook-form field error (or a nested one: `get(errors, name)`). */
  error?: unknown
  required?: boolean
  className?: string
  children: (control: ControlProps) => ReactNode
}

function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}

/** A labelled control with its hint and its error, linked by aria-describedby; its id is the field's anchor. */
export function Field({ name, label, hint, error, required, className, children }: FieldProps) {
  const id = fieldId(name)
  const text = useErrorText(error)
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-invalid': text ? true : undefined,
        'aria-describedby': describedBy(id, Boolean(hint), Boolean(text)),
        ...(required ? { 'aria-required': true as const } : {}),
      })}
      {text && (
        <p id={`${id}-error`} className={styles.error}>
          {text}
        </p>
      )}
    </div>
  )
}

/** A checkbox (or switch) with its label after it. */
export function CheckboxField({
  name,
  label,
  hint,
  error,
  className,
  children,
}: Omit<FieldProps, 'required'>) {
  const id = fieldId(name)
  const text = useErrorText(error)
  return (
    <div className={`${styles.checkbox} ${className ?? ''}`}>
      {children({
        id,
        'aria-invalid': text ? true : undefined,
        'aria-describedby': describedBy(id, Boolean(hint), Boolean(text)),
      })}
      <div>
        <label htmlFor={id} className={styles.checkboxLabel}>
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className={styles.hint}>
            {hint}
          </p>
        )}
        {text && (
          <p id={`${id}-error`} className={styles.error}>
            {text}
          </p>
        )}
      </div>
    </div>
  )
}

/** An error that belongs to no single field (the API's non_field_errors). */
export function FormError({ error }: { error: unknown }) {
  const text = useErrorText(error)
  if (!text) return null
  return (
    <p className={styles.error} role="alert">
      {text}
    </p>
  )
}

/** Class names shared by the inputs of a form. */
export const formClasses = {
  input: styles.input,
  select: styles.input,
  textarea: `${styles.input} ${styles.textarea}`,
  checkboxInput: styles.checkboxInput,
}
