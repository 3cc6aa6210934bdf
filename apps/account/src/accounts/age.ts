/** Whole years between an ISO birth date (YYYY-MM-DD) and `on` (UTC calendar date). */
export function ageOn(birthDate: string, on: Date = new Date()): number {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number]
  let age = on.getUTCFullYear() - year
  const beforeBirthday =
    on.getUTCMonth() + 1 < month || (on.getUTCMonth() + 1 === month && on.getUTCDate() < day)
  if (beforeBirthday) age -= 1
  return age
}
