import { newCheckInCode } from '@questboard/domain/event-day/check-in-code'
import { describe, expect, it } from 'vitest'
import { qrPath } from './qr-code'
import { jsQrReader } from './qr-reader'

/** The QR code's SVG path drawn as pixels (`scale` pixels a module, white around), as a camera would see it. */
function rasterize(text: string, scale = 4, offset = 13): ImageData {
  const { size, path } = qrPath(text)
  const width = size * scale + 2 * offset
  const data = new Uint8ClampedArray(width * width * 4).fill(255)
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy++)
      for (let dx = 0; dx < scale; dx++) {
        const pixel = ((Number(y) * scale + dy + offset) * width + Number(x) * scale + dx + offset) * 4
        data.fill(0, pixel, pixel + 3)
      }
  }
  return { data, width, height: width, colorSpace: 'srgb' } as ImageData
}

describe('check-in QR codes', () => {
  it('draws a code that the reader reads back as the same six characters', async () => {
    const read = await jsQrReader()
    for (const code of [newCheckInCode(), newCheckInCode(), 'K7MQ2P']) {
      expect(await read(rasterize(code))).toBe(code)
    }
  })

  it('reads the codes ZXing, the reader before, could not read at any size', async () => {
    const read = await jsQrReader()
    for (const code of ['SM7C5F', 'EFBUST', '5S7JNM', 'ZCENE4', 'SCMHPR', '8E6YVY'])
      for (const scale of [3, 4, 6, 8]) expect(await read(rasterize(code, scale, 60))).toBe(code)
  })

  it('keeps the quiet zone readers need, and reads nothing in a blank frame', async () => {
    const { size, path } = qrPath('K7MQ2P')
    // Version 1 (21 modules) and four blank modules each side.
    expect(size).toBe(29)
    expect(path.startsWith('M4 4h1v1h-1z')).toBe(true)
    const blank = { data: new Uint8ClampedArray(64 * 64 * 4).fill(255), width: 64, height: 64 } as ImageData
    expect(await (await jsQrReader())(blank)).toBeNull()
  })
})
