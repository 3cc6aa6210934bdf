import type { TFunction } from 'i18next'

/**
 * A game's name in the interface language: the catalog's `games.<id>` where a translator gave one ("Other",
 * 11, in every language), else the name the API sends (the publisher's titles are the same in every language).
 */
export function gameName(t: TFunction, id: number, name: string): string {
  return t(`games.${id}` as 'games.11', { defaultValue: name })
}
