import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonClass } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { RouteLink } from '../../../ui/route-link'
import styles from './loyalty.module.css'

interface Props {
  open: boolean
  pending: boolean
  onConfirm: () => void
  onClose: () => void
}

/** The loyalty-terms modal (spec §2): the terms in short, an accept checkbox, and confirm. */
export function LoyaltyTermsDialog({ open, pending, onConfirm, onClose }: Props) {
  const { t } = useTranslation()
  const acceptId = useId()
  const [accepted, setAccepted] = useState(false)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (accepted && !pending) onConfirm()
  }

  function close() {
    setAccepted(false)
    onClose()
  }

  return (
    <Dialog open={open} onClose={close} title={t('loyalty.terms.title')}>
      <form onSubmit={submit}>
        <p className={styles.dialogText}>{t('loyalty.terms.intro')}</p>
        <ul className={styles.termsList}>
          <li>{t('loyalty.terms.free')}</li>
          <li>{t('loyalty.terms.earning')}</li>
          <li>{t('loyalty.terms.expiry')}</li>
          <li>{t('loyalty.terms.rewards')}</li>
          <li>{t('loyalty.terms.leaderboard')}</li>
        </ul>
        <RouteLink name="user-gts" target="_blank">
          {t('loyalty.terms.fullTerms')}
        </RouteLink>
        <div className={styles.accept}>
          <input
            id={acceptId}
            type="checkbox"
            checked={accepted}
            onChange={(event) => setAccepted(event.currentTarget.checked)}
          />
          <label htmlFor={acceptId}>{t('loyalty.terms.accept')}</label>
        </div>
        <div className={styles.actions}>
          <button
            type="submit"
            className={buttonClass('primary')}
            disabled={!accepted || pending}
            aria-busy={pending}
          >
            {pending ? t('loyalty.terms.joining') : t('loyalty.terms.confirm')}
          </button>
          <button type="button" className={buttonClass('secondary')} onClick={close}>
            {t('loyalty.terms.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
