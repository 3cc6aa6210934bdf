import fp from 'fastify-plugin'
import type { LiveConfig } from '../config.ts'
import { readLiveStates } from './live.repository.ts'
import { createLiveHub, type LiveHub } from './live-hub.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The live views' hub of this instance (decision 033). */
    live: LiveHub
  }
}

export const LIVE_DEFAULTS: LiveConfig = { pollMs: 500, maxWatchers: 2000, heartbeatMs: 15_000 }

/**
 * The live views (decision 033): one hub per instance, polling the database for the events its watchers
 * follow. Its streams end before the server closes (`preClose`), or the close would wait for them forever.
 */
export const livePlugin = fp(
  async (app) => {
    const settings = { ...LIVE_DEFAULTS, ...app.config.live }
    const hub = createLiveHub({
      read: (eventIds) => readLiveStates(app.db, eventIds),
      // The services are built after the hub (they tell it of their writes): asked for when a message is sent.
      carry: (eventId, number, want) => app.services.eventDay.rounds.carried(eventId, number, want),
      ...settings,
      log: app.log.child({ module: 'live' }),
    })
    app.decorate('live', hub)
    app.addHook('onReady', async () => hub.start())
    app.addHook('preClose', async () => hub.stop())
  },
  { name: 'live', dependencies: ['db'] },
)
