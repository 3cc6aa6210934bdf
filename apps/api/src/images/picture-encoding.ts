import { PICTURE_ASPECT, PICTURE_WIDTHS, pictureHeight } from '@questboard/domain/picture.schema'
import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { ImageRejected } from './image-upload.ts'

/** The same guard as the logo's: a small file may decode to a huge bitmap. */
const MAX_PIXELS = 50_000_000
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp'])
/** WebP at this quality: a 1200-wide photo weighs 60–150 KB. */
const WEBP = { quality: 80, effort: 4 } as const

export interface EncodedPicture {
  /** Narrowest first; each one WebP, cropped to 16:9. */
  variants: { width: number; height: number; bytes: Buffer }[]
}

/** The widths to store for a picture whose 16:9 crop is `width` wide: never enlarged, at least one. */
export function widthsFor(width: number): number[] {
  const widths = PICTURE_WIDTHS.filter((wanted) => wanted <= width)
  return widths.length > 0 ? widths : [width]
}

/**
 * A picture (issue 13 §7) from uploaded bytes: a JPEG, PNG or WebP judged from the bytes, never the name;
 * decoded (its EXIF orientation applied) and encoded again as WebP in each width of PICTURE_WIDTHS up to its
 * own, cropped to 16:9 around what draws the eye (sharp's `attention` strategy). Nothing but pixels is kept:
 * no EXIF (its GPS position), comment or profile, nor anything hidden after the image data.
 */
export async function encodePicture(bytes: Buffer): Promise<EncodedPicture> {
  const type = await fileTypeFromBuffer(bytes)
  if (!type || !ACCEPTED.has(type.mime)) throw new ImageRejected('type')
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error', autoOrient: true })
    const { autoOrient } = await image.metadata()
    const cropWidth = Math.min(
      autoOrient.width,
      Math.floor((autoOrient.height * PICTURE_ASPECT.width) / PICTURE_ASPECT.height),
    )
    const variants = await Promise.all(
      widthsFor(Math.max(1, cropWidth)).map(async (width) => {
        const height = pictureHeight(width)
        const encoded = await image
          .clone()
          .resize(width, height, { fit: 'cover', position: sharp.strategy.attention })
          .webp(WEBP)
          .toBuffer()
        return { width, height, bytes: encoded }
      }),
    )
    return { variants }
  } catch {
    throw new ImageRejected('corrupt')
  }
}
