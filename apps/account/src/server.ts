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
