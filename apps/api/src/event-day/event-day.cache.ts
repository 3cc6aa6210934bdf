import type { PlayerRow } from './check-ins.queries.ts'
import type { EventDayQueries } from './event-day.repository.ts'
import type { RoundRow } from './rounds.queries.ts'

/** What the public reads of an event's day are made from: its players and its rounds with their tables. */
export interface DayRows {
  players: PlayerRow[]
  rounds: RoundRow[]
}

/** Events whose rows one instance keeps: the events under way at once, with room to spare. */
const MAX_EVENTS = 100
/** Answers kept per event and version: its rounds and its standings, as the event's stages read them. */
const MAX_ANSWERS = 32

interface Entry {
  version: number
  rows: Promise<DayRows>
  /** Public answers already written as JSON for this version, by what was asked. */
  answers: Map<string, string>
}

/**
 * The rows of each event's day, kept per instance under the event's live version (decision 033): every
 * event-day write moves the version in its own transaction, so rows read after a request read version v are
 * those of v or newer, and a request that sees another version reads them again. When a round is paired, the
 * hundreds of phones and screens that fetch it together cost one read of the rows per instance (concurrent
 * requests share it), not one each. At most MAX_EVENTS events, the least recently read left out first. What
 * an event-day write does not change (a nickname edited on the profile) shows from the event's next change.
 */
export function createEventDayCache(from: Pick<EventDayQueries, 'players' | 'rounds'>) {
  const held = new Map<number, Entry>()

  function entryOf(eventId: number, version: number): Entry {
    const entry = held.get(eventId)
    // A newer read than the version this request saw serves it too: nothing it must see is missing.
    if (entry && entry.version >= version) {
      held.delete(eventId)
      held.set(eventId, entry)
      return entry
    }
    const rows = Promise.all([from.players(eventId), from.rounds(eventId)]).then(([players, rounds]) => ({
      players,
      rounds,
    }))
    const fresh: Entry = { version, rows, answers: new Map() }
    held.set(eventId, fresh)
    if (held.size > MAX_EVENTS) held.delete(held.keys().next().value as number)
    // A failed read (the database away) is not kept: the next request reads again.
    rows.catch(() => {
      if (held.get(eventId) === fresh) held.delete(eventId)
    })
    return fresh
  }

  return {
    rows: (eventId: number, version: number): Promise<DayRows> => entryOf(eventId, version).rows,

    /**
     * A public answer as JSON, written once per version and `key` (what was asked, with the stages it was
     * read with) and then sent as it is to everyone who asks: serializing a 250-table round is most of its cost.
     */
    async answer(
      eventId: number,
      version: number,
      key: string,
      write: (rows: DayRows) => string,
    ): Promise<string> {
      const entry = entryOf(eventId, version)
      const kept = entry.answers.get(key)
      if (kept !== undefined) return kept
      const json = write(await entry.rows)
      if (entry.answers.size < MAX_ANSWERS) entry.answers.set(key, json)
      return json
    },
  }
}

export type EventDayCache = ReturnType<typeof createEventDayCache>
