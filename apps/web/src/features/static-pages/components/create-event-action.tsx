import { canOrganize } from '@questboard/domain/roles'
import { useTranslation } from 'react-i18next'
import { buttonClass } from '../../../ui/button'
import { RouteLink } from '../../../ui/route-link'
import { useIdentity } from '../../identity'
import styles from './static-document.module.css'

/**
 * The how-to guide's way in (issue 13): an organizer goes to the new-event form, a signed-in player to the
 * organizer request, a visitor signs in first (and comes back here).
 */
export function CreateEventAction() {
  const { t } = useTranslation()
  const { status, user, signIn } = useIdentity()
  if (status === 'loading') return null
  return (
    <p className={styles.action}>
      {user && canOrganize(user) ? (
        <RouteLink name="event-new" className={buttonClass('primary')}>
          {t('account.createEvent')}
        </RouteLink>
      ) : user ? (
        <RouteLink name="organizer-request" className={buttonClass('primary')}>
          {t('organizerRequest.menuLink')}
        </RouteLink>
      ) : (
        <button type="button" className={buttonClass('primary')} onClick={() => void signIn()}>
          {t('account.signIn')}
        </button>
      )}
    </p>
  )
}
