/**
 * A picture as the database keeps it (`events.cover`, `users.store_photo`, `games.art`): the storage key its
 * files share and the sizes stored. Each width is the object `<key>-<width>.webp`, served under
 * `/media/<key>-<width>.webp` (pictures.routes.ts).
 */
export interface StoredPicture {
  /** e.g. `pictures/covers/12/9f86d081884c7d659a2feaa0` (random: a new picture is a new key). */
  key: string
  /** Narrowest first. */
  sizes: { width: number; height: number }[]
}
