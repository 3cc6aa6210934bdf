import { randomBytes } from 'node:crypto'
import type { EventPicture, Picture, PictureSource } from '@questboard/domain/picture.schema'
import type { EncodedPicture } from '../images/picture-encoding.ts'
import type { Storage } from '../plugins/storage.ts'
import { MEDIA_PREFIX } from '../users/logo-url.ts'
import type { StoredPicture } from './stored-picture.ts'

/** What a picture belongs to: the first segment of its keys under `pictures/` (pictures.routes.ts serves them). */
export const PICTURE_KINDS = ['covers', 'store-photos', 'game-art'] as const
export type PictureKind = (typeof PICTURE_KINDS)[number]

/** A stored width's file: `<key>-<width>.webp`. */
const fileOf = (key: string, width: number) => `${key}-${width}.webp`

const answered = new WeakMap<StoredPicture, { publicUrl: string; picture: Picture }>()

/**
 * The picture as the API answers it: each stored width's public URL. Made once per stored object (a change
 * stores a new one), since every listed event's summary goes through here.
 */
export function toPicture(stored: StoredPicture, publicUrl: string): Picture {
  const known = answered.get(stored)
  if (known?.publicUrl === publicUrl) return known.picture
  const largest = stored.sizes.at(-1) ?? { width: 0, height: 0 }
  const picture = {
    width: largest.width,
    height: largest.height,
    variants: stored.sizes.map(({ width, height }) => ({
      url: `${publicUrl}${MEDIA_PREFIX}/${fileOf(stored.key, width)}`,
      width,
      height,
    })),
  }
  answered.set(stored, { publicUrl, picture })
  return picture
}

/** The picture or null, as the API answers it. */
export const pictureOrNull = (stored: StoredPicture | null | undefined, publicUrl: string) =>
  stored ? toPicture(stored, publicUrl) : null

const sourced = new WeakMap<Picture, Record<PictureSource, EventPicture>>()

/** An event's picture (issue 13 §7): its cover, else its game's art, else none. */
export function eventPicture(
  cover: StoredPicture | null,
  gameArt: StoredPicture | null,
  publicUrl: string,
): EventPicture | null {
  const stored = cover ?? gameArt
  if (!stored) return null
  const source: PictureSource = cover ? 'cover' : 'game'
  const picture = toPicture(stored, publicUrl)
  let made = sourced.get(picture)
  if (!made) {
    made = { cover: { ...picture, source: 'cover' }, game: { ...picture, source: 'game' } }
    sourced.set(picture, made)
  }
  return made[source]
}

/**
 * Where pictures are kept: every width under one fresh key per upload (`pictures/<kind>/<owner>/<random>`), so
 * a URL never shows two pictures and can be cached for good.
 */
export function createPictureStore(storage: Storage) {
  const remove = async (stored: StoredPicture): Promise<void> => {
    await Promise.all(stored.sizes.map(({ width }) => storage.delete(fileOf(stored.key, width))))
  }

  return {
    /** Stores every width of an encoded picture (picture-upload.ts); nothing stays behind when storing fails. */
    async save(kind: PictureKind, owner: number, { variants }: EncodedPicture): Promise<StoredPicture> {
      const stored: StoredPicture = {
        key: `pictures/${kind}/${owner}/${randomBytes(12).toString('hex')}`,
        sizes: variants.map(({ width, height }) => ({ width, height })),
      }
      try {
        await Promise.all(
          variants.map((variant) => storage.put(fileOf(stored.key, variant.width), variant.bytes)),
        )
      } catch (error) {
        await remove(stored).catch(() => {})
        throw error
      }
      return stored
    },

    /** Removes every width; a failure is left for later (an orphan file, never a row pointing at nothing). */
    async discard(stored: StoredPicture | null | undefined): Promise<void> {
      if (stored) await remove(stored).catch(() => {})
    },
  }
}

export type PictureStore = ReturnType<typeof createPictureStore>
