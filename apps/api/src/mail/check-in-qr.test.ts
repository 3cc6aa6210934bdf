// The confirmation mail's QR code, as the organizer's console reads it: decoded by jsQR (the console's own
// fallback reader) from the PNG's pixels, as pngjs reads any PNG.
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { checkInQrAttachment, qrPng } from './check-in-qr.ts'

function decode(png: Buffer): string | undefined {
  const image = PNG.sync.read(png)
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data
}

describe('the check-in QR code of the confirmation mail', () => {
  it.each(['K7Q2XM', 'ABC234', 'ZZZZZZ', 'SM7C5F', 'EFBUST'])('reads back as %s', (code) => {
    const png = qrPng(code)
    const image = PNG.sync.read(png)
    // Version 1 (21 modules: six characters need no more) and the quiet zone of 4, 8 pixels each.
    expect([image.width, image.height]).toEqual([232, 232])
    expect(decode(png)).toBe(code)
  })

  it('is an inline PNG attachment the HTML part names by its content id', () => {
    const attachment = checkInQrAttachment('K7Q2XM')
    expect(attachment).toMatchObject({ contentType: 'image/png', encoding: 'base64', cid: 'check-in-code' })
    expect(decode(Buffer.from(attachment.content, 'base64'))).toBe('K7Q2XM')
  })
})
