/** Letters NFD does not split into a base letter and a mark. */
const LIGATURES: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ı: 'i' }

const PLAIN = /^[\x20-\x7e]*$/

/**
 * A place name as the search compares it: without accents or case, any run of punctuation or spaces one
 * space ("Saint-Étienne", "saint etienne" and "SAINT ETIENNE" are one name).
 */
export function foldName(text: string): string {
  // Most names are plain ASCII: the quick way (the gazetteer folds a hundred thousand names as it loads).
  if (PLAIN.test(text))
    return text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđı]/g, (letter) => LIGATURES[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}
