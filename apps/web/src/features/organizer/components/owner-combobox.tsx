import { LOGIN_SEARCH_MIN_LENGTH } from '@questboard/domain/constants'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Field, formClasses } from '../../../ui/form-field'
import { type UserMatch, useUserSearch } from '../api/reference'
import styles from './organizer.module.css'

/** Waits for a pause in typing, so the search is not called at each key. */
function useDebounced(value: string, delay = 300): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay)
    return () => window.clearTimeout(timer)
  }, [value, delay])
  return settled
}

/**
 * Picks the organizer an event is reassigned to (admins only): an ARIA 1.2 combobox over
 * `GET /api/users/autocomplete/{search}/`, searching from 2 characters.
 */
export function OwnerCombobox({
  name,
  value,
  onChange,
}: {
  name: string
  value: UserMatch | null
  onChange: (user: UserMatch | null) => void
}) {
  const { t } = useTranslation()
  const listId = useId()
  const [text, setText] = useState(value?.nickname ?? '')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const search = useDebounced(text)
  const results = useUserSearch(open ? search : '')
  const options = results.data ?? []
  const tooShort = text.trim().length < LOGIN_SEARCH_MIN_LENGTH
  const expanded = open && !tooShort && options.length > 0

  const choose = (user: UserMatch) => {
    onChange(user)
    setText(user.nickname)
    setOpen(false)
    setActive(-1)
  }

  return (
    <Field name={name} label={t('eventForm.owner')} hint={t('eventForm.ownerHint')}>
      {(aria) => (
        <div className={styles.combobox}>
          <input
            {...aria}
            className={formClasses.input}
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            value={text}
            onChange={(event) => {
              setText(event.target.value)
              setOpen(true)
              setActive(-1)
              if (value) onChange(null)
            }}
            onBlur={() => setOpen(false)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                event.preventDefault()
                setOpen(true)
                if (options.length === 0) return
                const step = event.key === 'ArrowDown' ? 1 : -1
                setActive((current) => (current + step + options.length) % options.length)
              } else if (event.key === 'Enter' && expanded) {
                // An open list takes Enter: it picks the highlighted user and never submits the form.
                event.preventDefault()
                const user = options[active]
                if (user) choose(user)
              } else if (event.key === 'Escape' && open) {
                event.preventDefault()
                setOpen(false)
              }
            }}
          />
          <div
            id={listId}
            role="listbox"
            aria-label={t('eventForm.owner')}
            className={styles.listbox}
            hidden={!expanded}
          >
            {options.map((user, index) => (
              <div
                key={user.id}
                id={`${listId}-${index}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                className={styles.option}
                // Chosen on mouse down, before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault()
                  choose(user)
                }}
              >
                {user.nickname}
              </div>
            ))}
          </div>
          <p className={styles.sectionLead} aria-live="polite">
            {value
              ? t('eventForm.ownerChosen', { nickname: value.nickname })
              : open && !tooShort && results.isSuccess && options.length === 0
                ? t('eventForm.ownerNoMatch')
                : ''}
          </p>
        </div>
      )}
    </Field>
  )
}
