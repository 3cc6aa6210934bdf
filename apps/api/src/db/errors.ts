/** PostgreSQL's unique_violation, whichever driver raised it (drizzle wraps the driver's error as `cause`). */
export const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505'
