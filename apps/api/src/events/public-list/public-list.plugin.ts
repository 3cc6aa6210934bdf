import fp from 'fastify-plugin'
import { createPublicList, type PublicList } from './public-list.ts'

declare module 'fastify' {
  interface FastifyInstance {
    publicList: PublicList
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * The one public list of this instance (docs/decisions/018): its memory loads in the background once the app
 * is ready (the list answers from the database meanwhile), and every request that may have written through
 * this instance makes its caller's next list look at the database first, so a writer sees its own write at once
 * (a request of no signed-in caller: everyone's next list).
 */
export const publicListPlugin = fp(
  async (app) => {
    const fromMemory = app.config.listFromMemory !== false
    const publicList = createPublicList(app.db, { fromMemory, stalenessMs: app.config.listStalenessMs })
    app.decorate('publicList', publicList)
    app.addHook('onResponse', async (request) => {
      if (!READS.has(request.method)) publicList.written(request.caller?.user.id)
    })
    app.addHook('onReady', async () => {
      if (fromMemory) publicList.warm().catch(() => undefined)
    })
    app.addHook('onClose', () => publicList.close())
  },
  { name: 'public-list', dependencies: ['db'] },
)
