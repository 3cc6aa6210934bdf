/** Text that is not valid Unicode can be neither stored (PostgreSQL refuses it) nor sent back as UTF-8. */
export const ILL_FORMED_TEXT = 'Must be valid Unicode text (a lone UTF-16 surrogate is not).'

/** The message for a field whose ill-formed text is inside it (`address` → `city`). */
export const illFormedAt = (path: string[]) =>
  `Must be valid Unicode text (a lone UTF-16 surrogate is not) at ${path.join('.')}.`

/** A lone surrogate: with the `u` flag a well-formed pair is one code point and does not match. */
const LONE_SURROGATE = /\p{Surrogate}/u
export const wellFormed = (text: string) => !LONE_SURROGATE.test(text)

/**
 * The path (`city`, `players.2.name`) of the first ill-formed string or key in a value (e.g. JSON's
 * `"\ud800"`); `[]` when the value itself is such a string; undefined when all is well.
 */
export function illFormedPath(value: unknown, depth = 0): string[] | undefined {
  if (typeof value === 'string') return wellFormed(value) ? undefined : []
  if (depth > 64 || value === null || typeof value !== 'object') return undefined
  for (const [key, child] of Object.entries(value)) {
    if (!wellFormed(key)) return ['(a key)']
    const path = illFormedPath(child, depth + 1)
    if (path) return [key, ...path]
  }
  return undefined
}
