const PRODUCT = 'Questboard'

/** The document title of a page (React hoists `<title>` into the head). */
export function PageTitle({ children }: { children: string }) {
  return <title>{`${children} · ${PRODUCT}`}</title>
}
