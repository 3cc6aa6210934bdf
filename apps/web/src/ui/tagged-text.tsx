import { Fragment, type ReactNode } from 'react'

export interface TextSegment {
  text: string
  /** The tag around the text (`privacy` for `<privacy>…</privacy>`), none for plain text. */
  tag?: string
}

const TAGGED = /<(\w+)>(.*?)<\/\1>/gs

/** A translated text cut at its `<name>…</name>` spans (not nested), in order; empty plain parts are left out. */
export function splitTags(text: string): TextSegment[] {
  const segments: TextSegment[] = []
  let last = 0
  for (const match of text.matchAll(TAGGED)) {
    if (match.index > last) segments.push({ text: text.slice(last, match.index) })
    segments.push({ tag: match[1], text: match[2] ?? '' })
    last = match.index + match[0].length
  }
  if (last < text.length) segments.push({ text: text.slice(last) })
  return segments
}

/**
 * A translated text whose `<name>…</name>` spans render through `tags[name]` (a link, emphasis…), the rest
 * as text; a span without a renderer shows its text. What react-i18next's `<Trans>` does for our catalogs,
 * without the HTML parser it brings to every page.
 */
export function TaggedText({
  text,
  tags,
}: {
  text: string
  tags: Record<string, (content: string) => ReactNode>
}) {
  return splitTags(text).map(({ tag, text: content }, index) => {
    const render = tag === undefined ? undefined : tags[tag]
    // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one text, always in the same order
    return <Fragment key={index}>{render ? render(content) : content}</Fragment>
  })
}
