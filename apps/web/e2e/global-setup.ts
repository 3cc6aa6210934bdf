// Builds the web app if needed and runs the whole product (account service + Event API serving the
// SPA) on free ports over a fresh database: PGlite in a temporary DATA_DIR, or fresh databases on
// the PostgreSQL server named by TEST_DATABASE_URL.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { buildWebIfStale } from '../../../scripts/build-web.mjs'
import { startServices } from '../../../scripts/services.mjs'
import { startSmtpSink } from '../../api/src/testing/smtp-sink'

declare module 'vitest' {
  export interface ProvidedContext {
    webUrl: string
    accountUrl: string
    dataDir: string
    /** Where the SMTP server of the run writes each mail it receives, as `<n>.json` ({from, to, raw}). */
    mailDir: string
    /** The tag manager container URL the services announce; tests answer it with page.route. */
    tagManagerUrl: string
  }
}

export default async function setup(project: TestProject) {
  buildWebIfStale()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'questboard-e2e-'))
  const databases = process.env.TEST_DATABASE_URL
    ? await createServerDatabases(process.env.TEST_DATABASE_URL)
    : undefined
  // A real SMTP server receives the mails (newsletter double opt-in…); tests read them from mailDir.
  const mailDir = path.join(dataDir, 'received-mail')
  mkdirSync(mailDir)
  let mailCount = 0
  const smtp = await startSmtpSink({
    onReceive: (mail) => writeFileSync(path.join(mailDir, `${++mailCount}.json`), JSON.stringify(mail)),
  })
  const port = await freePort()
  // On the app's own origin, so no test ever reaches out to the network for it.
  const tagManagerUrl = `http://localhost:${port}/e2e/tag-manager.js`
  const services = await startServices({
    port,
    accountPort: await freePort(),
    quiet: true,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: databases?.api,
      ACCOUNT_DATABASE_URL: databases?.account,
      SMTP_URL: smtp.url,
      TAG_MANAGER_URL: tagManagerUrl,
      // Test-only API routes (decision 016): moving an event into the past so its results can be saved.
      E2E_HOOKS: 'true',
    },
  })
  project.provide('webUrl', services.webUrl)
  project.provide('accountUrl', services.accountUrl)
  project.provide('dataDir', dataDir)
  project.provide('mailDir', mailDir)
  project.provide('tagManagerUrl', tagManagerUrl)
  return async () => {
    await services.stop()
    await smtp.close()
    await databases?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function createServerDatabases(serverUrl: string) {
  const suffix = `${process.pid}_${Date.now()}`
  const names = { api: `qb_e2e_api_${suffix}`, account: `qb_e2e_account_${suffix}` }
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  for (const name of Object.values(names)) await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const urlFor = (name: string) => {
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    return url.toString()
  }
  return {
    api: urlFor(names.api),
    account: urlFor(names.account),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      for (const name of Object.values(names))
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}
