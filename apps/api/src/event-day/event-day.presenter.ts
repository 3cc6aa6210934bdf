import type { StageFormat } from '@questboard/domain/constants'
import type {
  EventDayPlayer,
  EventDayRound,
  EventDayTable,
  Standing,
} from '@questboard/domain/event-day/event-day-api.schema'
import { type EventDay, eventStandings, stagesOf } from '@questboard/domain/event-day/tournament'
import type { PlayerRow } from './check-ins.queries.ts'
import type { MatchRow, RoundRow } from './rounds.queries.ts'

const percent = (fraction: number) => Math.round(fraction * 10_000) / 100

/** Event day's answers, from the rows of the repository. */
export function createEventDayPresenter(players: PlayerRow[]) {
  const byId = new Map(players.map((player) => [player.id, player]))
  const player = (id: number): EventDayPlayer => {
    const row = byId.get(id)
    return { id, user_id: row?.userId ?? null, nickname: row?.nickname ?? null, guest: row?.guest ?? false }
  }

  const table = (match: MatchRow): EventDayTable => ({
    match_id: match.id,
    table: match.tableNumber,
    player1: player(match.player1Id),
    player2: match.player2Id === null ? null : player(match.player2Id),
    player1_wins: match.player1Wins,
    player2_wins: match.player2Wins,
    draws: match.draws,
    status: match.status,
    reported_by:
      [match.player1Id, match.player2Id].find(
        (id) => id !== null && match.reportedBy !== null && byId.get(id)?.userId === match.reportedBy,
      ) ?? null,
  })

  const round = (row: RoundRow, day: EventDay): EventDayRound => ({
    number: row.number,
    stage: row.stage,
    format: (stagesOf(day).find((stage) => stage.orderIndex === row.stage)?.format ?? 'SW') as StageFormat,
    seed: row.seed,
    planned_rounds: row.plannedRounds,
    started_at: row.startedAt.toISOString(),
    complete: row.matches.every((match) => match.status === 'confirmed'),
    tables: row.matches.map(table),
  })

  const standings = (day: EventDay): Standing[] =>
    eventStandings(day).map((row) => ({
      rank: row.rank,
      player: player(row.entrant),
      points: row.points,
      omw: percent(row.omw),
      gw: percent(row.gw),
      ogw: percent(row.ogw),
      wins: row.wins,
      losses: row.losses,
      draws: row.draws,
      stage: row.stage,
      dropped: row.dropped,
    }))

  return { player, table, round, standings }
}
