import { LEADERBOARD_PAGE_SIZES } from '@questboard/domain/loyalty.schema'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router'
import { useLocale } from '../../../i18n/use-locale'
import { buttonClass } from '../../../ui/button'
import { Pagination } from '../../../ui/pagination'
import { pageCount } from '../../../ui/pagination-items'
import { useLeaderboard } from '../api/get-leaderboard'
import { leaderboardPaging, leaderboardSearch } from '../leaderboard-paging'
import styles from './loyalty.module.css'

/** Club members ranked by XP, with a per-page selector and pages kept in the address. */
export function Leaderboard() {
  const { t } = useTranslation()
  const locale = useLocale()
  const location = useLocation()
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const perPageId = useId()
  const { page, pageSize } = leaderboardPaging(search)
  const board = useLeaderboard(page, pageSize)
  const numbers = new Intl.NumberFormat(locale)
  // The board's own anchor keeps it in view when the page or the page size changes.
  const hrefFor = (target: number, size = pageSize) => {
    const query = leaderboardSearch(search, { page: target, pageSize: size }).toString()
    return `${location.pathname}${query ? `?${query}` : ''}#leaderboard`
  }

  function changePageSize(value: string) {
    const size = LEADERBOARD_PAGE_SIZES.find((candidate) => String(candidate) === value) ?? pageSize
    void navigate(hrefFor(1, size), { preventScrollReset: true })
  }

  const results = board.data?.results ?? []
  const pages = board.data ? pageCount(board.data.count, pageSize) : 0
  // A page past the end (an old link, a smaller board) shows the last page rather than an empty table.
  if (board.data && !board.isPlaceholderData && page > Math.max(pages, 1)) {
    return <Navigate replace to={hrefFor(Math.max(pages, 1))} />
  }
  return (
    <section id="leaderboard" className={styles.panel} aria-labelledby="loyalty-leaderboard">
      <div className={styles.toolbar}>
        <h2 id="loyalty-leaderboard">{t('loyalty.leaderboard.title')}</h2>
        <div className={styles.perPage}>
          <label htmlFor={perPageId}>{t('loyalty.leaderboard.perPage')}</label>
          <select
            id={perPageId}
            value={pageSize}
            onChange={(event) => changePageSize(event.currentTarget.value)}
          >
            {LEADERBOARD_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      </div>
      {board.isError ? (
        <div className={styles.state} role="alert">
          <p>{t('loyalty.leaderboard.error')}</p>
          <button type="button" className={buttonClass('secondary')} onClick={() => void board.refetch()}>
            {t('loyalty.retry')}
          </button>
        </div>
      ) : board.isPending ? (
        <p role="status">{t('app.loading')}</p>
      ) : results.length === 0 ? (
        <p className={styles.muted}>{t('loyalty.leaderboard.empty')}</p>
      ) : (
        <>
          <div className={styles.tableWrap} aria-busy={board.isPlaceholderData}>
            <table className={styles.table}>
              <caption>{t('loyalty.leaderboard.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('loyalty.leaderboard.rank')}</th>
                  <th scope="col">{t('loyalty.leaderboard.player')}</th>
                  <th scope="col" className={styles.number}>
                    {t('loyalty.leaderboard.xp')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {results.map((row, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row is a position on the board; nicknames may repeat and the board has no ids
                  <tr key={`${page}-${index}`}>
                    <td className={styles.rank}>{numbers.format(row.rank)}</td>
                    <th scope="row">{row.nickname}</th>
                    <td className={styles.number}>{numbers.format(row.xp)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={page}
            pages={pages}
            hrefFor={hrefFor}
            labels={{
              navigation: t('loyalty.leaderboard.navigation'),
              previous: t('loyalty.leaderboard.previous'),
              next: t('loyalty.leaderboard.next'),
              page: (target) => t('loyalty.leaderboard.page', { page: target }),
            }}
          />
        </>
      )}
    </section>
  )
}
