import { notFound } from '../http/http-error.ts'
import type { EncodedPicture } from '../images/picture-encoding.ts'
import type { PictureStore } from '../pictures/pictures.ts'
import type { StoredPicture } from '../pictures/stored-picture.ts'
import type { GamesRepository } from './games.repository.ts'

interface Dependencies {
  games: Pick<GamesRepository, 'find' | 'replaceArt'>
  pictures: PictureStore
}

/**
 * A game's art (issue 13 §7), set by the publisher's admins: the picture of every event of the game that has
 * no cover of its own. As with covers, the new files are stored, then the row changes, then the old files go.
 */
export function createGameArt({ games, pictures }: Dependencies) {
  return {
    /** 404 for an unknown game, before the upload is read. */
    async assertExists(id: number): Promise<void> {
      if (!(await games.find(id))) throw notFound()
    },

    async set(id: number, picture: EncodedPicture): Promise<void> {
      const stored = await pictures.save('game-art', id, picture)
      let previous: StoredPicture | null | undefined
      try {
        previous = await games.replaceArt(id, stored)
      } catch (error) {
        await pictures.discard(stored)
        throw error
      }
      if (previous === undefined) {
        await pictures.discard(stored)
        throw notFound()
      }
      await pictures.discard(previous)
    },

    async remove(id: number): Promise<void> {
      const previous = await games.replaceArt(id, null)
      if (previous === undefined) throw notFound()
      await pictures.discard(previous)
    },
  }
}

export type GameArt = ReturnType<typeof createGameArt>
