import { LOGIN_SEARCH_MIN_LENGTH } from '@questboard/domain/constants'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDebounced } from '../../../lib/use-debounced'
import { Combobox } from '../../../ui/combobox'
import { Field, formClasses } from '../../../ui/form-field'
import { type UserMatch, useUserSearch } from '../api/reference'
import styles from './organizer.module.css'

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
  const [text, setText] = useState(value?.nickname ?? '')
  const search = useDebounced(text)
  const results = useUserSearch(search)
  const tooShort = text.trim().length < LOGIN_SEARCH_MIN_LENGTH
  const options = tooShort ? [] : (results.data ?? [])

  return (
    <Field name={name} label={t('eventForm.owner')} hint={t('eventForm.ownerHint')}>
      {(aria) => (
        <>
          <Combobox
            {...aria}
            className={formClasses.input}
            value={text}
            onTextChange={(typed) => {
              setText(typed)
              if (value) onChange(null)
            }}
            options={options}
            optionKey={(user) => String(user.id)}
            renderOption={(user) => user.nickname}
            onChoose={(user) => {
              onChange(user)
              setText(user.nickname)
            }}
            listLabel={t('eventForm.owner')}
          />
          <p className={styles.sectionLead} aria-live="polite">
            {value
              ? t('eventForm.ownerChosen', { nickname: value.nickname })
              : !tooShort && search === text && results.isSuccess && options.length === 0
                ? t('eventForm.ownerNoMatch')
                : ''}
          </p>
        </>
      )}
    </Field>
  )
}
