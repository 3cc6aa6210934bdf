import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { ImageRejected } from './image-upload.ts'
import { encodePicture, widthsFor } from './picture-encoding.ts'

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#7c3aed' } })

describe('encodePicture', () => {
  test.each([
    ['a JPEG', () => photo(1600, 1200).jpeg().toBuffer()],
    ['a PNG', () => photo(1600, 1200).png().toBuffer()],
    ['a WebP', () => photo(1600, 1200).webp().toBuffer()],
  ])('%s becomes WebP files of 400, 800 and 1200 pixels, cropped to 16:9', async (_name, bytes) => {
    const { variants } = await encodePicture(await bytes())
    expect(variants.map(({ width, height }) => [width, height])).toEqual([
      [400, 225],
      [800, 450],
      [1200, 675],
    ])
    for (const variant of variants) {
      const meta = await sharp(variant.bytes).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', variant.width, variant.height])
    }
  })

  test('a small picture is never enlarged: only the widths it has, or its own', async () => {
    const medium = await encodePicture(await photo(1000, 600).jpeg().toBuffer())
    expect(medium.variants.map((variant) => variant.width)).toEqual([400, 800])
    const small = await encodePicture(await photo(300, 300).png().toBuffer())
    expect(small.variants.map(({ width, height }) => [width, height])).toEqual([[300, 169]])
    expect(widthsFor(1200)).toEqual([400, 800, 1200])
    expect(widthsFor(90)).toEqual([90])
  })

  test('a tall picture is cropped to 16:9 across its width', async () => {
    const { variants } = await encodePicture(await photo(900, 1600).jpeg().toBuffer())
    expect(variants.map(({ width, height }) => [width, height])).toEqual([
      [400, 225],
      [800, 450],
    ])
  })

  test('the camera’s orientation is applied, and no metadata is kept', async () => {
    // Stored 900 wide and 1600 high, shown turned a quarter (EXIF orientation 6): 1600 × 900 upright.
    const turned = await photo(900, 1600)
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'secret-store', Artist: 'Owner' } })
      .jpeg()
      .toBuffer()
    const { variants } = await encodePicture(turned)
    expect(variants.map((variant) => variant.width)).toEqual([400, 800, 1200])
    for (const variant of variants) {
      const meta = await sharp(variant.bytes).metadata()
      expect(meta.exif).toBeUndefined()
      expect(meta.orientation).toBeUndefined()
      expect(variant.bytes.includes(Buffer.from('secret-store'))).toBe(false)
    }
  })

  test.each([
    ['a GIF', () => photo(40, 30).gif().toBuffer(), 'type'],
    ['a text file', async () => Buffer.from('not a picture at all'), 'type'],
    [
      'an SVG',
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>'),
      'type',
    ],
    ['a JPEG cut in half', async () => (await photo(400, 300).jpeg().toBuffer()).subarray(0, 300), 'corrupt'],
  ])('%s is refused (%s)', async (_name, bytes, reason) => {
    const refused = await encodePicture(await bytes()).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ImageRejected)
    expect((refused as ImageRejected).reason).toBe(reason)
  })
})
