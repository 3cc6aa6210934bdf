/**
 * Pictures (issue 13 §7): an event's cover, a store's photo, a game's art. Each is uploaded once (JPEG, PNG or
 * WebP), cropped to 16:9 and stored as WebP in a few widths; the API answers where each width is, so a browser
 * picks one (`srcset`) and reserves its box before it arrives (`width`, `height`).
 */
import { z } from 'zod'
import { LOGO_MAX_BYTES } from './constants'
import { type FileLike, fileSize, image, jpegPngOrWebp } from './validators'
import { asRecord, withRules } from './zod-rules'

/** The widths a picture is stored in (at most its own width: a small upload has fewer, never enlarged). */
export const PICTURE_WIDTHS = [400, 800, 1200] as const
/** Every picture is cropped to this shape: width / height. */
export const PICTURE_ASPECT = { width: 16, height: 9 } as const
/** The same limit as the store logo and the deck photo (DESIGN.md "Images"). */
export const PICTURE_MAX_BYTES = LOGO_MAX_BYTES
export const PICTURE_MAX_KB = PICTURE_MAX_BYTES / 1000
/** What the file pickers offer and the API takes (judged from the bytes). */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const

/** The height of a stored width, the same everywhere (the encoder, a placeholder's box). */
export const pictureHeight = (width: number) =>
  Math.max(1, Math.round((width * PICTURE_ASPECT.height) / PICTURE_ASPECT.width))

export const pictureVariantSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
})

export const pictureSchema = z
  .object({
    width: z.number().int().describe('The largest width stored, in pixels'),
    height: z.number().int().describe('Its height (every picture is 16:9)'),
    variants: z
      .array(pictureVariantSchema)
      .min(1)
      .describe(
        'Every stored width, narrowest first: image/webp, cached for good (the URLs change with the picture)',
      ),
  })
  .meta({ id: 'Picture' })

export type Picture = z.output<typeof pictureSchema>

export const PICTURE_SOURCES = ['cover', 'game'] as const
export type PictureSource = (typeof PICTURE_SOURCES)[number]

/** An event's picture: its own cover, else its game's art (set by the publisher). */
export const eventPictureSchema = pictureSchema
  .extend({
    source: z
      .enum(PICTURE_SOURCES)
      .describe('`cover`: the event’s own, uploaded by its organizer; `game`: the art of its game'),
  })
  .meta({ id: 'EventPicture' })

export type EventPicture = z.output<typeof eventPictureSchema>

const isFileLike = (value: unknown): value is FileLike => {
  const record = asRecord(value)
  return typeof record.name === 'string' && typeof record.size === 'number'
}

/**
 * A picture field of a form: a new file (JPEG, PNG or WebP, at most 5,000,000 bytes), '' or null to remove the
 * picture, or absent to keep it. The API judges the bytes again.
 */
export const pictureFileField = () =>
  withRules(
    z
      .union([z.custom<FileLike>(isFileLike), z.literal(''), z.null()], { error: 'validation.file' })
      .optional(),
    image,
    jpegPngOrWebp,
    fileSize(PICTURE_MAX_KB),
  )
