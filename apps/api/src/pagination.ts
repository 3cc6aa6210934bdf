/** `{count, next, previous, results}` with absolute links (DESIGN.md list shape). */
export interface Page<T> {
  count: number
  next: string | null
  previous: string | null
  results: T[]
}

export interface PageQuery {
  page: number
  page_size: number
}

/** Which rows of a list: `limit` of them after the first `offset`. */
export interface PageRequest {
  limit: number
  offset: number
}

export function pageWindow({ page, page_size }: PageQuery): PageRequest {
  return { limit: page_size, offset: (page - 1) * page_size }
}

/**
 * The links keep every parameter of the request as it came (filters, coordinates) and change only `page`;
 * they are absolute, on the public address, so a client can follow them as they are.
 */
export function toPage<T>(
  results: T[],
  count: number,
  { page, page_size }: PageQuery,
  { publicUrl, requestUrl }: { publicUrl: string; requestUrl: string },
): Page<T> {
  const url = new URL(requestUrl, 'http://request.invalid')
  const link = (target: number) => {
    const params = new URLSearchParams(url.search)
    if (target === 1) params.delete('page')
    else params.set('page', String(target))
    const query = params.toString()
    return `${publicUrl}${url.pathname}${query ? `?${query}` : ''}`
  }
  const lastPage = Math.max(1, Math.ceil(count / page_size))
  return {
    count,
    next: page < lastPage ? link(page + 1) : null,
    previous: page > 1 ? link(Math.min(page - 1, lastPage)) : null,
    results,
  }
}
