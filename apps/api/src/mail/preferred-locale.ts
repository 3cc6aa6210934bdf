import { DEFAULT_LOCALE, isLocale, type Locale } from '@questboard/domain/constants'

/**
 * The interface locale an `Accept-Language` header prefers (`fr-FR,fr;q=0.9,en;q=0.8` → `fr`), English when
 * it names none of ours; undefined when there is no header, so a stored choice is kept.
 */
export function preferredLocale(header: string | undefined): Locale | undefined {
  if (header === undefined || header.trim() === '') return undefined
  const ranked = header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';')
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/i.exec(param)?.[1]).find(Boolean)
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q) : 1, index }
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index)
  return ranked.map((entry) => entry.language).find(isLocale) ?? DEFAULT_LOCALE
}
