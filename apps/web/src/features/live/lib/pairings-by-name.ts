import type {
  EventDayPlayer,
  EventDayRound,
  Standing,
} from '@questboard/domain/event-day/event-day-api.schema'

/** One line of the big screen's pairings: a player, their table and opponent (null: a bye). */
export interface PairingLine {
  player: EventDayPlayer
  table: number
  opponent: EventDayPlayer | null
  /** The player's games won, lost and drawn, once a result is entered (from their side). */
  score: [number, number, number] | null
}

/**
 * The round's tables as players look for themselves on a screen: every player once, by name (in the page's
 * language's order, nameless last), with their table and opponent.
 */
export function pairingsByName(round: EventDayRound, locale: string): PairingLine[] {
  const lines = round.tables.flatMap((table): PairingLine[] => {
    const entered = table.player1_wins !== null && table.player2_wins !== null
    const first: PairingLine = {
      player: table.player1,
      table: table.table,
      opponent: table.player2,
      score: entered ? [table.player1_wins ?? 0, table.player2_wins ?? 0, table.draws ?? 0] : null,
    }
    if (!table.player2) return [first]
    return [
      first,
      {
        player: table.player2,
        table: table.table,
        opponent: table.player1,
        score: entered ? [table.player2_wins ?? 0, table.player1_wins ?? 0, table.draws ?? 0] : null,
      },
    ]
  })
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true })
  // A deleted account's player has no name: after the named ones.
  const nameless = (line: PairingLine) => (line.player.nickname === null ? 1 : 0)
  return lines.sort(
    (a, b) =>
      nameless(a) - nameless(b) ||
      collator.compare(a.player.nickname ?? '', b.player.nickname ?? '') ||
      a.player.id - b.player.id,
  )
}

/** The signed-in player's table in the round and their line of the standings, by their account. */
export function mine(
  round: EventDayRound | undefined,
  standings: Standing[] | undefined,
  userId: number | null,
) {
  const line =
    round && userId !== null
      ? pairingsByName(round, 'en').find((candidate) => candidate.player.user_id === userId)
      : undefined
  const status = line ? round?.tables.find((table) => table.table === line.table)?.status : undefined
  const standing = userId === null ? undefined : standings?.find((row) => row.player.user_id === userId)
  return { line, status, standing }
}
