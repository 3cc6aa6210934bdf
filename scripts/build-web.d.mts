export function buildWebIfStale(): void
