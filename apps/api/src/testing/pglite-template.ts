import { createHash } from 'node:crypto'
import { readdir, readFile, rename, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { MIGRATIONS_DIR, PGLITE_EXTENSIONS } from '../db/database.ts'

/**
 * A migrated, empty PGlite data directory, dumped once and kept in the system's temp directory under a
 * name derived from the migrations: loading it takes a fraction of a second where creating a database
 * (initdb) takes several, which matters with one fresh database per test file.
 */
export async function migratedPgliteTemplate(): Promise<Blob> {
  const file = path.join(tmpdir(), `questboard-api-pglite-${await migrationsKey()}.tar`)
  try {
    return new Blob([await readFile(file)])
  } catch {
    // not made yet (or made by a worker running right now): make it
  }
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS })
  try {
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR })
    const dump = await client.dumpDataDir('none')
    // Written aside, then renamed: a parallel worker never reads half a file.
    const partial = `${file}.${process.pid}.partial`
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()))
    await rename(partial, file)
    return dump
  } finally {
    await client.close()
  }
}

async function migrationsKey(): Promise<string> {
  const hash = createHash('sha256')
  const files = (await readdir(MIGRATIONS_DIR, { recursive: true })).sort()
  for (const name of files) {
    if (!name.endsWith('.sql') && !name.endsWith('.json')) continue
    hash.update(name).update(await readFile(path.join(MIGRATIONS_DIR, name)))
  }
  // The data directory's format is PGlite's: a new (exactly pinned) version makes a new template.
  const manifest = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, '../package.json'), 'utf8'))
  hash.update(String(manifest.dependencies['@electric-sql/pglite']))
  return hash.digest('hex').slice(0, 16)
}
