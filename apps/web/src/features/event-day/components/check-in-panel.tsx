import { normalizeCheckInCode } from '@questboard/domain/event-day/check-in-code'
import type { CheckInEntry } from '@questboard/domain/event-day/event-day-api.schema'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonClass } from '../../../ui/button'
import { formClasses } from '../../../ui/form-field'
import { type CheckInBody, shownCode } from '../lib/changes'
import type { ConsolePhase } from '../lib/console-state'
import { checkInChange } from '../lib/make-changes'
import { useConsoleWrites } from './console-writes'
import styles from './event-day.module.css'
import { PlayerList } from './player-list'
import { QrScanner } from './qr-scanner'
import { WalkInForm } from './walk-in-form'

export type CheckInOutcome = { tone: 'done' | 'problem'; text: string }

/**
 * Check-in (issue 14 §1): by scanning the player's QR code, by their short code, from the list, or a walk-in
 * by nickname or as a guest. Each outcome is announced; scanning goes on for the next player.
 */
export function CheckInPanel({
  checkIns,
  phase,
}: {
  checkIns: readonly CheckInEntry[]
  phase: ConsolePhase
}) {
  const { t } = useTranslation()
  const { write, day } = useConsoleWrites()
  const [scanning, setScanning] = useState(false)
  const [code, setCode] = useState('')
  const [codeError, setCodeError] = useState<string>()
  const [outcome, setOutcome] = useState<CheckInOutcome>()
  const codeId = useId()
  const here = checkIns.filter((entry) => entry.checked_in && !entry.dropped).length
  const expected = checkIns.filter((entry) => entry.registered && !entry.checked_in).length

  /**
   * Checks in on the device at once (the server gets it when it can): a code this device's list does not have is
   * refused here, and a player already here is said to be.
   */
  async function checkIn(body: CheckInBody, name?: string) {
    const made = checkInChange(day, body, name ?? null)
    if ('unknownCode' in made) {
      setOutcome({
        tone: 'problem',
        text: t('eventDay.checkIn.unknownCode', { code: shownCode(made.unknownCode) }),
      })
      return false
    }
    if ('already' in made) {
      setOutcome({ tone: 'done', text: t('eventDay.checkIn.already', { name: made.already.nickname ?? '' }) })
      return true
    }
    await write(made.change)
    setOutcome({ tone: 'done', text: t('eventDay.checkIn.done', { name: made.change.name ?? '' }) })
    return true
  }

  async function submitCode() {
    const normalized = normalizeCheckInCode(code)
    if (!normalized) {
      setCodeError(t('eventDay.checkIn.badCode'))
      return
    }
    setCodeError(undefined)
    if (await checkIn({ code: normalized })) setCode('')
  }

  return (
    <section className={styles.panel} aria-labelledby="check-in-title">
      <h2 id="check-in-title" className={styles.panelTitle}>
        {t('eventDay.checkIn.title')}
      </h2>
      <p className={styles.muted}>
        {t('eventDay.checkIn.count', { count: here })}
        {expected > 0 && ` · ${t('eventDay.checkIn.expected', { count: expected })}`}
      </p>
      {phase !== 'check-in' && <p className={styles.note}>{t('eventDay.checkIn.late')}</p>}
      <p
        className={outcome?.tone === 'problem' ? styles.error : styles.done}
        role="status"
        aria-live="polite"
      >
        {outcome?.text}
      </p>

      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClass(scanning ? 'secondary' : 'primary')}
          aria-expanded={scanning}
          onClick={() => setScanning((open) => !open)}
        >
          {scanning ? t('eventDay.scanner.stop') : t('eventDay.scanner.start')}
        </button>
      </div>
      {scanning && <QrScanner onCode={(scanned) => void checkIn({ code: scanned })} />}

      <form
        className={styles.inline}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submitCode()
        }}
      >
        <div className={styles.grow}>
          <label htmlFor={codeId} className={styles.label}>
            {t('eventDay.checkIn.code')}
          </label>
          <input
            id={codeId}
            className={`${formClasses.input} ${styles.codeInput}`}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={12}
            aria-invalid={codeError ? true : undefined}
            aria-describedby={codeError ? `${codeId}-error` : undefined}
          />
          {codeError && (
            <p id={`${codeId}-error`} className={styles.error}>
              {codeError}
            </p>
          )}
        </div>
        <button type="submit" className={buttonClass('primary')}>
          {t('eventDay.checkIn.submit')}
        </button>
      </form>

      <WalkInForm onCheckIn={checkIn} />
      <PlayerList checkIns={checkIns} phase={phase} onCheckIn={checkIn} onOutcome={setOutcome} />
    </section>
  )
}
