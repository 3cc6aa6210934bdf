import { setFlagsFromString } from 'node:v8'
import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'

// V8 lets the heap grow to about four times what survived its last full collection before collecting again:
// with the list's memory (~300 MB live at a million events) an instance sat at 1.2 GB after issue 11's load. Half
// again what survived keeps it near 600 MB, the lists' tail unchanged (docs/performance.md, "Memory"). Set here,
// not on a command line, so every way of starting the API (npm start, the Docker image, the benchmark) has it.
setFlagsFromString('--heap-growing-percent=50')

// Starts the Event API: `npm start -w apps/api` (the root `npm start` runs it beside the account service).
let config: ReturnType<typeof loadConfig>
try {
  config = loadConfig()
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  console.error(error.message)
  process.exit(1)
}

const app = await buildApp(config, { logger: { level: config.logLevel } })
await app.listen({ port: config.port, host: config.host })
app.log.info(`Event API listening on http://${config.host}:${config.port} (public URL ${config.publicUrl})`)

let closing = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    if (closing) return
    closing = true
    app.log.info(`${signal}: closing`)
    // A second signal, or a close that hangs, must still end the process.
    setTimeout(() => process.exit(1), 10_000).unref()
    await app.close()
    process.exit(0)
  })
}
