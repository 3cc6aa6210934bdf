/**
 * Classification of IP address literals, written here (no `node:net`) so the browser and the API agree.
 * "Public" means: not loopback, private, link-local, unspecified, shared (CGNAT), multicast or reserved,
 * including IPv4 addresses embedded in IPv6 (mapped `::ffff:a.b.c.d`, compatible `::a.b.c.d`, NAT64).
 */

/** The four bytes of a dotted-quad IPv4 address, or undefined. */
export function parseIPv4(text: string): number[] | undefined {
  const parts = text.split('.')
  if (parts.length !== 4) return undefined
  const bytes: number[] = []
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return undefined
    const byte = Number(part)
    if (byte > 255) return undefined
    bytes.push(byte)
  }
  return bytes
}

/** The eight 16-bit groups of an IPv6 address (brackets allowed, zone id refused), or undefined. */
export function parseIPv6(text: string): number[] | undefined {
  let address = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text
  if (address.includes('%') || !address.includes(':')) return undefined
  let tail: number[] = []
  const lastColon = address.lastIndexOf(':')
  const last = address.slice(lastColon + 1)
  if (last.includes('.')) {
    const v4 = parseIPv4(last)
    if (!v4) return undefined
    const [a = 0, b = 0, c = 0, d = 0] = v4
    tail = [(a << 8) | b, (c << 8) | d]
    address = address.slice(0, lastColon + 1)
    if (!address.endsWith('::')) address = address.slice(0, -1)
  }
  const halves = address.split('::')
  if (halves.length > 2) return undefined
  const toGroups = (part: string) => (part === '' ? [] : part.split(':'))
  const parse = (group: string) => (/^[0-9a-f]{1,4}$/i.test(group) ? Number.parseInt(group, 16) : Number.NaN)
  const head = toGroups(halves[0] ?? '').map(parse)
  const rest = toGroups(halves[1] ?? '').map(parse)
  if ([...head, ...rest].some(Number.isNaN)) return undefined
  const explicit = head.length + rest.length + tail.length
  if (halves.length === 1) return explicit === 8 ? [...head, ...tail] : undefined
  if (explicit > 7) return undefined
  return [...head, ...new Array<number>(8 - explicit).fill(0), ...rest, ...tail]
}

const inRange = (bytes: number[], prefix: number[], bits: number) => {
  for (let i = 0; i < bits; i++) {
    const byte = Math.floor(i / 8)
    const mask = 0x80 >> (i % 8)
    if (((bytes[byte] ?? 0) & mask) !== ((prefix[byte] ?? 0) & mask)) return false
  }
  return true
}

const NON_PUBLIC_IPV4: Array<[number[], number]> = [
  [[0, 0, 0, 0], 8], // "this network", incl. the unspecified 0.0.0.0
  [[10, 0, 0, 0], 8], // private
  [[100, 64, 0, 0], 10], // shared address space (CGNAT)
  [[127, 0, 0, 0], 8], // loopback
  [[169, 254, 0, 0], 16], // link-local
  [[172, 16, 0, 0], 12], // private
  [[192, 0, 0, 0], 24], // IETF protocol assignments
  [[192, 168, 0, 0], 16], // private
  [[198, 18, 0, 0], 15], // benchmarking
  [[224, 0, 0, 0], 4], // multicast
  [[240, 0, 0, 0], 4], // reserved, incl. broadcast
]

export function isPublicIPv4(bytes: number[]): boolean {
  return !NON_PUBLIC_IPV4.some(([prefix, bits]) => inRange(bytes, prefix, bits))
}

const groupsToBytes = (groups: number[]) => groups.flatMap((group) => [group >> 8, group & 0xff])

const NON_PUBLIC_IPV6: Array<[number[], number]> = [
  [groupsToBytes([0xfc00, 0, 0, 0, 0, 0, 0, 0]), 7], // unique local
  [groupsToBytes([0xfe80, 0, 0, 0, 0, 0, 0, 0]), 10], // link-local
  [groupsToBytes([0xfec0, 0, 0, 0, 0, 0, 0, 0]), 10], // deprecated site-local
  [groupsToBytes([0xff00, 0, 0, 0, 0, 0, 0, 0]), 8], // multicast
  [groupsToBytes([0x2001, 0x0db8, 0, 0, 0, 0, 0, 0]), 32], // documentation
  [groupsToBytes([0x0100, 0, 0, 0, 0, 0, 0, 0]), 64], // discard-only
]

/** IPv4 addresses that an IPv6 address carries: mapped, compatible (incl. :: and ::1) and NAT64. */
const EMBEDDED_IPV4: Array<[number[], number]> = [
  [groupsToBytes([0, 0, 0, 0, 0, 0xffff, 0, 0]), 96],
  [groupsToBytes([0, 0, 0, 0, 0, 0, 0, 0]), 96],
  [groupsToBytes([0x0064, 0xff9b, 0, 0, 0, 0, 0, 0]), 96],
]

export function isPublicIPv6(groups: number[]): boolean {
  const bytes = groupsToBytes(groups)
  if (EMBEDDED_IPV4.some(([prefix, bits]) => inRange(bytes, prefix, bits))) {
    // ::, ::1 and every IPv4-compatible form fall here: 0.0.0.0 and 0.0.0.1 are not public.
    return isPublicIPv4(bytes.slice(12))
  }
  return !NON_PUBLIC_IPV6.some(([prefix, bits]) => inRange(bytes, prefix, bits))
}

/** Whether a host name or IP literal (as `URL.hostname` gives it) may be a public host. */
export function isPublicHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  if (host === '') return false
  const v6 = parseIPv6(host)
  if (v6) return isPublicIPv6(v6)
  if (host.includes(':') || host.startsWith('[')) return false
  const v4 = parseIPv4(host)
  if (v4) return isPublicIPv4(v4)
  if (host === 'localhost' || host.endsWith('.localhost')) return false
  // A single-label name (`intranet`) only resolves on a local network.
  return host.includes('.')
}

/**
 * Whether a listening address (HOST) keeps a server on this machine: `localhost`, 127.0.0.0/8 or ::1 (also
 * IPv4-mapped). Anything else, `0.0.0.0` and `::` first, is reachable from elsewhere.
 */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '')
  if (name === 'localhost' || name.endsWith('.localhost')) return true
  const v4 = parseIPv4(name)
  if (v4) return v4[0] === 127
  const v6 = parseIPv6(name)
  if (!v6) return false
  if (v6.slice(0, 7).every((group) => group === 0)) return v6[7] === 1
  const mapped = v6.slice(0, 5).every((group) => group === 0) && v6[5] === 0xffff
  return mapped && (v6[6] ?? 0) >> 8 === 127
}
