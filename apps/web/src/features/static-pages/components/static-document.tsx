import type { Locale } from '@questboard/domain/constants'
import type { MouseEvent, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { intlLocale } from '../../../lib/format'
import type { LegalDetails } from '../../../lib/runtime-config'
import { PageTitle } from '../../../ui/page-title'
import { RouteLink } from '../../../ui/route-link'
import type { Block, Section, StaticDocument, Subsection } from '../content/document'
import { DocumentTable } from './document-table'
import styles from './static-document.module.css'

const TITLE_ID = 'static-page-title'
const CONTENTS_ID = 'static-page-contents'

/**
 * Renders any legal or help document: one h1, a table of contents, h2 sections and h3 subsections.
 * `legal` is the deployment's legal details (runtime config), undefined while they are not known yet.
 */
export function StaticDocumentView({
  document,
  locale,
  legal,
  action,
}: {
  document: StaticDocument
  locale: Locale
  legal: LegalDetails | undefined
  /** What the reader can do next, after the text (the guide's "Create an event"). */
  action?: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <article className={`container ${styles.page}`} aria-labelledby={TITLE_ID}>
      <PageTitle>{document.title}</PageTitle>
      <header className={styles.header}>
        <h1 id={TITLE_ID} tabIndex={-1} className={styles.title}>
          {document.title}
        </h1>
        <p className={styles.summary}>{document.summary}</p>
        <p className={styles.updated}>
          {t('staticPages.lastUpdated')}{' '}
          <time dateTime={document.lastUpdated}>{formatDate(document.lastUpdated, locale)}</time>
        </p>
      </header>
      <div className={styles.layout}>
        <TableOfContents sections={document.sections} />
        <div className={styles.body}>
          {document.sections.map((section) => (
            <DocumentSection key={section.id} section={section} legal={legal} />
          ))}
          {action}
          {document.related && document.related.length > 0 && (
            <nav className={styles.related} aria-labelledby="static-page-related">
              <h2 id="static-page-related" className={styles.relatedTitle}>
                {t('staticPages.related')}
              </h2>
              <ul>
                {document.related.map((name) => (
                  <li key={name}>
                    <RouteLink name={name}>{t(`routes.${name}.title`)}</RouteLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <p className={styles.backToTop}>
            <Link to={{ hash: TITLE_ID }} onClick={focusTarget(TITLE_ID)}>
              {t('staticPages.backToTop')}
            </Link>
          </p>
        </div>
      </div>
    </article>
  )
}

function TableOfContents({ sections }: { sections: readonly Section[] }) {
  const { t } = useTranslation()
  return (
    <nav className={styles.contents} aria-labelledby={CONTENTS_ID}>
      <h2 id={CONTENTS_ID} className={styles.contentsTitle}>
        {t('staticPages.contents')}
      </h2>
      <ol className={styles.contentsList}>
        {sections.map((section) => (
          <li key={section.id}>
            <Link to={{ hash: section.id }} onClick={focusTarget(section.id)}>
              {section.heading}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  )
}

function DocumentSection({ section, legal }: { section: Section; legal: LegalDetails | undefined }) {
  return (
    <section className={styles.section} aria-labelledby={section.id}>
      <h2 id={section.id} tabIndex={-1} className={styles.sectionTitle}>
        {section.heading}
      </h2>
      <Blocks blocks={section.blocks} legal={legal} />
      {section.subsections?.map((subsection) => (
        <DocumentSubsection key={subsection.id} subsection={subsection} legal={legal} />
      ))}
    </section>
  )
}

function DocumentSubsection({
  subsection,
  legal,
}: {
  subsection: Subsection
  legal: LegalDetails | undefined
}) {
  return (
    <section className={styles.subsection} aria-labelledby={subsection.id}>
      <h3 id={subsection.id} tabIndex={-1} className={styles.subsectionTitle}>
        {subsection.heading}
      </h3>
      <Blocks blocks={subsection.blocks} legal={legal} />
    </section>
  )
}

function Blocks({ blocks, legal }: { blocks: readonly Block[]; legal: LegalDetails | undefined }) {
  return blocks.map((block, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a document's blocks never move: their position is their identity
    <BlockView key={index} block={block} legal={legal} />
  ))
}

function BlockView({ block, legal }: { block: Block; legal: LegalDetails | undefined }) {
  switch (block.type) {
    case 'paragraph':
      return <p>{block.text}</p>
    case 'placeholder':
      return <LegalDetailView block={block} legal={legal} />
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul'
      return (
        <List className={styles.list}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </List>
      )
    }
    case 'definitions':
      return (
        <dl className={styles.definitions}>
          {block.items.map(({ term, description }) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{description}</dd>
            </div>
          ))}
        </dl>
      )
    case 'table':
      return <DocumentTable block={block} />
  }
}

/**
 * A detail of the operator's identity (decision 009): the text the deployment configured, as plain text with
 * its line breaks kept (CSS, never markup); else the highlighted "to be completed" placeholder; nothing while
 * the configuration is not known yet.
 */
function LegalDetailView({
  block,
  legal,
}: {
  block: Extract<Block, { type: 'placeholder' }>
  legal: LegalDetails | undefined
}) {
  const { t } = useTranslation()
  if (!legal) return null
  const configured = legal[block.setting].trim()
  if (configured) {
    return (
      <p className={styles.legalDetail} data-setting={block.setting}>
        {configured}
      </p>
    )
  }
  return (
    <p className={styles.placeholder} data-setting={block.setting}>
      <strong>{t('staticPages.toBeCompleted')}</strong> {block.text}
    </p>
  )
}

/**
 * The router scrolls to the hash (spec §2); this also moves keyboard focus there, so the next Tab continues
 * from the section the reader jumped to rather than from the table of contents.
 */
function focusTarget(id: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    requestAnimationFrame(() => document.getElementById(id)?.focus({ preventScroll: true }))
  }
}

function formatDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  )
}
