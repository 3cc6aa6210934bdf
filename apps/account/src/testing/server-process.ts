import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'
import path from 'node:path'
import { repoRoot } from '../configuration'

/** A service's real entry point (`apps/<app>/src/server.ts`) started as `npm start` starts it, in a process. */
export interface ServerProcess {
  child: ChildProcess
  /** What the process wrote to stderr so far. */
  stderr(): string
  /** Resolves with the exit code once the process ended. */
  exited: Promise<number | null>
  stop(): Promise<void>
}

export function startServerProcess(entry: string, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, entry)], {
    cwd: repoRoot,
    // Only what the test gives, plus PATH: nothing of the machine's settings leaks in.
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk) => {
    stderr += chunk
  })
  const exited = once(child, 'exit').then(([code]) => code as number | null)
  return {
    child,
    stderr: () => stderr,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    },
  }
}

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

/** Polls `url` until it answers 200; throws with the process's stderr if it exits or the time runs out. */
export async function waitUntilHealthy(
  server: ServerProcess,
  url: string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`exited with ${server.child.exitCode} before answering ${url}:\n${server.stderr()}`)
    }
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) })
      .then((response) => response.ok)
      .catch(() => false)
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${server.stderr()}`)
}

/** Whether anything accepts a connection at `url` (a refused connection is false). */
export async function answers(url: string): Promise<boolean> {
  return fetch(url, { signal: AbortSignal.timeout(2_000) })
    .then(() => true)
    .catch(() => false)
}
