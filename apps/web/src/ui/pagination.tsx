import { Link } from 'react-router'
import styles from './pagination.module.css'
import { paginationItems } from './pagination-items'

/**
 * Pages as links (keyboard-usable, shareable, and the back button returns to the previous page): first,
 * last, the current page ±1, previous and next.
 */
export function Pagination({
  page,
  pages,
  hrefFor,
  labels,
}: {
  page: number
  pages: number
  /** The address of a page (its query, usually). */
  hrefFor: (page: number) => string
  /** Translated by the caller: the navigation's name, the steps, and the name of page n. */
  labels: { navigation: string; previous: string; next: string; page: (page: number) => string }
}) {
  if (pages <= 1) return null
  return (
    <nav className={styles.pagination} aria-label={labels.navigation}>
      <ul className={styles.list}>
        <li>
          {page > 1 ? (
            <Link className={styles.step} to={hrefFor(page - 1)} rel="prev" preventScrollReset>
              <span aria-hidden="true">‹</span>
              <span className={styles.stepText}>{labels.previous}</span>
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
              ‹
            </span>
          )}
        </li>
        {paginationItems(page, pages).map((item) =>
          item.type === 'gap' ? (
            <li key={item.key} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                className={styles.page}
                to={hrefFor(item.page)}
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={labels.page(item.page)}
                preventScrollReset
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link className={styles.step} to={hrefFor(page + 1)} rel="next" preventScrollReset>
              <span className={styles.stepText}>{labels.next}</span>
              <span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
              ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  )
}
