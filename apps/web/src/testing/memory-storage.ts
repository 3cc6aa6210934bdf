/** A Web Storage in memory: the unit tests' localStorage / sessionStorage (Node has none by default). */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>()

  get length(): number {
    return this.items.size
  }

  clear(): void {
    this.items.clear()
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null
  }

  removeItem(key: string): void {
    this.items.delete(key)
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value))
  }

  entries(): Record<string, string> {
    return Object.fromEntries(this.items)
  }
}

/** An unsigned JWT with these claims: enough for code that reads claims without verifying. */
export function fakeJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${encode({ alg: 'RS256', typ: 'at+jwt' })}.${encode(claims)}.signature`
}
