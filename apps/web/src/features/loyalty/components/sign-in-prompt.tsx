import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonClass } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { useIdentity } from '../../identity'
import styles from './loyalty.module.css'

/** For an anonymous visitor: the join button opens the loyalty sign-in prompt (spec §2 modals). */
export function SignInPrompt() {
  const { t } = useTranslation()
  const { signIn } = useIdentity()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className={`${buttonClass('primary')} ${styles.accentButton}`}
        onClick={() => setOpen(true)}
      >
        {t('loyalty.join.button')}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('loyalty.signInPrompt.title')}>
        <p className={styles.dialogText}>{t('loyalty.signInPrompt.text')}</p>
        <div className={styles.actions}>
          <button type="button" className={buttonClass('primary')} onClick={() => void signIn()}>
            {t('account.signIn')}
          </button>
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => void signIn({ signup: true })}
          >
            {t('account.signUp')}
          </button>
          <button type="button" className={buttonClass('secondary')} onClick={() => setOpen(false)}>
            {t('loyalty.notNow')}
          </button>
        </div>
      </Dialog>
    </>
  )
}
