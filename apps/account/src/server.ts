import { buildAccountService } from './app'
import { loadConfiguration } from './configuration'

const configuration = loadConfiguration()
if (
  configuration.issuer.startsWith('https:') &&
  configuration.apiClientSecret === 'questboard-api-dev-secret'
) {
  console.warn(
    'account: API_CLIENT_SECRET is the development default; set a secret of your own in production',
  )
}
const service = await buildAccountService(configuration)
const server = service.app.listen(configuration.port, () => {
  console.log(`account service listening on ${configuration.issuer} (port ${configuration.port})`)
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
