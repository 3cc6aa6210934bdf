import { readFile, rm, writeFile } from 'node:fs/promises'

/**
 * PGlite has no postmaster to keep a second process out of its directory, and two processes writing one
 * directory corrupt it. A lock file beside the directory holds the owner's pid; a lock left by a process that
 * no longer runs is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = `${dataDir}.lock`
  try {
    await writeFile(lockFile, String(process.pid), { flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    const owner = Number.parseInt(await readFile(lockFile, 'utf8').catch(() => ''), 10)
    // Our own pid is a lock from an earlier life (a container restarted as pid 1 on the same volume).
    if (owner !== process.pid && isRunning(owner)) {
      throw new Error(
        `The database in ${dataDir} is in use by process ${owner}. Stop that process, or set DATA_DIR to ` +
          'another directory.',
      )
    }
    await writeFile(lockFile, String(process.pid))
  }
  return () => rm(lockFile, { force: true })
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
