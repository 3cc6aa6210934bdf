import { buildAccountService } from './app'
import { type Configuration, ConfigurationError, loadConfiguration } from './configuration'

let configuration: Configuration
try {
  configuration = loadConfiguration()
} catch (error) {
  if (!(error instanceof ConfigurationError)) throw error
  console.error(error.message)
  process.exit(1)
}
const service = await buildAccountService(configuration)
const server = service.app.listen(configuration.port, configuration.host, () => {
  console.log(
    `account service listening on ${configuration.host}:${configuration.port} (issuer ${configuration.issuer})`,
  )
})

// A stop drains: no new connection is accepted, idle keep-alive ones close, the requests in flight finish (10 s
// at most, then the rest are cut), and only then does the database close.
const DRAIN_TIMEOUT_MS = 10_000
let stopping = false
async function stop(signal: string) {
  if (stopping) return
  stopping = true
  console.log(`account service stopping (${signal}): finishing the requests in flight`)
  const drained = new Promise<void>((resolve) => server.close(() => resolve()))
  server.closeIdleConnections()
  const cut = setTimeout(() => server.closeAllConnections(), DRAIN_TIMEOUT_MS)
  await drained
  clearTimeout(cut)
  await service.close()
  process.exit(0)
}
process.on('SIGINT', () => void stop('SIGINT'))
process.on('SIGTERM', () => void stop('SIGTERM'))
