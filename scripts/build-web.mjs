// Builds the web app when its sources (or the shared domain package) are newer than the last build.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { repoRoot } from './services.mjs'

const SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'packages/domain/src',
]

export function buildWebIfStale() {
  const built = path.join(repoRoot, 'apps/web/dist/index.html')
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0
  const newest = Math.max(...SOURCES.map((source) => newestMtime(path.join(repoRoot, source))))
  if (builtAt >= newest) return
  console.log('Building the web app…')
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: repoRoot, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('The web app did not build; see the errors above.')
}

function newestMtime(target) {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)))
  return newest
}
