import QRCode from 'qrcode'

/** A QR code as an SVG path: its side in modules (the quiet zone included) and one `M…h1v1h-1z` per dark module. */
export interface QrPath {
  size: number
  path: string
}

/** The margin QR readers need around the code: four modules (ISO/IEC 18004). */
const QUIET_ZONE = 4

/**
 * The QR code of `text` (a check-in code: six characters), drawn by the `qrcode` library's encoder and written
 * as one SVG path, so the page needs no canvas and no image request. Medium error correction survives a scuffed
 * phone screen.
 */
export function qrPath(text: string): QrPath {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const parts: string[] = []
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) parts.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`)
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, path: parts.join('') }
}
