import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../i18n/use-locale'
import { buttonClass } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { RouteLink } from '../../../ui/route-link'
import { useIdentity } from '../../identity'
import { rememberInvitationHidden, shouldInvite } from '../loyalty-invitation'
import styles from './loyalty.module.css'

/**
 * The loyalty modal of spec §2, on the home page: an invitation to the club for visitors of a loyalty locale
 * who could join, shown at most once per browser (hiding it, however, is remembered under `loyalty`).
 */
export function LoyaltyInvitation() {
  const { t } = useTranslation()
  const locale = useLocale()
  const { status, user, isOldEnough } = useIdentity()
  const [hidden, setHidden] = useState(false)
  const open =
    !hidden && shouldInvite({ locale, status, user, oldEnough: isOldEnough() }, window.localStorage)

  function hide() {
    rememberInvitationHidden(window.localStorage)
    setHidden(true)
  }

  return (
    <Dialog open={open} onClose={hide} title={t('loyalty.invitation.title')}>
      <p className={styles.dialogText}>{t('loyalty.invitation.text')}</p>
      <div className={styles.actions}>
        <RouteLink name="loyalty-club" className={buttonClass('primary')} onClick={hide}>
          {t('loyalty.invitation.discover')}
        </RouteLink>
        <button type="button" className={buttonClass('secondary')} onClick={hide}>
          {t('loyalty.invitation.dismiss')}
        </button>
      </div>
    </Dialog>
  )
}
