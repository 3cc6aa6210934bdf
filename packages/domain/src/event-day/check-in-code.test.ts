import { expect, test } from 'vitest'
import { formatCheckInCode, newCheckInCode, normalizeCheckInCode } from './check-in-code'

test('a typed check-in code is read the forgiving way: case, spaces, hyphens, O for 0, I and L for 1', () => {
  expect(normalizeCheckInCode('k7m-q2p')).toBe('K7MQ2P')
  expect(normalizeCheckInCode(' 0o1 il2 ')).toBe('001112')
  expect(normalizeCheckInCode('ABCDE')).toBeNull()
  expect(normalizeCheckInCode('ABCDEFG')).toBeNull()
  // U is not in Crockford's alphabet.
  expect(normalizeCheckInCode('ABCDEU')).toBeNull()
})

test('a new code is six symbols of the alphabet, read back as itself, and codes differ', () => {
  const codes = Array.from({ length: 200 }, () => newCheckInCode())
  for (const code of codes) expect(normalizeCheckInCode(code)).toBe(code)
  expect(new Set(codes).size).toBeGreaterThan(195)
  // Every symbol turns up: the draw covers the whole alphabet.
  expect(new Set(codes.join('')).size).toBe(32)
})

test('a code is shown in two groups of three, and the shown form reads back as the code', () => {
  expect(formatCheckInCode('K7MQ2P')).toBe('K7M-Q2P')
  expect(normalizeCheckInCode(formatCheckInCode('K7MQ2P'))).toBe('K7MQ2P')
})
