import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonClass } from '../../../ui/button'

export function pageOf(query: URLSearchParams): number {
  const page = Number(query.get('page'))
  return Number.isInteger(page) && page > 0 ? page : 1
}

/** A list's loading, failure and empty states around its table. */
export function ListState({
  query,
  empty,
  children,
}: {
  query: UseQueryResult<{ count: number }>
  empty: string
  children: ReactNode
}) {
  const { t } = useTranslation()
  if (query.isPending) {
    return (
      <p role="status" aria-busy="true">
        {t('admin.loading')}
      </p>
    )
  }
  if (query.isError && !query.data) {
    return (
      <div role="alert">
        <p>{t('admin.loadFailed')}</p>
        <button type="button" className={buttonClass('secondary')} onClick={() => void query.refetch()}>
          {t('admin.retry')}
        </button>
      </div>
    )
  }
  if (query.data?.count === 0) return <p>{empty}</p>
  return children
}
