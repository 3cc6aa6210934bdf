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

/** How a block is written, in a page's outline: its kind (and, for a legal detail, which setting it stands for). */
export type BlockOutline =
  | 'paragraph'
  | 'list'
  | 'orderedList'
  | 'definitions'
  | 'table'
  | { placeholder: LegalSetting }

export interface SubsectionOutline {
  /** In-page anchor, and the section's key in the page's catalogs. */
  id: string
  blocks: readonly BlockOutline[]
}

export interface SectionOutline extends SubsectionOutline {
  subsections?: readonly SubsectionOutline[]
}

/**
 * What a page is in every language (`content/<page>/outline.ts`): its sections, the kind of each block, the
 * date and the related pages. Its texts are in the page's catalogs (`content/<page>/<locale>.json`, decision
 * 024): `title`, `summary`, and per section `sections.<id>.heading` and `.blocks` (in the outline's order: a
 * paragraph or legal detail is a text, a list an array of texts, definitions an array of `{ term,
 * description }`, a table `{ caption, head, rows }`), subsections under `sections.<id>.subsections.<id>`.
 */
export interface DocumentOutline {
  lastUpdated: string
  related?: readonly RouteName[]
  sections: readonly SectionOutline[]
}

type Texts = { readonly [key: string]: unknown }

function text(value: unknown, at: string): string {
  if (typeof value !== 'string') throw new Error(`${at} is not a text`)
  return value
}

function textList(value: unknown, at: string): string[] {
  if (!Array.isArray(value)) throw new Error(`${at} is not a list of texts`)
  return value.map((item, index) => text(item, `${at}.${index}`))
}

function group(value: unknown, at: string): Texts {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error(`${at} is not a group`)
  return value as Texts
}

function block(outline: BlockOutline, value: unknown, at: string): Block {
  if (typeof outline === 'object')
    return { type: 'placeholder', setting: outline.placeholder, text: text(value, at) }
  switch (outline) {
    case 'paragraph':
      return { type: 'paragraph', text: text(value, at) }
    case 'list':
      return { type: 'list', items: textList(value, at) }
    case 'orderedList':
      return { type: 'list', items: textList(value, at), ordered: true }
    case 'definitions':
      if (!Array.isArray(value)) throw new Error(`${at} is not a list of definitions`)
      return {
        type: 'definitions',
        items: value.map((item, index) => {
          const definition = group(item, `${at}.${index}`)
          return {
            term: text(definition.term, `${at}.${index}.term`),
            description: text(definition.description, `${at}.${index}.description`),
          }
        }),
      }
    case 'table': {
      const table = group(value, at)
      if (!Array.isArray(table.rows)) throw new Error(`${at}.rows is not a list of rows`)
      return {
        type: 'table',
        caption: text(table.caption, `${at}.caption`),
        head: textList(table.head, `${at}.head`),
        rows: table.rows.map((row, index) => textList(row, `${at}.rows.${index}`)),
      }
    }
  }
}

function subsection(outline: SubsectionOutline, value: unknown, at: string): Subsection {
  const part = group(value, at)
  if (!Array.isArray(part.blocks) || part.blocks.length !== outline.blocks.length)
    throw new Error(`${at}.blocks does not have the outline's ${outline.blocks.length} blocks`)
  const values: unknown[] = part.blocks
  return {
    id: outline.id,
    heading: text(part.heading, `${at}.heading`),
    blocks: outline.blocks.map((kind, index) => block(kind, values[index], `${at}.blocks.${index}`)),
  }
}

/** A page in one language: its outline with the texts of its catalog in that language. */
export function composeDocument(outline: DocumentOutline, catalog: unknown): StaticDocument {
  const page = group(catalog, 'The catalog')
  const sections = group(page.sections, 'sections')
  return {
    title: text(page.title, 'title'),
    summary: text(page.summary, 'summary'),
    lastUpdated: outline.lastUpdated,
    sections: outline.sections.map((section) => {
      const at = `sections.${section.id}`
      const composed: Section = subsection(section, sections[section.id], at)
      if (!section.subsections) return composed
      const subsections = group(group(sections[section.id], at).subsections, `${at}.subsections`)
      return {
        ...composed,
        subsections: section.subsections.map((part) =>
          subsection(part, subsections[part.id], `${at}.subsections.${part.id}`),
        ),
      }
    }),
    ...(outline.related ? { related: outline.related } : {}),
  }
}

// One chunk per page (its outline) and one per page and language (its texts): a visitor downloads only the
// document it reads, in its language.
const outlines = import.meta.glob<{ default: DocumentOutline }>('./*/outline.ts')
const catalogs = import.meta.glob<unknown>('./*/{en,fr,de,es,nl,it}.json', { import: 'default' })

export async function loadDocument(page: StaticPageName, locale: Locale): Promise<StaticDocument> {
  const loadOutline = outlines[`./${page}/outline.ts`]
  const loadTexts = catalogs[`./${page}/${locale}.json`]
  if (!loadOutline || !loadTexts) throw new Error(`No ${locale} document for ${page}`)
  const [outline, catalog] = await Promise.all([loadOutline(), loadTexts()])
  return composeDocument(outline.default, catalog)
}
