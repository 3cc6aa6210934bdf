import { LOGIN_SEARCH_MIN_LENGTH } from '@questboard/domain/constants'
import { type FormEvent, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { buttonClass } from '../../../ui/button'
import { formClasses } from '../../../ui/form-field'
import { TableScroller } from '../../../ui/table-scroller'
import { useAdminUserSearch } from '../api/admin'
import styles from './admin.module.css'
import { AdminUserDetail } from './admin-user-detail'
import { RoleBadges } from './role-badges'

/**
 * Users and their roles (issue 13 §10): find an account by nickname or email, then see and change its roles.
 * The search and the chosen account live in the address, so a link shows the same account.
 */
export function AdminUsers() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const [query] = useSearchParams()
  const searchId = useId()
  const hintId = useId()
  const search = (query.get('search') ?? '').trim()
  const chosen = query.get('user')
  const found = useAdminUserSearch(search)

  const hrefFor = (next: { search: string; user?: string }) => {
    const params = new URLSearchParams({ tab: 'users' })
    if (next.search) params.set('search', next.search)
    if (next.user) params.set('user', next.user)
    return `${pathname}?${params}`
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const text = String(new FormData(event.currentTarget).get('search') ?? '').trim()
    navigate(hrefFor({ search: text }), { preventScrollReset: true })
  }

  const results = found.data?.results ?? []
  return (
    <section className={styles.panel} aria-labelledby="admin-users-title">
      <h2 id="admin-users-title" className="visually-hidden">
        {t('admin.usersTab')}
      </h2>
      <form className={styles.filters} onSubmit={submit} key={search}>
        <div>
          <label htmlFor={searchId}>{t('admin.users.search')}</label>
          <input
            id={searchId}
            name="search"
            type="search"
            defaultValue={search}
            minLength={LOGIN_SEARCH_MIN_LENGTH}
            aria-describedby={hintId}
            className={formClasses.input}
          />
          <p id={hintId} className={styles.muted}>
            {t('admin.users.searchHint', { count: LOGIN_SEARCH_MIN_LENGTH })}
          </p>
        </div>
        <div>
          <button type="submit" className={buttonClass('primary')}>
            {t('admin.searchButton')}
          </button>
        </div>
      </form>

      {search.length > 0 && (
        <div aria-busy={found.isFetching} aria-live="polite">
          {found.isPending ? (
            <p role="status">{t('admin.loading')}</p>
          ) : found.isError && !found.data ? (
            <div role="alert">
              <p>{t('admin.loadFailed')}</p>
              <button type="button" className={buttonClass('secondary')} onClick={() => void found.refetch()}>
                {t('admin.retry')}
              </button>
            </div>
          ) : results.length === 0 ? (
            <p>{t('admin.users.none')}</p>
          ) : (
            <TableScroller labelledBy="admin-users-caption">
              <table className={styles.table}>
                <caption id="admin-users-caption">
                  {t('admin.users.found', { count: results.length })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('admin.columns.user')}</th>
                    <th scope="col">{t('admin.users.email')}</th>
                    <th scope="col">{t('admin.users.rolesTitle')}</th>
                    <th scope="col">{t('admin.columns.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {results.map((account) => (
                    <tr key={account.id} aria-current={account.id === chosen ? 'true' : undefined}>
                      <th scope="row">{account.nickname}</th>
                      <td>{account.email}</td>
                      <td>
                        <RoleBadges roles={account.roles} />
                      </td>
                      <td>
                        <button
                          type="button"
                          className={`${buttonClass('secondary')} ${styles.small}`}
                          onClick={() =>
                            navigate(hrefFor({ search, user: account.id }), { preventScrollReset: true })
                          }
                        >
                          {t('admin.users.manage')}
                          <span className="visually-hidden"> {account.nickname}</span>
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroller>
          )}
        </div>
      )}

      {chosen && <AdminUserDetail key={chosen} account={chosen} />}
    </section>
  )
}
