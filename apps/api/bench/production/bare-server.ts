/**
 * The yardstick: a bare Fastify route in a process of its own, on the same Node and Fastify as the API,
 * answering a small JSON object. `PORT` as for the API.
 */
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.get('/ping', async () => ({ ok: true }))
app.get('/healthz', async () => ({ ok: true }))
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().finally(() => process.exit(0))
  })
}
