import type { Picture } from '@questboard/domain/picture.schema'
import styles from './picture.module.css'

/** The width a browser without `srcset` shows: the one meant for a card at twice its CSS pixels. */
const DEFAULT_WIDTH = 800

/** Where `<img srcset>` is written: each stored width and its URL. */
export const srcSetOf = (picture: Picture) =>
  picture.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ')

/** The `src` of a picture: the stored width nearest to DEFAULT_WIDTH from below, else the narrowest. */
export function defaultSrcOf(picture: Picture): string {
  const fitting = picture.variants.filter((variant) => variant.width <= DEFAULT_WIDTH).at(-1)
  return (fitting ?? picture.variants[0])?.url ?? ''
}

/**
 * A picture of the product (issue 13 §7): an event's cover, a game's art, a store's photo. Its frame has the
 * pictures' shape (16:9) before anything arrives, so nothing moves when the image does; with no picture, the
 * frame shows the placeholder (a pattern in the product's colours). The browser picks a width (`srcset`,
 * `sizes`) and, unless `priority`, fetches it only near the viewport and decodes it off the main thread.
 *
 * `alt`: "" where the picture only decorates what the text already says (a card); a description where it
 * is content (the event's page, the store's page).
 */
export function PictureFrame({
  picture,
  sizes,
  alt,
  className = '',
  priority = false,
}: {
  picture: Picture | null
  /** How wide the picture shows at each viewport, for the browser's choice of a width. */
  sizes: string
  alt: string
  className?: string
  /** The page's main picture at the top: fetched at once, first. */
  priority?: boolean
}) {
  return (
    <div className={`${styles.frame} ${className}`} data-picture={picture ? 'shown' : 'none'}>
      {picture && (
        <img
          className={styles.image}
          src={defaultSrcOf(picture)}
          srcSet={srcSetOf(picture)}
          sizes={sizes}
          width={picture.width}
          height={picture.height}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
      )}
    </div>
  )
}
