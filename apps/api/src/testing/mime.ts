/**
 * Just enough MIME (RFC 2045–2047) to read what nodemailer writes in tests: headers (unfolded, encoded
 * words decoded), nested multiparts, base64 and quoted-printable bodies.
 */
export interface MimePart {
  headers: Record<string, string>
  /** The decoded body of a leaf part (UTF-8 text). */
  body: string
  parts: MimePart[]
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/%/g, '%25')
    .replace(/=([0-9A-Fa-f]{2})/g, '%$1')
  return decodeURIComponent(bytes)
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, _charset, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )
}

export function parseMime(raw: string): MimePart {
  const split = raw.indexOf('\r\n\r\n')
  const headerText = split === -1 ? raw : raw.slice(0, split)
  const body = split === -1 ? '' : raw.slice(split + 4)
  const headers: Record<string, string> = {}
  for (const line of headerText.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeEncodedWords(line.slice(colon + 1).trim())
  }
  const contentType = headers['content-type'] ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1]
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    const segments = body.split(`--${boundary}`).slice(1, -1)
    return { headers, body: '', parts: segments.map((segment) => parseMime(segment.replace(/^\r\n/, ''))) }
  }
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase()
  const content = body.replace(/\r\n$/, '')
  const decoded =
    encoding === 'base64'
      ? Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(content)
        : content
  return { headers, body: decoded, parts: [] }
}

/** Every leaf part, depth first. */
export function leaves(part: MimePart): MimePart[] {
  return part.parts.length === 0 ? [part] : part.parts.flatMap(leaves)
}
