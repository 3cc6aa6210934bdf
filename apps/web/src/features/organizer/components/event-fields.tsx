import type { HTMLInputTypeAttribute } from 'react'
import { get, type Path, useController, useFormContext, useWatch } from 'react-hook-form'
import { useLocale } from '../../../i18n/use-locale'
import { type DateTextKind, formatDateText } from '../../../lib/date-text'
import { DateInput } from '../../../ui/date-input'
import { CheckboxField, type ControlProps, Field, formClasses } from '../../../ui/form-field'
import type { EventFormValues } from '../api/event-form'

type Name = Path<EventFormValues>

interface CommonProps {
  name: Name
  label: string
  hint?: string
  required?: boolean
  className?: string
}

function useFieldError(name: Name) {
  const { formState } = useFormContext<EventFormValues>()
  return get(formState.errors, name)
}

/**
 * A text-like input of the event form. `locked` (spec §4: location, game and date once created) shows the
 * value read-only; `display` replaces the raw value there (a game's name rather than its id).
 */
export function TextField({
  name,
  label,
  hint,
  required,
  className,
  type = 'text',
  locked,
  display,
  inputMode,
  min,
  step,
  autoComplete,
}: CommonProps & {
  type?: HTMLInputTypeAttribute
  locked?: boolean
  display?: string
  inputMode?: 'numeric' | 'decimal'
  min?: number
  step?: number | 'any'
  autoComplete?: string
}) {
  const { register, control } = useFormContext<EventFormValues>()
  const locale = useLocale()
  const error = useFieldError(name)
  // Only a locked field shows its value itself; an editable one leaves it to the input.
  const raw = String(useWatch({ control, name, disabled: !locked }) ?? '')
  // A locked date is written as the editable one is (`16.12.2026, 19:00`): a long date did not fit a phone.
  const shown = display ?? (isDateKind(type) ? formatDateText(raw, type, locale) : raw)
  return (
    <Field
      name={name}
      label={label}
      hint={hint}
      required={required && !locked}
      error={error}
      className={className}
    >
      {(aria) =>
        locked ? (
          <input {...aria} className={formClasses.input} readOnly value={shown} />
        ) : isDateKind(type) ? (
          <DateControl name={name} kind={type} aria={aria} />
        ) : (
          <input
            {...aria}
            {...register(name)}
            type={type}
            inputMode={inputMode}
            min={min}
            step={step}
            autoComplete={autoComplete}
            className={formClasses.input}
          />
        )
      }
    </Field>
  )
}

const isDateKind = (type: HTMLInputTypeAttribute): type is DateTextKind =>
  type === 'date' || type === 'time' || type === 'datetime-local'

/** A date or time of the event form, written in the page's language (ui/date-input.tsx). */
function DateControl({ name, kind, aria }: { name: Name; kind: DateTextKind; aria: ControlProps }) {
  const { control } = useFormContext<EventFormValues>()
  const { field } = useController({ control, name })
  return (
    <DateInput
      {...aria}
      kind={kind}
      className={formClasses.input}
      name={field.name}
      value={String(field.value ?? '')}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
    />
  )
}

export function TextAreaField({
  name,
  label,
  hint,
  required,
  className,
  rows = 4,
}: CommonProps & { rows?: number }) {
  const { register } = useFormContext<EventFormValues>()
  const error = useFieldError(name)
  return (
    <Field name={name} label={label} hint={hint} required={required} error={error} className={className}>
      {(aria) => <textarea {...aria} {...register(name)} rows={rows} className={formClasses.textarea} />}
    </Field>
  )
}

export function SelectField({
  name,
  label,
  hint,
  required,
  className,
  options,
  placeholder,
  locked,
}: CommonProps & {
  options: readonly { value: string; label: string }[]
  placeholder?: string
  locked?: boolean
}) {
  const { register, control } = useFormContext<EventFormValues>()
  const error = useFieldError(name)
  const value = String(useWatch({ control, name, disabled: !locked }) ?? '')
  return (
    <Field
      name={name}
      label={label}
      hint={hint}
      required={required && !locked}
      error={error}
      className={className}
    >
      {(aria) =>
        locked ? (
          <input
            {...aria}
            className={formClasses.input}
            readOnly
            value={options.find((option) => option.value === value)?.label ?? value}
          />
        ) : (
          <select {...aria} {...register(name)} className={formClasses.select}>
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )
      }
    </Field>
  )
}

export function CheckField({
  name,
  label,
  hint,
  className,
  disabled,
}: Omit<CommonProps, 'required'> & { disabled?: boolean }) {
  const { register } = useFormContext<EventFormValues>()
  const error = useFieldError(name)
  return (
    <CheckboxField name={name} label={label} hint={hint} error={error} className={className}>
      {(aria) => (
        <input
          {...aria}
          {...register(name)}
          type="checkbox"
          disabled={disabled}
          className={formClasses.checkboxInput}
        />
      )}
    </CheckboxField>
  )
}
