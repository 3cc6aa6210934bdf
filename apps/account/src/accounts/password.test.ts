import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from './password'

describe('password hashes', () => {
  it('are salted scrypt hashes that verify only the right password', async () => {
    const first = await hashPassword('correct horse')
    const second = await hashPassword('correct horse')
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$/)
    expect(first).not.toBe(second)
    expect(await verifyPassword('correct horse', first)).toBe(true)
    expect(await verifyPassword('correct horsE', first)).toBe(false)
    expect(await verifyPassword('correct horse', 'not-a-hash')).toBe(false)
  })
})
