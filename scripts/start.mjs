// `npm start`: builds the web app when its sources are newer than the build, then runs the account
// service and the Event API (which migrates, seeds and serves the web app). Ctrl-C stops both cleanly.
// Under NODE_ENV=production nothing is built here: it runs what `npm run build` compiled (no TypeScript loader).
import { buildWebIfStale } from './build-web.mjs'
import { startServices } from './services.mjs'

const port = Number(process.env.PORT ?? 8080)
const accountPort = Number(process.env.ACCOUNT_PORT ?? 8081)

const production = process.env.NODE_ENV === 'production'
try {
  if (!production) buildWebIfStale()
} catch (error) {
  console.error(error.message)
  process.exit(1)
}

console.log('Starting Questboard…')
let services
try {
  services = await startServices({ port, accountPort, compiled: production })
} catch (error) {
  console.error(error.message)
  process.exit(1)
}
console.log(`
  Questboard is running:
    Web app and Event API   ${services.webUrl}   (French: ${services.webUrl}/fr/)
    API documentation       ${services.webUrl}/api/docs/
    Account service         ${services.accountUrl}
  Demo accounts: player@questboard.test, organizer@questboard.test, admin@questboard.test… (password: questboard)
  Press Ctrl-C to stop.
`)

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return
    stopping = true
    console.log('\nStopping Questboard…')
    await services.stop()
    process.exit(0)
  })
}
for (const child of services.children) {
  child.on('exit', async (code) => {
    if (stopping) return
    stopping = true
    console.error(`${child.serviceName} stopped unexpectedly (exit code ${code}); stopping the rest.`)
    await services.stop()
    process.exit(1)
  })
}
