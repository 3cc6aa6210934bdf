import { describe, expect, it } from 'vitest'
import { isLoopbackHost, isPublicHost, parseIPv4, parseIPv6 } from './ip-address'

describe('parseIPv4', () => {
  it('reads dotted quads', () => {
    expect(parseIPv4('192.168.1.20')).toEqual([192, 168, 1, 20])
  })
  it.each(['1.2.3', '1.2.3.4.5', '256.1.1.1', 'a.b.c.d', '1..2.3', ''])('refuses %s', (text) => {
    expect(parseIPv4(text)).toBeUndefined()
  })
})

describe('parseIPv6', () => {
  it.each([
    ['::', [0, 0, 0, 0, 0, 0, 0, 0]],
    ['::1', [0, 0, 0, 0, 0, 0, 0, 1]],
    ['[::1]', [0, 0, 0, 0, 0, 0, 0, 1]],
    ['fe80::1', [0xfe80, 0, 0, 0, 0, 0, 0, 1]],
    ['2001:db8:0:0:0:0:2:1', [0x2001, 0xdb8, 0, 0, 0, 0, 2, 1]],
    ['::ffff:127.0.0.1', [0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]],
    ['::ffff:7f00:1', [0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]],
    ['64:ff9b::10.0.0.1', [0x64, 0xff9b, 0, 0, 0, 0, 0x0a00, 1]],
    ['1:2:3:4:5:6:1.2.3.4', [1, 2, 3, 4, 5, 6, 0x0102, 0x0304]],
    ['2606:4700::', [0x2606, 0x4700, 0, 0, 0, 0, 0, 0]],
  ])('reads %s', (text, groups) => {
    expect(parseIPv6(text)).toEqual(groups)
  })

  it.each([
    '1:2:3',
    '1::2::3',
    ':::',
    'fe80::1%eth0',
    'g::1',
    '1:2:3:4:5:6:7:8:9',
    '::ffff:300.0.0.1',
    '1.2.3.4',
    '1:',
  ])('refuses %s', (text) => {
    expect(parseIPv6(text)).toBeUndefined()
  })
})

describe('isPublicHost', () => {
  it.each([
    'localhost',
    'LOCALHOST',
    'localhost.',
    'shop.localhost',
    'intranet',
    '127.0.0.1',
    '127.255.255.254',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.10',
    '169.254.169.254',
    '0.0.0.0',
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '[::1]',
    '[::]',
    '[fc00::1]',
    '[fd12:3456::1]',
    '[fe80::1]',
    '[febf::1]',
    '[::ffff:127.0.0.1]',
    '[::ffff:7f00:1]',
    '[::ffff:a00:1]',
    '[::ffff:c0a8:1]',
    '[::127.0.0.1]',
    '[64:ff9b::a00:1]',
    '[ff02::1]',
    '',
  ])('refuses %s', (host) => {
    expect(isPublicHost(host)).toBe(false)
  })

  it.each([
    'example.com',
    'shop.example.co.uk',
    '8.8.8.8',
    '172.15.255.255',
    '172.32.0.1',
    '192.169.0.1',
    '169.255.0.1',
    '[2606:4700::1111]',
    '[::ffff:808:808]',
    '[2a00:1450::200e]',
  ])('accepts %s', (host) => {
    expect(isPublicHost(host)).toBe(true)
  })
})

describe('isLoopbackHost', () => {
  it.each([
    'localhost',
    'LOCALHOST',
    'app.localhost',
    '127.0.0.1',
    '127.1.2.3',
    '::1',
    '[::1]',
    '::ffff:127.0.0.1',
  ])('%s stays on this machine', (host) => expect(isLoopbackHost(host)).toBe(true))
  it.each([
    '0.0.0.0',
    '::',
    '192.168.1.10',
    '10.0.0.1',
    'example.com',
    '::ffff:10.0.0.1',
    '128.0.0.1',
    '::2',
  ])('%s is reachable from elsewhere', (host) => expect(isLoopbackHost(host)).toBe(false))
})
