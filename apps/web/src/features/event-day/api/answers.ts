import type {
  CheckInEntry,
  Drop,
  EventDayRound,
  EventDayTable,
} from '@questboard/domain/event-day/event-day-api.schema'
import type { RoundTimer } from '@questboard/domain/event-day/live.schema'
import type { QueryClient } from '@tanstack/react-query'
import { eventDayKeys } from '../../../lib/query-keys'
import type { ConsoleChange, TimerReading } from '../lib/changes'

/**
 * What the console holds of the server's answers (TanStack Query's cache), with a change the server just took
 * written in at once (decision 035): the device then shows it without waiting for the next fetch, and the next
 * change of the queue finds its ids there (a result, the match of the round just paired).
 */
export function mergeAnswer(client: QueryClient, eventId: string, change: ConsoleChange, answer: unknown) {
  const checkInsKey = eventDayKeys.checkIns(eventId)
  const roundsKey = eventDayKeys.rounds(eventId)
  switch (change.kind) {
    case 'check-in': {
      const entry = answer as CheckInEntry
      void client.cancelQueries({ queryKey: checkInsKey })
      client.setQueryData<CheckInEntry[]>(checkInsKey, (list = []) => {
        const same = (other: CheckInEntry) =>
          other.id === entry.id || (entry.user_id !== null && other.user_id === entry.user_id)
        return list.some(same) ? list.map((other) => (same(other) ? entry : other)) : [...list, entry]
      })
      return
    }
    case 'pair':
    case 're-pair': {
      const round = answer as EventDayRound
      void client.cancelQueries({ queryKey: roundsKey })
      client.setQueryData<EventDayRound[]>(roundsKey, (list = []) => [
        ...list.filter((other) => other.number !== round.number),
        round,
      ])
      return
    }
    case 'result': {
      const table = answer as EventDayTable
      void client.cancelQueries({ queryKey: roundsKey })
      client.setQueryData<EventDayRound[]>(roundsKey, (list = []) =>
        list.map((round) => {
          if (!round.tables.some((other) => other.match_id === table.match_id)) return round
          const tables = round.tables.map((other) => (other.match_id === table.match_id ? table : other))
          return { ...round, tables, complete: tables.every((other) => other.status === 'confirmed') }
        }),
      )
      return
    }
    case 'drop': {
      const drop = answer as Drop
      void client.cancelQueries({ queryKey: checkInsKey })
      client.setQueryData<CheckInEntry[]>(checkInsKey, (list = []) =>
        list.map((entry) => (entry.id === drop.check_in_id ? { ...entry, dropped: true } : entry)),
      )
      return
    }
    case 'timer': {
      const timer = answer as RoundTimer
      const key = eventDayKeys.timer(eventId, timer.round)
      void client.cancelQueries({ queryKey: key })
      client.setQueryData<TimerReading>(key, { timer, receivedAt: Date.now() })
      return
    }
  }
}
