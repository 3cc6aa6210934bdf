import { OTHER_GAME_ID } from '@questboard/domain/constants'

/** The publisher's games (invented in-house titles). Ids are fixed: events and links refer to them. */
export const GAMES: readonly { id: number; name: string }[] = [
  { id: 1, name: 'Crownfall Chronicles' },
  { id: 2, name: 'Starforge Tactics' },
  { id: 3, name: 'Emberveil Duels' },
  { id: 4, name: 'Hollowdeep Delvers' },
  { id: 5, name: 'Skyreach Armada' },
  { id: 6, name: 'Thornwood Skirmish' },
  { id: 7, name: 'Glimmerkin Trading Cards' },
  { id: 8, name: 'Ironmoor Siegeworks' },
  { id: 9, name: 'Tidecaller Legends' },
  { id: 10, name: 'Lanternfall Miniatures' },
  { id: OTHER_GAME_ID, name: 'Other' },
]
