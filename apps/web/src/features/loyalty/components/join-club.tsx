import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { emitSignal } from '../../../lib/signals'
import { buttonClass } from '../../../ui/button'
import { useJoinLoyaltyClub } from '../api/join-loyalty-club'
import styles from './loyalty.module.css'
import { LoyaltyTermsDialog } from './loyalty-terms-dialog'

export type JoinOutcome = 'success' | 'error'

/** For a connected non-member: the join button, the terms modal, then the outcome (spec §4 signals). */
export function JoinClub({ onOutcome }: { onOutcome: (outcome: JoinOutcome) => void }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const join = useJoinLoyaltyClub()

  // mutateAsync, not mutate's callbacks: joining makes the user a member, which unmounts this component
  // before those callbacks would run.
  async function confirm() {
    try {
      await join.mutateAsync()
      emitSignal('user-loyalty-registration-success')
      onOutcome('success')
    } catch (error) {
      emitSignal('user-loyalty-registration-error', { error: String(error) })
      onOutcome('error')
    } finally {
      setOpen(false)
    }
  }

  return (
    <>
      <button
        type="button"
        className={`${buttonClass('primary')} ${styles.accentButton}`}
        onClick={() => setOpen(true)}
      >
        {t('loyalty.join.button')}
      </button>
      <LoyaltyTermsDialog
        open={open}
        pending={join.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  )
}
