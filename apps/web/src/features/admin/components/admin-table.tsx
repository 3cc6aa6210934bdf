import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type en from '../../../i18n/locales/en.json'
import { Pagination } from '../../../ui/pagination'
import { pageCount } from '../../../ui/pagination-items'
import { TableScroller } from '../../../ui/table-scroller'
import { ADMIN_PAGE_SIZE } from '../api/admin'
import styles from './admin.module.css'
import { ListState } from './list-state'

/** A column of an admin table: its header is `admin.columns.<column>`. */
export type AdminColumn = keyof (typeof en)['admin']['columns']

/**
 * An admin list below its filters: how many were found (announced), the loading, failure and empty states,
 * then a captioned table that scrolls sideways, and its pages.
 */
export function AdminTable<T>({
  query,
  found,
  empty,
  captionId,
  caption,
  columns,
  row,
  page,
  hrefFor,
}: {
  query: UseQueryResult<{ count: number; results: T[] }>
  /** The count's text, e.g. "3 events found". */
  found: (count: number) => string
  empty: string
  captionId: string
  caption: string
  columns: readonly AdminColumn[]
  /** One `<tr>` (with its key) a result; its first cell a row header. */
  row: (result: T) => ReactNode
  page: number
  hrefFor: (page: number) => string
}) {
  const { t } = useTranslation()
  const data = query.data
  const pages = data ? pageCount(data.count, ADMIN_PAGE_SIZE) : 0
  return (
    <>
      <p className={styles.count} aria-live="polite" aria-atomic="true">
        {data ? found(data.count) : ''}
      </p>
      <ListState query={query} empty={empty}>
        {data && (
          <>
            <TableScroller labelledBy={captionId}>
              <table className={styles.table}>
                <caption id={captionId}>{caption}</caption>
                <thead>
                  <tr>
                    {columns.map((column) => (
                      <th key={column} scope="col">
                        {t(`admin.columns.${column}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>{data.results.map((result) => row(result))}</tbody>
              </table>
            </TableScroller>
            <Pagination
              page={Math.min(page, pages)}
              pages={pages}
              hrefFor={hrefFor}
              labels={{
                navigation: t('admin.pagination'),
                previous: t('admin.previous'),
                next: t('admin.next'),
                page: (number) => t('admin.page', { page: number, pages }),
              }}
            />
          </>
        )}
      </ListState>
    </>
  )
}
