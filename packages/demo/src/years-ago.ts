/** The ISO date `years` years before `on` (UTC), e.g. the birth date of someone who turns `years` today. */
export function yearsAgo(years: number, on: Date = new Date()): string {
  const month = on.getUTCMonth()
  let date = new Date(Date.UTC(on.getUTCFullYear() - years, month, on.getUTCDate()))
  // 29 February of a non-leap year would roll to 1 March (a day too young): take 28 February.
  if (date.getUTCMonth() !== month) date = new Date(Date.UTC(on.getUTCFullYear() - years, month + 1, 0))
  return date.toISOString().slice(0, 10)
}
