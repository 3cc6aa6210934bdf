import { readFileSync } from 'node:fs'
import path from 'node:path'
import { LOCALES, type Locale } from '@questboard/domain/constants'
import { beforeAll, describe, expect, it } from 'vitest'
import type { LegalSetting } from '../../../lib/runtime-config'
import {
  type Block,
  hasLegalDetails,
  loadDocument,
  STATIC_PAGES,
  type StaticDocument,
  type StaticPageName,
} from './document'

const catalogDirectory = path.join(import.meta.dirname, '../../../i18n/locales')
const routeTitle = (locale: Locale, page: StaticPageName): string =>
  JSON.parse(readFileSync(path.join(catalogDirectory, `${locale}.json`), 'utf8')).routes[page].title

/** The anchors of a document, in order: sections and their subsections. */
const outline = (document: StaticDocument) =>
  document.sections.map((section) => ({
    id: section.id,
    subsections: (section.subsections ?? []).map((subsection) => subsection.id),
  }))

function blockTexts(block: Block): string[] {
  switch (block.type) {
    case 'paragraph':
    case 'placeholder':
      return [block.text]
    case 'list':
      return [...block.items]
    case 'definitions':
      return block.items.flatMap(({ term, description }) => [term, description])
    case 'table':
      return [block.caption, ...block.head, ...block.rows.flat()]
  }
}

const allBlocks = (document: StaticDocument) =>
  document.sections.flatMap((section) => [
    ...section.blocks,
    ...(section.subsections ?? []).flatMap((subsection) => subsection.blocks),
  ])

/** The legal details each document stands placeholders for, in order (decision 009). */
const legalSettings = (document: StaticDocument) =>
  document.sections.map((section) => ({
    id: section.id,
    settings: [section, ...(section.subsections ?? [])].flatMap((part) =>
      part.blocks.flatMap((block) => (block.type === 'placeholder' ? [block.setting] : [])),
    ),
  }))

const LEGAL_SETTINGS: readonly LegalSetting[] = [
  'publisher',
  'publicationDirector',
  'hostingProvider',
  'contact',
]

/** How each language writes the three retention periods of spec §9. */
const RETENTION_PERIODS: Record<Locale, readonly [string, string, string]> = {
  en: ['3 years', '12 months', '5 years'],
  fr: ['3 ans', '12 mois', '5 ans'],
  de: ['3 Jahre', '12 Monate', '5 Jahre'],
  es: ['3 años', '12 meses', '5 años'],
  nl: ['3 jaar', '12 maanden', '5 jaar'],
  it: ['3 anni', '12 mesi', '5 anni'],
}

const documents = {} as Record<StaticPageName, Record<Locale, StaticDocument>>
// loadDocument throws when a language's catalog does not fit the page's outline (a missing section or block, a
// text where the outline has a list): every test below then fails.
beforeAll(async () => {
  for (const page of STATIC_PAGES) {
    documents[page] = {} as Record<Locale, StaticDocument>
    for (const locale of LOCALES) documents[page][locale] = await loadDocument(page, locale)
  }
})

describe.each(STATIC_PAGES)('the %s document', (page) => {
  it('has unique anchors, headings and a valid date in English', () => {
    const english = documents[page].en
    const ids = outline(english).flatMap(({ id, subsections }) => [id, ...subsections])
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/)
    expect(english.sections.length).toBeGreaterThan(0)
    expect(Number.isNaN(Date.parse(english.lastUpdated))).toBe(false)
  })

  it('stands for legal details the deployment configures', () => {
    for (const block of allBlocks(documents[page].en))
      if (block.type === 'placeholder') expect(LEGAL_SETTINGS).toContain(block.setting)
  })

  it.each(LOCALES)('in %s, has the title the catalog gives the route', (locale) => {
    expect(documents[page][locale].title).toBe(routeTitle(locale, page))
  })

  // Empty and untranslated texts: packages/domain/src/catalogs.test.ts, as for every catalog.
  it.each(LOCALES)('in %s, has well-formed tables', (locale) => {
    for (const block of allBlocks(documents[page][locale]))
      if (block.type === 'table') for (const row of block.rows) expect(row).toHaveLength(block.head.length)
  })
})

describe("the operator's identity", () => {
  const named = (page: StaticPageName) =>
    legalSettings(documents[page].en).flatMap(({ settings }) => settings)

  it('is completed on the legal notice by every legal detail, each once, in its own section', () => {
    expect(named('legal-notice')).toEqual(LEGAL_SETTINGS)
    expect(legalSettings(documents['legal-notice'].en).filter(({ settings }) => settings.length > 0)).toEqual(
      [
        { id: 'publisher', settings: ['publisher'] },
        { id: 'publication-director', settings: ['publicationDirector'] },
        { id: 'hosting', settings: ['hostingProvider'] },
        { id: 'contact', settings: ['contact'] },
      ],
    )
  })

  it("is completed on the privacy policy by the publisher's details and its contact, as controller", () => {
    expect(
      legalSettings(documents['privacy-policy'].en).filter(({ settings }) => settings.length > 0),
    ).toEqual([{ id: 'controller', settings: ['publisher', 'contact'] }])
  })

  it('appears on no other page', () => {
    const others = STATIC_PAGES.filter((page) => page !== 'legal-notice' && page !== 'privacy-policy')
    for (const page of others)
      for (const locale of LOCALES) expect(hasLegalDetails(documents[page][locale])).toBe(false)
    expect(hasLegalDetails(documents['legal-notice'].en)).toBe(true)
  })
})

describe('the privacy policy', () => {
  it.each(LOCALES)('states the three retention periods in %s', (locale) => {
    const retention = documents['privacy-policy'][locale].sections.find(
      (section) => section.id === 'retention',
    )
    const text = (retention?.blocks ?? []).flatMap(blockTexts).join('\n')
    for (const period of RETENTION_PERIODS[locale]) expect(text).toContain(period)
  })
})
