import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../i18n/use-locale'
import { formatEventDateTime, intlLocale } from '../../../lib/format'
import { failureDetail } from '../../../lib/use-form-feedback'
import { Alert } from '../../../ui/alert'
import { buttonClass } from '../../../ui/button'
import { RouteLink } from '../../../ui/route-link'
import { useIdentity } from '../../identity'
import {
  type AdminAccountDetail,
  MANAGED_ROLES,
  type ManagedRole,
  useAdminUser,
  useSetRoles,
} from '../api/admin'
import styles from './admin.module.css'
import { RoleBadges } from './role-badges'

/** One account: its roles (to change), its registrations and who changed its roles when. */
export function AdminUserDetail({ account }: { account: string }) {
  const { t } = useTranslation()
  const user = useAdminUser(account)
  const heading = useRef<HTMLHeadingElement>(null)
  const loaded = Boolean(user.data)

  // Chosen from the list: the reader moves to what they chose.
  useEffect(() => {
    if (loaded) heading.current?.focus()
  }, [loaded])

  if (user.isPending) return <p role="status">{t('admin.loading')}</p>
  if (user.isError) {
    return (
      <div role="alert">
        <p>{t('admin.users.loadFailed')}</p>
        <button type="button" className={buttonClass('secondary')} onClick={() => void user.refetch()}>
          {t('admin.retry')}
        </button>
      </div>
    )
  }
  const data = user.data
  return (
    <article className={styles.user} aria-labelledby="admin-user-title">
      <h3 id="admin-user-title" ref={heading} tabIndex={-1}>
        {data.nickname}
      </h3>
      <dl className={styles.facts}>
        <dt>{t('admin.users.email')}</dt>
        <dd>{data.email}</dd>
        <dt>{t('admin.users.rolesTitle')}</dt>
        <dd>
          <RoleBadges roles={data.roles} />
        </dd>
      </dl>
      <RolesForm account={data} />
      <Registrations account={data} />
      <History account={data} />
    </article>
  )
}

function RolesForm({ account }: { account: AdminAccountDetail }) {
  const { t } = useTranslation()
  const { user } = useIdentity()
  const hintId = useId()
  const setRoles = useSetRoles(account.id)
  const [saved, setSaved] = useState(false)
  const self = user?.id === account.id
  const held = (role: ManagedRole) => account.roles.includes(role)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const roles = MANAGED_ROLES.filter((role) => data.get(role) === 'on' || (self && role === 'admin'))
    setSaved(false)
    setRoles.mutate(roles, { onSuccess: () => setSaved(true) })
  }

  return (
    <form onSubmit={submit} key={account.roles.join(' ')}>
      <fieldset className={styles.roles} aria-describedby={hintId}>
        <legend>{t('admin.users.changeRoles')}</legend>
        <p id={hintId} className={styles.muted}>
          {t('admin.users.rolesHint')}
        </p>
        {MANAGED_ROLES.map((role) => (
          <label key={role} className={styles.check}>
            <input
              type="checkbox"
              name={role}
              defaultChecked={held(role)}
              // Keeping one's own admin role: the API refuses removing it (another administrator may).
              disabled={self && role === 'admin'}
            />
            <span>
              {t(`admin.users.role.${role}`)}
              {self && role === 'admin' && (
                <span className={styles.muted}> — {t('admin.users.ownAdmin')}</span>
              )}
            </span>
          </label>
        ))}
        <div className={styles.actions}>
          <button type="submit" className={buttonClass('primary')} disabled={setRoles.isPending}>
            {setRoles.isPending ? t('admin.working') : t('admin.users.save')}
          </button>
        </div>
      </fieldset>
      {saved && (
        <Alert status="success" onClose={() => setSaved(false)}>
          <p>{t('admin.users.saved', { name: account.nickname })}</p>
        </Alert>
      )}
      {setRoles.isError && (
        <Alert status="danger" onClose={() => setRoles.reset()}>
          <p>{t('admin.users.saveFailed')}</p>
          {failureDetail(setRoles.error, t) && <p>{failureDetail(setRoles.error, t)}</p>}
        </Alert>
      )}
    </form>
  )
}

function Registrations({ account }: { account: AdminAccountDetail }) {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <section aria-labelledby="admin-user-registrations">
      <h4 id="admin-user-registrations">{t('admin.users.registrationsTitle')}</h4>
      {account.registrations.length === 0 ? (
        <p>{t('admin.users.noRegistrations')}</p>
      ) : (
        <ul className={styles.plain}>
          {account.registrations.map((registration) => (
            <li key={registration.id}>
              <RouteLink name="event-show" params={{ id: registration.id }}>
                {registration.name}
              </RouteLink>{' '}
              <span className={styles.muted}>
                {formatEventDateTime(registration.starts_at, registration.timezone, locale)}
              </span>{' '}
              <span className={styles.badge}>{t(`admin.status.${registration.status}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function History({ account }: { account: AdminAccountDetail }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const names = (roles: readonly string[]) =>
    roles.map((role) => t(`admin.users.role.${role as 'user' | ManagedRole}`)).join(', ')
  const why = (reason: string | null) =>
    reason === 'admin-space'
      ? t('admin.users.reasonAdminSpace')
      : reason?.startsWith('organizer-request')
        ? t('admin.users.reasonRequest')
        : (reason ?? '')
  return (
    <section aria-labelledby="admin-user-history">
      <h4 id="admin-user-history">{t('admin.users.historyTitle')}</h4>
      {account.role_history.length === 0 ? (
        <p>{t('admin.users.noHistory')}</p>
      ) : (
        <ul className={styles.plain}>
          {account.role_history.map((change) => (
            <li key={`${change.changed_at}-${change.roles_after.join()}`}>
              <time dateTime={change.changed_at}>
                {new Intl.DateTimeFormat(intlLocale(locale), {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }).format(new Date(change.changed_at))}
              </time>
              {' — '}
              {t('admin.users.historyEntry', {
                by: change.changed_by_nickname ?? t('admin.users.someone'),
                before: names(change.roles_before),
                after: names(change.roles_after),
              })}{' '}
              <span className={styles.muted}>{why(change.reason)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
