// @vitest-environment happy-dom
import type { EventDayRound, Standing } from '@questboard/domain/event-day/event-day-api.schema'
import type { LiveMessage } from '@questboard/domain/event-day/live.schema'
import { act, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderScreen, stubFetch } from '../../../testing/render'
import { useLiveDay } from './use-live-day'

/**
 * The browser's EventSource at the network's edge (as `stubFetch` is for fetch): the test says what the server
 * sends. The hook itself is the app's.
 */
class ServerSentEvents extends EventTarget {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSED = 2
  static opened: ServerSentEvents[] = []
  readyState = ServerSentEvents.OPEN
  constructor(readonly url: string) {
    super()
    ServerSentEvents.opened.push(this)
  }
  close() {
    this.readyState = ServerSentEvents.CLOSED
  }
  send(message: LiveMessage) {
    const data = JSON.stringify(message)
    act(() => {
      this.dispatchEvent(new MessageEvent('change', { data, lastEventId: String(message.version) }))
    })
  }
}

const player = (id: number, nickname: string) => ({ id, user_id: id * 10, nickname, guest: false })
const roundOf = (number: number, names: [string, string]): EventDayRound => ({
  number,
  stage: 0,
  format: 'SW',
  seed: '0'.repeat(32),
  planned_rounds: 3,
  started_at: '2025-05-01T10:00:00.000Z',
  complete: false,
  tables: [
    {
      match_id: number * 100,
      table: 1,
      player1: player(1, names[0]),
      player2: player(2, names[1]),
      player1_wins: null,
      player2_wins: null,
      draws: null,
      status: 'pending',
      reported_by: null,
    },
  ],
})
const standings: Standing[] = [
  {
    rank: 1,
    player: player(1, 'Ada'),
    points: 3,
    omw: 33.33,
    gw: 66.67,
    ogw: 33.33,
    wins: 1,
    losses: 0,
    draws: 0,
    stage: 0,
    dropped: false,
  },
]

function Day() {
  const day = useLiveDay('9')
  const table = day.round.data?.tables[0]
  return (
    <>
      <p>
        {table
          ? `Round ${day.round.data?.number}: ${table.player1.nickname} – ${table.player2?.nickname}`
          : '…'}
      </p>
      <p>{`Leader: ${day.standings.data?.[0]?.player.nickname ?? 'none'}`}</p>
    </>
  )
}

beforeEach(() => {
  ServerSentEvents.opened = []
  vi.stubGlobal('EventSource', ServerSentEvents)
})

describe('the live views’ day', () => {
  it('shows the round and the standings the stream carries, asking the server for neither', async () => {
    const requests = stubFetch(() => undefined)
    renderScreen(<Day />)
    const stream = ServerSentEvents.opened[0]
    expect(stream?.url).toBe('/api/events/9/live/')
    stream?.send({
      version: 5,
      changes: ['pairings', 'results', 'standings', 'players', 'timer'],
      round: 1,
      timer: null,
      round_detail: roundOf(1, ['Ada', 'Bob']),
      standings,
    })
    await screen.findByText('Round 1: Ada – Bob')
    screen.getByText('Leader: Ada')

    // The next pairing replaces it, from the message alone.
    stream?.send({
      version: 6,
      changes: ['pairings', 'standings', 'timer'],
      round: 2,
      timer: null,
      round_detail: roundOf(2, ['Ada', 'Carla']),
      standings: [],
    })
    await screen.findByText('Round 2: Ada – Carla')
    screen.getByText('Leader: none')
    expect(requests.map((request) => request.url)).toEqual([])
  })

  it('fetches the round at once when a pairing’s message lacks it', async () => {
    const requests = stubFetch((request) =>
      request.url === '/api/events/9/rounds/3/' ? { json: roundOf(3, ['Dmitri', 'Eve']) } : undefined,
    )
    renderScreen(<Day />)
    const stream = ServerSentEvents.opened[0]
    stream?.send({
      version: 5,
      changes: ['timer'],
      round: 2,
      timer: null,
      round_detail: roundOf(2, ['Ada', 'Bob']),
    })
    await screen.findByText('Round 2: Ada – Bob')
    // Too heavy to carry (or unreadable for the server): the views ask for it.
    stream?.send({ version: 6, changes: ['pairings', 'timer'], round: 3, timer: null })
    await screen.findByText('Round 3: Dmitri – Eve')
    expect(requests.map((request) => request.url)).toContain('/api/events/9/rounds/3/')
    expect(requests.map((request) => request.url)).not.toContain('/api/events/9/rounds/2/')
  })
})
