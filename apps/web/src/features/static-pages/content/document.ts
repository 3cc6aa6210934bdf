import type { Locale } from '@questboard/domain/constants'
import type { RouteName } from '../../../lib/routes'
import type { LegalSetting } from '../../../lib/runtime-config'

/** The six routes whose content is a written document rather than an application screen. */
export const STATIC_PAGES = [
  'term-of-use',
  'legal-notice',
  'user-gts',
  'organizer-gts',
  'privacy-policy',
  'how-to-create-an-event',
] as const satisfies readonly RouteName[]

export type StaticPageName = (typeof STATIC_PAGES)[number]

export function isStaticPage(name: string | undefined): name is StaticPageName {
  return STATIC_PAGES.includes(name as StaticPageName)
}

/** A piece of body text. Only plain text: the renderer escapes everything, so content can never inject markup. */
export type Block =
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: readonly string[]; ordered?: boolean }
  | { type: 'definitions'; items: readonly { term: string; description: string }[] }
  | { type: 'table'; caption: string; head: readonly string[]; rows: readonly (readonly string[])[] }
  /**
   * A detail of the operator's identity, which is deployment configuration (decision 009): the configured
   * `setting` (the API's LEGAL_* variable) is shown in its place; while it is not set, `text` says what is
   * missing, highlighted as "to be completed by the publisher".
   */
  | { type: 'placeholder'; setting: LegalSetting; text: string }

export interface Subsection {
  /** In-page anchor, identical in every locale so that a language switch keeps the reader's place. */
  id: string
  heading: string
  blocks: readonly Block[]
}

export interface Section extends Subsection {
  subsections?: readonly Subsection[]
}

/** One page in one language. */
export interface StaticDocument {
  /** Same text as the catalog's `routes.<page>.title` (checked by a test). */
  title: string
  summary: string
  /** ISO date `YYYY-MM-DD`, shown in the reader's locale. */
  lastUpdated: string
  sections: readonly Section[]
  /** Other pages worth reading next, shown as links after the document. */
  related?: readonly RouteName[]
}

/** Whether a document shows any of the deployment's legal details (placeholder blocks). */
export function hasLegalDetails(document: StaticDocument): boolean {
  return document.sections.some((section) =>
    [section, ...(section.subsections ?? [])].some((part) =>
      part.blocks.some((block) => block.type === 'placeholder'),
    ),
  )
}

type DocumentModule = { default: StaticDocument }

// One chunk per page and language: a visitor downloads only the document it reads.
const modules = import.meta.glob<DocumentModule>('./*/{en,fr,de,es,nl,it}.ts')

export async function loadDocument(page: StaticPageName, locale: Locale): Promise<StaticDocument> {
  const load = modules[`./${page}/${locale}.ts`]
  if (!load) throw new Error(`No ${locale} document for ${page}`)
  return (await load()).default
}
