import { LOGIN_SEARCH_MIN_LENGTH } from '@questboard/domain/constants'
import { GUEST_NAME_MAX_LENGTH } from '@questboard/domain/event-day/event-day-api.schema'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDebounced } from '../../../lib/use-debounced'
import { buttonClass } from '../../../ui/button'
import { Combobox } from '../../../ui/combobox'
import { formClasses } from '../../../ui/form-field'
import { type UserMatch, useUserSearch } from '../../organizer'
import styles from './event-day.module.css'

type CheckIn = (body: { user_id: number } | { guest_name: string }, name?: string) => Promise<boolean>

/**
 * Players who did not register: a walk-in with an account, found by nickname (they earn XP like anyone checked
 * in), or a guest known by name only (they play and are ranked, and earn nothing).
 */
export function WalkInForm({ onCheckIn }: { onCheckIn: CheckIn }) {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const [chosen, setChosen] = useState<UserMatch | null>(null)
  const [guest, setGuest] = useState('')
  const [problem, setProblem] = useState<'nickname' | 'guest'>()
  const search = useDebounced(text)
  const results = useUserSearch(search)
  const tooShort = text.trim().length < LOGIN_SEARCH_MIN_LENGTH
  const options = tooShort ? [] : (results.data ?? [])
  const nicknameId = useId()
  const guestId = useId()
  const noMatch = !tooShort && search === text && results.isSuccess && options.length === 0 && !chosen

  return (
    <details className={styles.walkIn}>
      <summary>{t('eventDay.walkIn.title')}</summary>
      <form
        className={styles.inline}
        noValidate
        onSubmit={async (event) => {
          event.preventDefault()
          if (!chosen) {
            setProblem('nickname')
            return
          }
          setProblem(undefined)
          if (await onCheckIn({ user_id: chosen.id }, chosen.nickname)) {
            setChosen(null)
            setText('')
          }
        }}
      >
        <div className={styles.grow}>
          <label htmlFor={nicknameId} className={styles.label}>
            {t('eventDay.walkIn.nickname')}
          </label>
          <Combobox
            id={nicknameId}
            className={formClasses.input}
            value={text}
            onTextChange={(typed) => {
              setText(typed)
              setChosen(null)
            }}
            options={options}
            optionKey={(user) => String(user.id)}
            renderOption={(user) => user.nickname}
            onChoose={(user) => {
              setChosen(user)
              setText(user.nickname)
            }}
            listLabel={t('eventDay.walkIn.nickname')}
            aria-describedby={`${nicknameId}-hint`}
          />
          <p
            id={`${nicknameId}-hint`}
            className={problem === 'nickname' ? styles.error : styles.hint}
            aria-live="polite"
          >
            {problem === 'nickname'
              ? t('eventDay.walkIn.choose')
              : noMatch
                ? t('eventDay.walkIn.noMatch')
                : t('eventDay.walkIn.nicknameHint')}
          </p>
        </div>
        <button type="submit" className={buttonClass('secondary')}>
          {t('eventDay.walkIn.submit')}
        </button>
      </form>
      <form
        className={styles.inline}
        noValidate
        onSubmit={async (event) => {
          event.preventDefault()
          const name = guest.trim()
          if (!name) {
            setProblem('guest')
            return
          }
          setProblem(undefined)
          if (await onCheckIn({ guest_name: name })) setGuest('')
        }}
      >
        <div className={styles.grow}>
          <label htmlFor={guestId} className={styles.label}>
            {t('eventDay.walkIn.guest')}
          </label>
          <input
            id={guestId}
            className={formClasses.input}
            value={guest}
            maxLength={GUEST_NAME_MAX_LENGTH}
            autoComplete="off"
            onChange={(event) => setGuest(event.target.value)}
            aria-describedby={`${guestId}-hint`}
            aria-invalid={problem === 'guest' ? true : undefined}
          />
          <p id={`${guestId}-hint`} className={problem === 'guest' ? styles.error : styles.hint}>
            {problem === 'guest' ? t('eventDay.walkIn.guestRequired') : t('eventDay.walkIn.guestHint')}
          </p>
        </div>
        <button type="submit" className={buttonClass('secondary')}>
          {t('eventDay.walkIn.addGuest')}
        </button>
      </form>
    </details>
  )
}
