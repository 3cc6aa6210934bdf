import { buildApp } from '../src/app.ts'
import { testConfig } from '../src/testing/build-test-app.ts'
import { randomPoints, seedBenchEvents } from './bench-events.ts'
import { sql } from 'drizzle-orm'
const url = process.env.TEST_DATABASE_URL
const app = await buildApp(testConfig({ database: url ? { driver: 'postgres', url } : { driver: 'pglite' }, listCountCacheMs: 5000 }))
if (!url) { await seedBenchEvents(app.db, 5000); await app.db.execute(sql`VACUUM (ANALYZE) events`) }
const points = randomPoints(3000, 5)
const run = async (n: number) => {
  const t = performance.now()
  for (let i = 0; i < n; i++) {
    const p = points[i % 3000]!
    const r = await app.inject({ method: 'GET', url: `/api/events/?order=distance&latitude=${p.lat}&longitude=${p.lng}&is_free=true&event_type=Full` })
    if (r.statusCode !== 200) throw new Error(r.body)
  }
  return (performance.now() - t) / n
}
console.log('warm', await run(200))
const { Session } = await import('node:inspector/promises')
const session = new Session(); session.connect()
await session.post('Profiler.enable'); await session.post('Profiler.start')
console.log('per request ms', await run(1000))
const { profile } = await session.post('Profiler.stop')
const self = new Map<string, number>()
const dt = profile.timeDeltas!; const ids = profile.samples!
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
for (let i = 0; i < ids.length; i++) { const n = byId.get(ids[i]!)!; const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/node_modules/').pop()?.slice(-60)}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) ?? 0) + (dt[i] ?? 0)) }
const total = [...self.values()].reduce((a, b) => a + b, 0)
const cat = new Map<string, number>()
for (const [k, v] of self) { const c = k.includes('wasm') ? 'wasm' : k.includes('pglite') ? 'pglite-js' : k.includes('drizzle') ? 'drizzle' : k.includes('(idle)') ? 'idle' : k.includes('garbage') ? 'gc' : k.includes('node:') ? 'node' : k.includes('/src/') ? 'app' : k.includes('zod') ? 'zod' : k.includes('fastify') || k.includes('find-my-way') || k.includes('light-my-request') ? 'fastify' : k.includes('pg/') || k.includes('pg-') ? 'pg' : 'other'; cat.set(c, (cat.get(c) ?? 0) + v) }
for (const [k, v] of [...cat].sort((a, b) => b[1] - a[1])) console.log((v / total * 100).toFixed(1).padStart(5), k)
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log((v / total * 100).toFixed(1).padStart(5), k)
await app.close()
