import type { EventPicture, Picture } from '@questboard/domain/picture.schema'

/** A picture as the API answers it: WebP in 400, 800 and 1200 pixels (16:9), under `name`. */
export function picture(name = 'cover'): Picture {
  return {
    width: 1200,
    height: 675,
    variants: [400, 800, 1200].map((width) => ({
      url: `https://events.example.com/media/pictures/${name}-${width}.webp`,
      width,
      height: Math.round((width * 9) / 16),
    })),
  }
}

/** An event's picture: its own cover, or (`game`) its game's artwork. */
export const eventPicture = (source: EventPicture['source'] = 'cover'): EventPicture => ({
  ...picture(source),
  source,
})
