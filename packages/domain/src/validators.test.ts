// Longer than 300 lines: each of the spec's validation rules, with the empty values every optional rule lets pass.
import { describe, expect, it } from 'vitest'
import {
  all,
  email,
  fileSize,
  image,
  integer,
  isEmpty,
  jpegOrPng,
  maxDate,
  maxLength,
  maxValue,
  minDate,
  minLength,
  minValue,
  numeric,
  required,
  requiredAfterDate,
  requiredEmail,
  requiredLength,
  requiredMaxLength,
  requiredMinLength,
  requiredMinValue,
  textLength,
  url,
  type Validator,
} from './validators'

const EMPTY_VALUES = [undefined, null, false, '', '   ', '\n\t', []]

// Every rule but the required ones lets empty values pass.
const OPTIONAL_RULES: Array<[string, Validator]> = [
  ['email', email],
  ['integer', integer],
  ['numeric', numeric],
  ['minLength', minLength(3)],
  ['maxLength', maxLength(3)],
  ['minValue', minValue(3)],
  ['maxValue', maxValue(3)],
  ['minDate', minDate('2025-01-01')],
  ['maxDate', maxDate('2025-01-01')],
  ['image', image],
  ['jpegOrPng', jpegOrPng],
  ['fileSize', fileSize(10)],
  ['url', url],
]

describe('empty values', () => {
  it.each(EMPTY_VALUES)('%j is empty', (value) => {
    expect(isEmpty(value)).toBe(true)
  })

  it.each([0, true, 'a', ' a ', [0], {}])('%j is not empty', (value) => {
    expect(isEmpty(value)).toBe(false)
  })

  it.each(OPTIONAL_RULES)('%s passes every empty value', (_name, rule) => {
    for (const value of EMPTY_VALUES) expect(rule(value)).toBeNull()
  })
})

describe('required', () => {
  it.each(EMPTY_VALUES)('refuses %j', (value) => {
    expect(required(value)).toEqual({ key: 'validation.required' })
  })

  it.each([0, true, 'x', ' x ', ['a'], { name: 'a.png' }])('accepts %j', (value) => {
    expect(required(value)).toBeNull()
  })
})

describe('email', () => {
  it.each(['player@questboard.test', 'first.last+tag@sub.example.co.uk', ' a@b.fr '])(
    'accepts %s',
    (value) => {
      expect(email(value)).toBeNull()
    },
  )

  it.each(['player', 'player@', '@example.com', 'a@b', 'a b@c.de', 'a@b..fr', 'a@-b.fr', 42])(
    'refuses %j',
    (value) => {
      expect(email(value)).toEqual({ key: 'validation.email' })
    },
  )
})

describe('integer', () => {
  it.each([0, 12, -3, '42', ' 7 ', '-5', '+5'])('accepts %j', (value) => {
    expect(integer(value)).toBeNull()
  })

  it.each([1.5, '1.5', 'abc', '1e3', Number.NaN, Number.POSITIVE_INFINITY, {}])('refuses %j', (value) => {
    expect(integer(value)).toEqual({ key: 'validation.integer' })
  })
})

describe('numeric', () => {
  it.each(['0123', '42', 7])('accepts %j', (value) => {
    expect(numeric(value)).toBeNull()
  })

  it.each(['-1', '1.5', '12a', '+33 6', -4, 1.5])('refuses %j', (value) => {
    expect(numeric(value)).toEqual({ key: 'validation.numeric' })
  })
})

describe('lengths in characters', () => {
  it('counts code points of the trimmed text', () => {
    expect(textLength('  abc ')).toBe(3)
    expect(textLength('🎲🎲')).toBe(2)
    expect(textLength('Düsseldorf')).toBe(10)
  })

  it('minLength', () => {
    expect(minLength(3)('abc')).toBeNull()
    expect(minLength(3)('🎲🎲🎲')).toBeNull()
    expect(minLength(3)('ab')).toEqual({ key: 'validation.minLength', params: { min: 3 } })
    expect(minLength(3)(' ab ')).toEqual({ key: 'validation.minLength', params: { min: 3 } })
  })

  it('maxLength', () => {
    expect(maxLength(3)('abc')).toBeNull()
    expect(maxLength(3)('🎲🎲🎲')).toBeNull()
    expect(maxLength(3)('abcd')).toEqual({ key: 'validation.maxLength', params: { max: 3 } })
  })
})

describe('values', () => {
  it('minValue', () => {
    expect(minValue(0)(0)).toBeNull()
    expect(minValue(0)('5')).toBeNull()
    expect(minValue(0)(-1)).toEqual({ key: 'validation.minValue', params: { min: 0 } })
    expect(minValue(0)('abc')).toEqual({ key: 'validation.minValue', params: { min: 0 } })
  })

  it('maxValue', () => {
    expect(maxValue(10)(10)).toBeNull()
    expect(maxValue(10)('9.5')).toBeNull()
    expect(maxValue(10)(11)).toEqual({ key: 'validation.maxValue', params: { max: 10 } })
  })
})

describe('dates', () => {
  it('minDate: on or after', () => {
    const rule = minDate('2025-06-01')
    expect(rule('2025-06-01')).toBeNull()
    expect(rule('2025-06-02T10:00')).toBeNull()
    expect(rule(new Date('2025-07-01T00:00:00Z'))).toBeNull()
    expect(rule('2025-05-31T23:59')).toEqual({ key: 'validation.minDate', params: { date: '2025-06-01' } })
    expect(rule('not a date')).toEqual({ key: 'validation.minDate', params: { date: '2025-06-01' } })
  })

  it('maxDate: on or before', () => {
    const bound = new Date('2025-06-01T12:00:00Z')
    const rule = maxDate(bound)
    expect(rule('2025-06-01T12:00')).toBeNull()
    expect(rule('2025-06-01T11:00:00+00:00')).toBeNull()
    expect(rule('2025-06-01T12:01')).toEqual({
      key: 'validation.maxDate',
      params: { date: bound.toISOString() },
    })
  })

  it('compares zoned instants as instants', () => {
    expect(minDate('2025-06-01T12:00:00Z')('2025-06-01T13:30:00+02:00')).toEqual({
      key: 'validation.minDate',
      params: { date: '2025-06-01T12:00:00Z' },
    })
  })
})

describe('image', () => {
  it.each([
    'a.jpg',
    'a.svg',
    'a.jpeg',
    'a.png',
    'a.bmp',
    'a.gif',
    'a.webp',
    'LOGO.PNG',
    'x.y.JpEg',
    { name: 'deck.png', size: 1 },
  ])('accepts %j', (value) => {
    expect(image(value)).toBeNull()
  })

  it.each(['a.pdf', 'png', 'a.png.exe', 'a.', 'a', { size: 3 }, 42])('refuses %j', (value) => {
    expect(image(value)).toEqual({ key: 'validation.file' })
  })
})

describe('jpegOrPng', () => {
  it.each([
    'a.jpg',
    'a.JPEG',
    { name: 'a.png', size: 1, type: 'image/png' },
    { name: 'a.jpg', size: 1, type: '' },
  ])('accepts %j', (value) => {
    expect(jpegOrPng(value)).toBeNull()
  })

  it.each(['a.gif', 'a.webp', { name: 'a.png', size: 1, type: 'image/gif' }, 3])('refuses %j', (value) => {
    expect(jpegOrPng(value)).toEqual({ key: 'validation.imageType' })
  })
})

describe('fileSize (KB = 1,000 bytes)', () => {
  const rule = fileSize(5000)
  it('accepts up to the limit', () => {
    expect(rule({ name: 'a.png', size: 5_000_000 })).toBeNull()
    expect(rule(1000)).toBeNull()
  })

  it('refuses above it', () => {
    expect(rule({ name: 'a.png', size: 5_000_001 })).toEqual({
      key: 'validation.fileSize',
      params: { max: 5000 },
    })
    expect(fileSize(1)(1001)).toEqual({ key: 'validation.fileSize', params: { max: 1 } })
    expect(rule('a.png')).toEqual({ key: 'validation.fileSize', params: { max: 5000 } })
  })
})

describe('url', () => {
  it.each([
    'https://example.com',
    'http://shop.example.co.uk/events?x=1#y',
    'https://8.8.8.8/',
    'https://[2606:4700::1111]/',
    ' https://example.com ',
    'https://xn--dsseldorf-q9a.de',
  ])('accepts %s', (value) => {
    expect(url(value)).toBeNull()
  })

  it.each([
    'example.com',
    'ftp://example.com',
    'javascript:alert(1)',
    'mailto:a@b.fr',
    'file:///etc/passwd',
    'http://localhost:8080',
    'http://api.localhost',
    'http://127.0.0.1',
    'http://127.1',
    'http://0x7f000001',
    'http://2130706433',
    'http://[::1]/',
    'http://10.0.0.5',
    'http://172.20.1.1',
    'http://192.168.1.1',
    'http://[fc00::1]',
    'http://[fd00::1]',
    'http://169.254.169.254/latest/meta-data',
    'http://[fe80::1]',
    'http://0.0.0.0',
    'http://[::]',
    'http://[::ffff:127.0.0.1]',
    'http://[::ffff:10.0.0.1]',
    'http://[::ffff:192.168.0.1]',
    'http://intranet/',
    'https://',
    42,
  ])('refuses %j', (value) => {
    expect(url(value)).toEqual({ key: 'validation.url' })
  })
})

describe('combined required rules', () => {
  it('requiredLength', () => {
    const rule = requiredLength(1, 5)
    const error = { key: 'validation.requiredLength', params: { min: 1, max: 5 } }
    expect(rule('a')).toBeNull()
    expect(rule('abcde')).toBeNull()
    expect(rule('')).toEqual(error)
    expect(rule('   ')).toEqual(error)
    expect(rule(undefined)).toEqual(error)
    expect(rule('abcdef')).toEqual(error)
    expect(requiredLength(3, 5)('ab')).toEqual({
      key: 'validation.requiredLength',
      params: { min: 3, max: 5 },
    })
  })

  it('requiredMinLength', () => {
    expect(requiredMinLength(2)('ab')).toBeNull()
    expect(requiredMinLength(2)('a')).toEqual({ key: 'validation.requiredMinLength', params: { min: 2 } })
    expect(requiredMinLength(2)(null)).toEqual({ key: 'validation.requiredMinLength', params: { min: 2 } })
  })

  it('requiredMaxLength', () => {
    expect(requiredMaxLength(2)('ab')).toBeNull()
    expect(requiredMaxLength(2)('abc')).toEqual({ key: 'validation.requiredMaxLength', params: { max: 2 } })
    expect(requiredMaxLength(2)('')).toEqual({ key: 'validation.requiredMaxLength', params: { max: 2 } })
  })

  it('requiredMinValue', () => {
    expect(requiredMinValue(0)(0)).toBeNull()
    expect(requiredMinValue(0)('3')).toBeNull()
    expect(requiredMinValue(0)(-1)).toEqual({ key: 'validation.requiredMinValue', params: { min: 0 } })
    expect(requiredMinValue(0)(null)).toEqual({ key: 'validation.requiredMinValue', params: { min: 0 } })
  })

  it('requiredAfterDate: strictly after', () => {
    const rule = requiredAfterDate('2025-06-01T10:00')
    const error = { key: 'validation.requiredAfterDate', params: { date: '2025-06-01T10:00' } }
    expect(rule('2025-06-01T10:01')).toBeNull()
    expect(rule('2025-06-01T10:00')).toEqual(error)
    expect(rule('')).toEqual(error)
  })

  it('requiredEmail', () => {
    expect(requiredEmail('a@b.fr')).toBeNull()
    expect(requiredEmail('')).toEqual({ key: 'validation.requiredEmail' })
    expect(requiredEmail('nope')).toEqual({ key: 'validation.requiredEmail' })
  })
})

describe('all', () => {
  it('gives the first failing rule', () => {
    const rule = all(required, email, maxLength(10))
    expect(rule('')).toEqual({ key: 'validation.required' })
    expect(rule('abc')).toEqual({ key: 'validation.email' })
    expect(rule('abcdef@example.com')).toEqual({ key: 'validation.maxLength', params: { max: 10 } })
    expect(rule('a@b.fr')).toBeNull()
  })
})
