/** The databases the benchmarks run on. */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { DatabaseConfig } from '../src/config.ts'

/** Runs `run` on a fresh database created on the PostgreSQL server at `serverUrl`, dropped afterwards. */
export async function withServerDatabase(
  serverUrl: string,
  run: (database: DatabaseConfig) => Promise<void>,
) {
  const name = `qb_bench_${randomBytes(6).toString('hex')}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await admin(`CREATE DATABASE ${name}`)
  try {
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    await run({ driver: 'postgres', url: url.toString() })
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  }
}
