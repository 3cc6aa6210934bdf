import { expect, test } from 'vitest'
import { normalizeCheckInCode } from './check-in-code'

test('a typed check-in code is read the forgiving way: case, spaces, hyphens, O for 0, I and L for 1', () => {
  expect(normalizeCheckInCode('k7m-q2p')).toBe('K7MQ2P')
  expect(normalizeCheckInCode(' 0o1 il2 ')).toBe('001112')
  expect(normalizeCheckInCode('ABCDE')).toBeNull()
  expect(normalizeCheckInCode('ABCDEFG')).toBeNull()
  // U is not in Crockford's alphabet.
  expect(normalizeCheckInCode('ABCDEU')).toBeNull()
})
