/** The demo players, and which of them fill an event's taken seats. */
import type { Random } from './demo-random.ts'

export const DEMO_PLAYER_COUNT = 64

const PLAYER_NAMES = [
  'Mara',
  'Tomas',
  'Ines',
  'Yuki',
  'Noah',
  'Lena',
  'Omar',
  'Sofia',
  'Pieter',
  'Chloe',
  'Diego',
  'Freya',
  'Hugo',
  'Amara',
  'Jonas',
  'Lucia',
]

/** `DEMO_PLAYER_COUNT` players with birth dates (all adults) and countries of the seven. */
export function demoPlayers(random: Random) {
  return Array.from({ length: DEMO_PLAYER_COUNT }, (_, i) => {
    const number = String(i + 1).padStart(2, '0')
    return {
      subject: `demo-player-${number}`,
      email: `player-${number}@demo.questboard.test`,
      nickname: `${PLAYER_NAMES[i % PLAYER_NAMES.length]}${Math.floor(i / PLAYER_NAMES.length) + 1}`,
      country: random.pick(['GB', 'NL', 'FR', 'ES', 'DE', 'US', 'CA']),
      birthDate: `19${random.int(70, 99)}-0${random.int(1, 9)}-1${random.int(0, 9)}`,
    }
  })
}

/** Choose `count` distinct player indexes. */
export function pickPlayers(random: Random, count: number): number[] {
  const pool = Array.from({ length: DEMO_PLAYER_COUNT }, (_, i) => i)
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random.next() * (pool.length - i))
    ;[pool[i], pool[j]] = [pool[j] as number, pool[i] as number]
  }
  return pool.slice(0, count)
}
