// The confirmation mail's QR code, as the organizer's console reads it: decoded by ZXing (the console's own
// fallback reader) from the PNG's pixels, as pngjs reads any PNG.
import { BinaryBitmap, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from '@zxing/library'
import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { checkInQrAttachment, qrPng } from './check-in-qr.ts'

function decode(png: Buffer): string {
  const image = PNG.sync.read(png)
  const luminances = new Uint8ClampedArray(image.width * image.height)
  for (let i = 0; i < luminances.length; i++) luminances[i] = image.data[i * 4] ?? 0
  const bitmap = new BinaryBitmap(
    new HybridBinarizer(new RGBLuminanceSource(luminances, image.width, image.height)),
  )
  return new QRCodeReader().decode(bitmap).getText()
}

describe('the check-in QR code of the confirmation mail', () => {
  it.each(['K7Q2XM', 'ABC234', 'ZZZZZZ'])('reads back as %s', (code) => {
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
