import { type FormEvent, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { useLocale } from '../../../i18n/use-locale'
import { formatEventDateTime } from '../../../lib/format'
import { gameName } from '../../../lib/game-name'
import { buttonClass } from '../../../ui/button'
import { formClasses } from '../../../ui/form-field'
import { RouteLink } from '../../../ui/route-link'
import { type AdminEventStatus, EVENT_STATUSES, useAdminEvents } from '../api/admin'
import styles from './admin.module.css'
import { AdminTable } from './admin-table'
import { pageOf } from './list-state'

/** Every event: a search on the name or the organizer, a status filter, a paged table. */
export function AdminEvents() {
  const { t } = useTranslation()
  const locale = useLocale()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const [query] = useSearchParams()
  const searchId = useId()
  const statusId = useId()
  const search = query.get('search') ?? ''
  const statusParam = query.get('status') ?? ''
  const status = (EVENT_STATUSES as readonly string[]).includes(statusParam)
    ? (statusParam as AdminEventStatus)
    : ''
  const page = pageOf(query)
  const events = useAdminEvents({ search, status, page })

  const hrefFor = (target: number, filters = { search, status }) => {
    const next = new URLSearchParams()
    if (filters.search) next.set('search', filters.search)
    if (filters.status) next.set('status', filters.status)
    if (target > 1) next.set('page', String(target))
    const text = next.toString()
    return text ? `${pathname}?${text}` : pathname
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    navigate(
      hrefFor(1, {
        search: String(data.get('search') ?? '').trim(),
        status: String(data.get('status') ?? '') as AdminEventStatus,
      }),
      {
        preventScrollReset: true,
      },
    )
  }

  return (
    <section className={styles.panel} aria-labelledby="admin-events-title" aria-busy={events.isFetching}>
      <h2 id="admin-events-title" className="visually-hidden">
        {t('admin.eventsTab')}
      </h2>
      <form className={styles.filters} onSubmit={submit} key={`${search}|${status}`}>
        <div>
          <label htmlFor={searchId}>{t('admin.search')}</label>
          <input
            id={searchId}
            name="search"
            type="search"
            defaultValue={search}
            className={formClasses.input}
          />
        </div>
        <div>
          <label htmlFor={statusId}>{t('admin.statusFilter')}</label>
          <select id={statusId} name="status" defaultValue={status} className={formClasses.select}>
            <option value="">{t('admin.allStatuses')}</option>
            {EVENT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`admin.status.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <button type="submit" className={buttonClass('primary')}>
            {t('admin.searchButton')}
          </button>
        </div>
      </form>
      <AdminTable
        query={events}
        found={(count) => t('admin.eventsFound', { count })}
        empty={t('admin.noEvents')}
        captionId="admin-events-caption"
        caption={t('admin.eventsCaption')}
        columns={['event', 'organizer', 'start', 'status', 'players', 'actions']}
        page={page}
        hrefFor={(target) => hrefFor(target)}
        row={(event) => (
          <tr key={event.id}>
            <th scope="row">
              {event.name}
              <div className={styles.muted}>{gameName(t, event.game, event.game_name)}</div>
            </th>
            <td>{event.owner_nickname}</td>
            <td className={styles.nowrap}>{formatEventDateTime(event.starts_at, event.timezone, locale)}</td>
            <td>
              <span className={styles.badge}>{t(`admin.status.${event.status}`)}</span>
            </td>
            <td>
              {event.players_count}
              {event.max_players ? ` / ${event.max_players}` : ''}
            </td>
            <td>
              <div className={styles.rowActions}>
                <RouteLink name="event-show" params={{ id: event.id }}>
                  {t('admin.view')}
                  <span className="visually-hidden"> {event.name}</span>
                </RouteLink>
                <RouteLink name="event-edit" params={{ id: event.id }}>
                  {t('admin.edit')}
                  <span className="visually-hidden"> {event.name}</span>
                </RouteLink>
              </div>
            </td>
          </tr>
        )}
      />
    </section>
  )
}
