interface Scheduler {
  yield?: () => Promise<void>
}

/**
 * Resolves in a later task of the main thread, so that the work before and after it run as two tasks,
 * with room between them for the browser to paint and answer input: `scheduler.yield()` where the
 * browser has it (the rest of the work goes before other queued tasks), else a zero timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
