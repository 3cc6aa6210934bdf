import { type Ref, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../i18n/use-locale'
import { type DateTextKind, dateTextPattern, formatDateText, parseDateText } from '../lib/date-text'
import styles from './date-input.module.css'

/** Browsers that open their own date and time picker on demand (`showPicker`): the button shows there. */
const canShowPicker = typeof HTMLInputElement !== 'undefined' && 'showPicker' in HTMLInputElement.prototype

/** A form value of `kind` (`YYYY-MM-DD`, `HH:MM`, `YYYY-MM-DDTHH:MM`), which the browser's own input takes. */
const isValue = (value: string, kind: DateTextKind) =>
  ({
    date: /^\d{4}-\d{2}-\d{2}$/,
    time: /^\d{2}:\d{2}$/,
    'datetime-local': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/,
  })[kind].test(value)

export interface DateInputProps {
  kind: DateTextKind
  /** The form value; a text that is none (as typed, to be refused by the form's rules) is shown as it is. */
  value: string
  /**
   * The form value the text stands for, `''` for an empty field, or the text as typed when it is no date (the
   * form's rules then say so; a filter keeps its last date).
   */
  onChange: (value: string) => void
  onBlur?: () => void
  id?: string
  name?: string
  'aria-invalid'?: true | undefined
  'aria-describedby'?: string | undefined
  'aria-required'?: true
  /** Form values the picker keeps to (the typed text is checked by the form). */
  min?: string
  max?: string
  disabled?: boolean
  inputRef?: Ref<HTMLInputElement>
  /** The text field's class (a form's own input style). */
  className?: string
}

/**
 * A date, a time or both, written as the page's language writes them (`16/12/2026 19:00` in French,
 * `16.12.2026` in German, a 24-hour clock): a text field, since browsers write their own date inputs in the
 * browser's language whatever the page's. Typing is read in that order (or ISO order, or the digits alone);
 * where the browser can, a button beside it opens the browser's picker for pointer and touch users.
 */
export function DateInput({
  kind,
  value,
  onChange,
  onBlur,
  min,
  max,
  disabled,
  inputRef,
  className,
  ...attributes
}: DateInputProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const [editing, setEditing] = useState(false)
  const [text, setText] = useState('')
  const picker = useRef<HTMLInputElement>(null)
  // While typing, the text as typed; otherwise the value as the language writes it, unless the text typed
  // last stands for it (a reset, the picker or another field may have changed the value since).
  const standsForValue = text === value || (value !== '' && parseDateText(text, kind, locale) === value)
  const shown = editing || standsForValue ? text : formatDateText(value, kind, locale)
  const pattern = dateTextPattern(kind, locale, {
    day: t('dateInput.day'),
    month: t('dateInput.month'),
    year: t('dateInput.year'),
    hour: t('dateInput.hour'),
    minute: t('dateInput.minute'),
  })

  const pickLabel = t(kind === 'time' ? 'dateInput.pickTime' : 'dateInput.pickDate')

  const change = (next: string) => {
    setText(next)
    onChange(next.trim() === '' ? '' : (parseDateText(next, kind, locale) ?? next))
  }

  return (
    <div className={styles.control}>
      <input
        {...attributes}
        ref={inputRef}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className={className}
        placeholder={pattern}
        value={shown}
        disabled={disabled}
        onFocus={() => {
          setText(shown)
          setEditing(true)
        }}
        onChange={(event) => change(event.target.value)}
        onBlur={() => {
          setEditing(false)
          const read = parseDateText(text, kind, locale)
          if (read) setText(formatDateText(read, kind, locale))
          onBlur?.()
        }}
      />
      {canShowPicker && (
        <>
          {/* The browser's own input, only for its picker: out of the tab order and of the accessibility tree. */}
          <input
            ref={picker}
            id={attributes.id && `${attributes.id}-picker`}
            type={kind}
            className={styles.picker}
            tabIndex={-1}
            aria-hidden="true"
            aria-label={pickLabel}
            value={isValue(value, kind) ? value : ''}
            min={min}
            max={max}
            disabled={disabled}
            onChange={(event) => {
              setText(formatDateText(event.target.value, kind, locale))
              onChange(event.target.value)
            }}
          />
          {/* Typing is the way for keyboards and screen readers; the picker is a shortcut for a pointer. */}
          <button
            type="button"
            className={styles.pick}
            tabIndex={-1}
            aria-hidden="true"
            title={pickLabel}
            disabled={disabled}
            onClick={() => picker.current?.showPicker()}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              {kind === 'time' ? (
                <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16Zm-1 3v6l5 3 1-1.7-4-2.4V7h-2Z" />
              ) : (
                <path d="M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7Zm-2 7h14v11H5V9Zm2 2v2h2v-2H7Zm4 0v2h2v-2h-2Zm4 0v2h2v-2h-2Zm-8 4v2h2v-2H7Zm4 0v2h2v-2h-2Z" />
              )}
            </svg>
          </button>
        </>
      )}
    </div>
  )
}
