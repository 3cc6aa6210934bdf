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

let stopping = false
async function stop(signal: string) {
  if (stopping) return
  stopping = true
  console.log(`account service stopping (${signal})`)
  server.close()
  server.closeAllConnections()
  await service.close()
  process.exit(0)
}
process.on('SIGINT', () => void stop('SIGINT'))
process.on('SIGTERM', () => void stop('SIGTERM'))
