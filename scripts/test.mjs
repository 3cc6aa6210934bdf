// `npm test`: unit, integration and end-to-end tests, each through Vitest, then one closing line
// "N passed, N failed" over all of them. The integration tests use PGlite unless TEST_DATABASE_URL
// names a PostgreSQL server. The e2e tests need Debian's Chromium: without it they fail in CI
// (CI=true) and are skipped, loudly, elsewhere.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { CHROMIUM_PATH as chromium } from './chromium.mjs'
import { repoRoot } from './services.mjs'

const resultsDir = path.join(repoRoot, '.vitest-results')
rmSync(resultsDir, { recursive: true, force: true })
mkdirSync(resultsDir, { recursive: true })

const stages = [
  { name: 'unit', projects: ['domain', 'server', 'web-unit'] },
  { name: 'integration', projects: ['api', 'account'] },
  { name: 'e2e', projects: ['e2e'], needsChromium: true },
]
// `npm test -- unit,integration` runs only the stages named (check, unit, integration, e2e).
const only = process.argv[2]?.split(',')
const totals = { passed: 0, failed: 0, skipped: 0 }
const failures = []
let broken = false

// The static checks first (types of every workspace, the web app's calls against the generated OpenAPI client,
// Biome, the web's borders): once, in the run without TEST_DATABASE_URL, since no database changes them.
if ((!only || only.includes('check')) && !process.env.TEST_DATABASE_URL) {
  console.log('\n▶ static checks (npm run check)')
  const check = spawnSync('npm', ['run', 'check'], { cwd: repoRoot, stdio: 'inherit', env: process.env })
  if (check.status === 0) totals.passed += 1
  else {
    console.error('✖ npm run check failed.')
    totals.failed += 1
    broken = true
  }
}

for (const stage of stages) {
  if (only && !only.includes(stage.name)) continue
  if (stage.needsChromium && !existsSync(chromium)) {
    const message = `Chromium was not found at ${chromium}: install it with 'apt-get install -y chromium' (or set CHROMIUM_PATH).`
    if (process.env.CI === 'true') {
      console.error(`\n✖ e2e tests cannot run: ${message}`)
      totals.failed += 1
      broken = true
    } else {
      console.warn(`\n⚠⚠⚠ SKIPPING the end-to-end tests: ${message} ⚠⚠⚠\n`)
    }
    continue
  }
  console.log(`\n▶ ${stage.name} tests (${stage.projects.join(', ')})`)
  const output = path.join(resultsDir, `${stage.name}.json`)
  const args = [
    'vitest',
    'run',
    '--passWithNoTests',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ]
  for (const project of stage.projects) args.push('--project', project)
  const run = spawnSync('npx', args, { cwd: repoRoot, stdio: 'inherit', env: process.env })
  const counts = readCounts(output)
  if (!counts) {
    console.error(`✖ ${stage.name} tests did not report results (exit code ${run.status}).`)
    totals.failed += 1
    broken = true
    continue
  }
  totals.passed += counts.passed
  totals.failed += counts.failed
  failures.push(...counts.failures.map((name) => `${stage.name}: ${name}`))
  totals.skipped += counts.skipped
  if (run.status !== 0) broken = true
}

// The failed tests by name, last, where a truncated log still shows them (CI prints them again at its end).
for (const failure of failures) console.log(`✖ failed: ${failure}`)
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(broken || totals.failed > 0 ? 1 : 0)

function readCounts(file) {
  if (!existsSync(file)) return undefined
  const report = JSON.parse(readFileSync(file, 'utf8'))
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0),
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    failures: failedTests(report),
  }
}

function failedTests(report) {
  const names = []
  for (const file of report.testResults ?? []) {
    const where = path.relative(repoRoot, file.name)
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed')
    for (const test of failed) {
      const why = (test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300)
      names.push(`${where} › ${test.fullName} — ${why}`)
    }
    // A file that failed to load or threw outside its tests has no failed test of its own.
    if (file.status === 'failed' && failed.length === 0)
      names.push(`${where} — ${(file.message ?? '').split('\n')[0].slice(0, 300)}`)
  }
  return names
}
