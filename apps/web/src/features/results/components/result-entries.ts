import type { ResultCategory } from '@questboard/domain/constants'
import { toFieldErrors } from '@questboard/domain/error-body'
import type { MessageKey, MessageParams } from '@questboard/domain/messages'
import { type ResultForm, resultFormSchema } from '@questboard/domain/result.schema'
import type { ResultPlayer } from '../api/award-xp'

/**
 * What the modal holds for one registered player: absent, attended without a rank, or a position (competitive
 * only). Absent players are left out of the body: only who came earns XP.
 */
export type Entry = 'absent' | 'attended' | number

export interface EntryError {
  key: MessageKey
  params: MessageParams
}

export interface Checked {
  form?: ResultForm
  /** Errors by player id, and `form` for the whole form (nobody attended). */
  errors: Record<string, EntryError>
}

/** The initial entries: everyone attended, nobody is ranked yet. */
export function initialEntries(players: readonly ResultPlayer[]): Record<number, Entry> {
  return Object.fromEntries(players.map((player) => [player.id, 'attended' as Entry]))
}

/** The result form built from the entries and checked by the domain schema (duplicates, none present…). */
export function buildResultForm(
  category: ResultCategory,
  players: readonly ResultPlayer[],
  entries: Record<number, Entry>,
): Checked {
  const present = players.filter((player) => (entries[player.id] ?? 'attended') !== 'absent')
  const body = {
    event_category: category,
    players: present.map((player) => {
      const entry = entries[player.id]
      return {
        id: player.id,
        name: player.name,
        position: category === 'competitive' && typeof entry === 'number' ? entry : null,
      }
    }),
  }
  const parsed = resultFormSchema.safeParse(body)
  if (parsed.success) return { form: parsed.data, errors: {} }
  const errors: Record<string, EntryError> = {}
  for (const [path, error] of Object.entries(toFieldErrors(parsed.error))) {
    const match = /^players\.(\d+)\./.exec(path)
    const player = match ? present[Number(match[1])] : undefined
    errors[player ? String(player.id) : 'form'] = error
  }
  return { errors }
}
