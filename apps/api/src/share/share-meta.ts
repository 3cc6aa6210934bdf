import type { Locale } from '@questboard/domain/constants'
import { escapeHtml } from '@questboard/server/html'

/** What a link to a page shows once a chat app or a social network unfurls it (Open Graph, Twitter cards). */
export interface ShareMeta {
  title: string
  description: string
  /** The page's own address, absolute. */
  url: string
  /** An absolute image address; its size when it is a wide picture (a store's logo has none: any shape). */
  image: { url: string; alt: string; size?: { width: number; height: number } }
  locale: Locale
}

/** Open Graph's locale names (language_TERRITORY): the country where each interface language is first spoken. */
const OG_LOCALES: Record<Locale, string> = {
  en: 'en_GB',
  fr: 'fr_FR',
  de: 'de_DE',
  es: 'es_ES',
  nl: 'nl_NL',
  it: 'it_IT',
}

/** The wide picture shared when a page has none of its own (1200 × 630, apps/web/public/icons/share.png). */
export const SHARE_IMAGE_PATH = '/icons/share.png'

/** Chat apps cut descriptions around here; the page's own text says the rest. */
const DESCRIPTION_MAX = 200

const clip = (text: string) =>
  text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`

/**
 * The web app's index.html with the page's title, description and sharing tags in its head, and its language:
 * what a crawler reads (they run no script). Everything a user typed is escaped.
 */
export function withShareMeta(indexHtml: string, meta: ShareMeta): string {
  const description = clip(meta.description)
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${escapeHtml(content)}" />`
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}" />`
  const tags = [
    named('description', description),
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    property('og:type', 'website'),
    property('og:site_name', 'Questboard'),
    property('og:locale', OG_LOCALES[meta.locale]),
    property('og:title', meta.title),
    property('og:description', description),
    property('og:url', meta.url),
    property('og:image', meta.image.url),
    property('og:image:alt', meta.image.alt),
    ...(meta.image.size
      ? [
          property('og:image:width', String(meta.image.size.width)),
          property('og:image:height', String(meta.image.size.height)),
        ]
      : []),
    named('twitter:card', meta.image.size ? 'summary_large_image' : 'summary'),
    named('twitter:title', meta.title),
    named('twitter:description', description),
    named('twitter:image', meta.image.url),
    named('twitter:image:alt', meta.image.alt),
  ]
  return indexHtml
    .replace(/<html lang="[^"]*"/, `<html lang="${meta.locale}"`)
    .replace(/<meta\s+name="description"[^>]*>\s*/s, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)} · Questboard</title>`)
    .replace('</head>', `    ${tags.join('\n    ')}\n  </head>`)
}
