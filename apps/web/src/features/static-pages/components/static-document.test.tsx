import { LOCALES, type Locale } from '@questboard/domain/constants'
import i18next from 'i18next'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import type { LegalDetails, LegalSetting } from '../../../lib/runtime-config'
import { loadDocument, type StaticDocument } from '../content/document'
import { StaticDocumentView } from './static-document'

const TO_BE_COMPLETED = 'To be completed by the publisher:'
const UNSET: LegalDetails = { publisher: '', publicationDirector: '', hostingProvider: '', contact: '' }

// The component's own texts, not the catalogs: this test is about where the legal details go.
const i18n = i18next.createInstance()
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: { staticPages: { toBeCompleted: TO_BE_COMPLETED } } } },
  })
})

function render(document: StaticDocument, legal: LegalDetails | undefined, locale: Locale = 'en'): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <StaticDocumentView document={document} locale={locale} legal={legal} />
      </MemoryRouter>
    </I18nextProvider>,
  )
}

/** The HTML of the paragraph standing for one legal detail, or undefined. */
function detail(markup: string, setting: LegalSetting): string | undefined {
  const found = markup.match(new RegExp(`<p [^>]*data-setting="${setting}"[^>]*>(.*?)</p>`, 's'))
  return found?.[1]
}

/** The HTML of a section, from its heading to the next section. */
function section(markup: string, id: string): string {
  const start = markup.indexOf(`<h2 id="${id}"`)
  if (start < 0) throw new Error(`No section ${id}`)
  const end = markup.indexOf('<section', start)
  return markup.slice(start, end < 0 ? undefined : end)
}

const escaped = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

let legalNotice: StaticDocument
let privacyPolicies: Record<Locale, StaticDocument>
beforeAll(async () => {
  legalNotice = await loadDocument('legal-notice', 'en')
  privacyPolicies = {} as Record<Locale, StaticDocument>
  for (const locale of LOCALES) privacyPolicies[locale] = await loadDocument('privacy-policy', locale)
})

const placeholderText = (document: StaticDocument, setting: LegalSetting): string => {
  for (const block of document.sections.flatMap((part) => part.blocks))
    if (block.type === 'placeholder' && block.setting === setting) return block.text
  throw new Error(`No placeholder for ${setting}`)
}

describe('the legal notice', () => {
  it('shows a highlighted "to be completed" placeholder for every detail the deployment has not set', () => {
    const markup = render(legalNotice, UNSET)
    for (const setting of ['publisher', 'publicationDirector', 'hostingProvider', 'contact'] as const) {
      expect(detail(markup, setting)).toBe(
        `<strong>${TO_BE_COMPLETED}</strong> ${escaped(placeholderText(legalNotice, setting))}`,
      )
    }
  })

  it('shows the configured details instead, each in its section, with their line breaks', () => {
    const legal: LegalDetails = {
      publisher:
        'Example Games SAS, share capital €10,000\n1 rue de l’Exemple, 75000 Paris\nRCS Paris 000 000 000',
      publicationDirector: 'Jane Doe, managing director',
      hostingProvider: 'Example Hosting\n2 avenue du Nuage, 59100 Roubaix',
      contact: 'contact@example.com\nData protection: privacy@example.com',
    }
    const markup = render(legalNotice, legal)
    expect(markup).not.toContain(TO_BE_COMPLETED)
    expect(detail(section(markup, 'publisher'), 'publisher')).toBe(escaped(legal.publisher))
    expect(detail(section(markup, 'publication-director'), 'publicationDirector')).toBe(
      legal.publicationDirector,
    )
    expect(detail(section(markup, 'hosting'), 'hostingProvider')).toBe(legal.hostingProvider)
    expect(detail(section(markup, 'contact'), 'contact')).toBe(legal.contact)
    // One paragraph whose line breaks the stylesheet keeps (white-space: pre-line), not markup.
    expect(detail(markup, 'hostingProvider')).toContain('Example Hosting\n2 avenue')
    expect(markup).not.toContain('<br')
  })

  it('mixes configured details and placeholders when only some are set', () => {
    const markup = render(legalNotice, { ...UNSET, hostingProvider: 'Example Hosting' })
    expect(detail(markup, 'hostingProvider')).toBe('Example Hosting')
    expect(detail(markup, 'publisher')).toContain(TO_BE_COMPLETED)
    expect(markup.split(TO_BE_COMPLETED)).toHaveLength(4)
  })

  it('shows a configured detail as plain text, never as markup', () => {
    const markup = render(legalNotice, {
      ...UNSET,
      publisher: '<img src=x onerror="alert(1)"><b>Example</b> & Co',
    })
    expect(detail(markup, 'publisher')).toBe(
      '&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&lt;b&gt;Example&lt;/b&gt; &amp; Co',
    )
    expect(markup).not.toContain('<img')
    expect(markup).not.toContain('<b>')
  })

  it('treats a detail of nothing but spaces as unset', () => {
    expect(detail(render(legalNotice, { ...UNSET, contact: ' \n ' }), 'contact')).toContain(TO_BE_COMPLETED)
  })

  it('shows neither the details nor the placeholders while the configuration is not known', () => {
    const markup = render(legalNotice, undefined)
    expect(markup).not.toContain('data-setting')
    expect(markup).not.toContain(TO_BE_COMPLETED)
    // The rest of the document is there, the sections of the missing details with their headings.
    expect(section(markup, 'publisher')).toContain(
      'Questboard is published by a tabletop and card game publisher',
    )
    expect(section(markup, 'hosting')).toContain('>Hosting</h2>')
  })
})

describe.each(LOCALES)('the privacy policy in %s', (locale) => {
  it('names the configured publisher and its contact as controller', () => {
    const markup = render(
      privacyPolicies[locale],
      { ...UNSET, publisher: 'Example Games SAS', contact: 'privacy@example.com' },
      locale,
    )
    const controller = section(markup, 'controller')
    expect(detail(controller, 'publisher')).toBe('Example Games SAS')
    expect(detail(controller, 'contact')).toBe('privacy@example.com')
    expect(markup).not.toContain(TO_BE_COMPLETED)
  })

  it('keeps both placeholders when neither is set', () => {
    const controller = section(render(privacyPolicies[locale], UNSET, locale), 'controller')
    expect(detail(controller, 'publisher')).toContain(TO_BE_COMPLETED)
    expect(detail(controller, 'contact')).toContain(TO_BE_COMPLETED)
  })
})
