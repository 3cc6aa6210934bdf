import { canOrganize, hasRole } from '@questboard/domain/roles'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonClass } from '../../../ui/button'
import { RouteLink } from '../../../ui/route-link'
import { useDisclosure } from '../../../ui/use-disclosure'
import { useIdentity } from '../use-identity'
import { Avatar } from './avatar'
import styles from './identity.module.css'

/** The header's account controls: sign-in (and sign-up) when anonymous, the user's menu when signed in. */
export function AccountMenu() {
  const { status, user, signIn, signOut } = useIdentity()
  const { t } = useTranslation()

  if (status === 'loading') return <span className={styles.placeholder} aria-hidden="true" />
  if (!user) {
    return (
      <div className={styles.anonymous}>
        <button
          type="button"
          className={`${buttonClass('primary')} ${styles.compact}`}
          onClick={() => signIn()}
        >
          {t('account.signIn')}
        </button>
        <button
          type="button"
          className={`${styles.textButton} ${styles.signUp}`}
          onClick={() => signIn({ signup: true })}
        >
          {t('account.signUp')}
        </button>
      </div>
    )
  }
  return (
    <UserMenu
      nickname={user.nickname}
      picture={user.picture}
      organizer={canOrganize(user)}
      admin={hasRole(user, 'admin')}
      onSignOut={signOut}
    />
  )
}

function UserMenu({
  nickname,
  picture,
  organizer,
  admin,
  onSignOut,
}: {
  nickname: string
  picture: string | null
  organizer: boolean
  admin: boolean
  onSignOut: () => unknown
}) {
  const { t } = useTranslation()
  const { open, setOpen, root, button } = useDisclosure<HTMLDivElement>()
  const menuId = useId()

  return (
    <div className={styles.userMenu} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.userButton}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <Avatar nickname={nickname} picture={picture} />
        <span className={styles.nickname}>{nickname}</span>
        <span className="visually-hidden">{t('account.menuLabel')}</span>
      </button>
      <ul id={menuId} className={styles.menu} hidden={!open}>
        <li>
          <RouteLink name="event-user" className={styles.menuItem}>
            {t('account.myEvents')}
          </RouteLink>
        </li>
        <li>
          <RouteLink name="mail-preferences" className={styles.menuItem}>
            {t('account.mailPreferences')}
          </RouteLink>
        </li>
        {organizer && (
          <>
            <li>
              <RouteLink name="event-new" className={styles.menuItem}>
                {t('account.createEvent')}
              </RouteLink>
            </li>
            <li>
              <RouteLink name="organizer-dashboard" className={styles.menuItem}>
                {t('account.dashboard')}
              </RouteLink>
            </li>
            <li>
              <RouteLink name="profile" className={styles.menuItem}>
                {t('account.storeProfile')}
              </RouteLink>
            </li>
          </>
        )}
        {!organizer && (
          <li>
            <RouteLink name="organizer-request" className={styles.menuItem}>
              {t('organizerRequest.menuLink')}
            </RouteLink>
          </li>
        )}
        {admin && (
          <li>
            <RouteLink name="admin" className={styles.menuItem}>
              {t('admin.menuLink')}
            </RouteLink>
          </li>
        )}
        <li>
          <button type="button" className={styles.menuItem} onClick={() => onSignOut()}>
            {t('account.signOut')}
          </button>
        </li>
      </ul>
    </div>
  )
}
