/** At most `max` hits per window of `windowSeconds`; null turns the limit off. */
export interface RateLimit {
  max: number
  windowSeconds: number
}

export type RateLimits<Name extends string> = Record<Name, RateLimit | null>

/**
 * Reads a rate-limit setting over the service's defaults: `off` turns every limit off; otherwise a comma-separated
 * list of `name=max/seconds` (e.g. `sign-up-ip=20/3600`), each replacing one default, `name=off` turning one off.
 * Throws a message naming what is wrong.
 */
export function parseRateLimits<Name extends string>(
  text: string | undefined,
  defaults: Record<Name, RateLimit>,
): RateLimits<Name> {
  const limits: RateLimits<Name> = { ...defaults }
  const value = text?.trim() ?? ''
  if (value === '') return limits
  if (value === 'off') {
    for (const name of Object.keys(limits) as Name[]) limits[name] = null
    return limits
  }
  for (const entry of value.split(',').map((part) => part.trim())) {
    const match = /^([a-z-]+)=(?:off|(\d{1,9})\/(\d{1,9}))$/.exec(entry)
    const name = match?.[1] as Name | undefined
    if (!match || !name || !(name in defaults)) {
      throw new Error(
        `"${entry}" is not name=max/seconds or name=off, with a name among ${Object.keys(defaults).join(', ')}`,
      )
    }
    limits[name] = match[2] ? { max: Number(match[2]), windowSeconds: Math.max(1, Number(match[3])) } : null
  }
  return limits
}
