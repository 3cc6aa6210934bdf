import { LOGO_MAX_BYTES, LOGO_MAX_KB } from '@questboard/domain/constants'
import { formatMessage } from '@questboard/domain/messages'
import { fileTypeFromBuffer } from 'file-type'
import sharp, { type Sharp } from 'sharp'

/**
 * Uploaded images (the store logo and the deck photo, DESIGN.md "Images"): JPEG or PNG judged from the bytes,
 * at most 5,000,000 bytes, decoded and encoded again so that nothing but the pixels is kept.
 */
export const IMAGE_MAX_BYTES = LOGO_MAX_BYTES

/** "The file must not be larger than 5000 KB" (the spec's KB are 1,000 bytes). */
export const IMAGE_TOO_LARGE = formatMessage('validation.fileSize', { max: LOGO_MAX_KB })

/** The multipart limit of a route taking one image: a bigger file fails with isFileTooLarge. */
export const IMAGE_MULTIPART_LIMITS = { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, parts: 20 } as const

// A 5 MB file may still decode to a huge bitmap (a "decompression bomb"); 50 megapixels is any camera's.
const MAX_PIXELS = 50_000_000

const FORMATS = {
  'image/jpeg': { extension: 'jpg', encode: (image: Sharp) => image.jpeg({ quality: 85 }) },
  'image/png': { extension: 'png', encode: (image: Sharp) => image.png() },
} as const

export type ImageExtension = (typeof FORMATS)[keyof typeof FORMATS]['extension']

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png' }

/** The content type to serve a stored image with, from its key's extension; undefined for anything else. */
export function imageContentType(key: string): string | undefined {
  return CONTENT_TYPES[key.split('.').pop() ?? '']
}

/** Why bytes were refused: `type` when they are not a JPEG or PNG, `corrupt` when they do not decode. */
export class ImageRejected extends Error {
  override name = 'ImageRejected'
  constructor(readonly reason: 'type' | 'corrupt') {
    super(reason === 'type' ? 'not a JPEG or PNG image' : 'the image does not decode')
  }
}

/**
 * The type comes from the bytes, never the name; the image is decoded and encoded again in its own format,
 * which drops every metadata block (EXIF with its GPS position, comments, profiles) and anything hidden
 * after the image data. The EXIF orientation is applied first, so the image still shows upright.
 */
export async function reencodeImage(bytes: Buffer): Promise<{ bytes: Buffer; extension: ImageExtension }> {
  const type = await fileTypeFromBuffer(bytes)
  const format = type && type.mime in FORMATS ? FORMATS[type.mime as keyof typeof FORMATS] : undefined
  if (!format) throw new ImageRejected('type')
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate()
    return { bytes: await format.encode(image).toBuffer(), extension: format.extension }
  } catch {
    throw new ImageRejected('corrupt')
  }
}

/** @fastify/multipart's error for a file over `limits.fileSize` (with `throwFileSizeLimit`). */
export function isFileTooLarge(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE'
}
