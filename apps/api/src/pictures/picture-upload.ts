import { formatMessage } from '@questboard/domain/messages'
import type { FastifyRequest } from 'fastify'
import { HttpError } from '../http/http-error.ts'
import { IMAGE_TOO_LARGE, ImageRejected } from '../images/image-upload.ts'
import { type EncodedPicture, encodePicture } from '../images/picture-encoding.ts'

/** A picture field as a multipart body carried it: a file (cut short past the limit), or a text. */
export type PictureSubmission = { bytes: Buffer; truncated: boolean } | string

export const PICTURE_MESSAGES = {
  required: formatMessage('validation.required'),
  type: formatMessage('validation.pictureType'),
  invalid: formatMessage('validation.file'),
  tooLarge: IMAGE_TOO_LARGE,
} as const

/** A 400 naming the picture's field (plugins/errors.ts answers it). */
export class PictureInvalid extends HttpError {
  override name = 'PictureInvalid'
  constructor(field: string, message: string) {
    super(400, { [field]: [message] }, message)
  }
}

/**
 * What a picture field asks: a new picture, encoded (images/picture-encoding.ts); `null`: remove it (an empty
 * text, what a form sends to delete); undefined: the field was absent. A refusal is its message.
 */
export async function readPictureField(
  value: PictureSubmission | undefined,
): Promise<{ picture: EncodedPicture | null | undefined } | { error: string }> {
  if (value === undefined) return { picture: undefined }
  if (typeof value === 'string') {
    return value.trim() === '' ? { picture: null } : { error: PICTURE_MESSAGES.invalid }
  }
  if (value.truncated) return { error: PICTURE_MESSAGES.tooLarge }
  if (value.bytes.length === 0) return { error: PICTURE_MESSAGES.required }
  try {
    return { picture: await encodePicture(value.bytes) }
  } catch (error) {
    if (!(error instanceof ImageRejected)) throw error
    return { error: error.reason === 'type' ? PICTURE_MESSAGES.type : PICTURE_MESSAGES.invalid }
  }
}

/**
 * A new picture from a route that takes only that one file (`field`): encoded, or a PictureInvalid naming the
 * field (no file, an empty one, too large, not a picture). Other parts are read past.
 */
export async function readPictureUpload(request: FastifyRequest, field: string): Promise<EncodedPicture> {
  let value: PictureSubmission | undefined
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== field || value !== undefined) {
          part.file.resume()
          continue
        }
        const bytes = await part.toBuffer()
        value = { bytes, truncated: part.file.truncated }
      }
    }
  } catch (error) {
    // Not multipart, malformed, or cut short: the field is missing.
    request.log.info({ err: error }, 'picture upload refused')
    throw new PictureInvalid(field, PICTURE_MESSAGES.required)
  }
  if (value === undefined) throw new PictureInvalid(field, PICTURE_MESSAGES.required)
  const read = await readPictureField(value)
  if ('error' in read) throw new PictureInvalid(field, read.error)
  if (!read.picture) throw new PictureInvalid(field, PICTURE_MESSAGES.required)
  return read.picture
}
