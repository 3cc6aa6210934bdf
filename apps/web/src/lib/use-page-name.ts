import { useMatches } from 'react-router'
import type { PageName } from './routes'

export interface PageHandle {
  page: PageName
}

/** The spec's name of the page being shown (from the deepest route that declares one). */
export function usePageName(): PageName | undefined {
  const matches = useMatches()
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle as Partial<PageHandle> | undefined
    if (handle?.page) return handle.page
  }
  return undefined
}
