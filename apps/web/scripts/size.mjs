// The home page's first-load JavaScript, gzipped (issue 4: at most 170 KB; the map library only on the
// locator). Builds the app into a temporary directory (the served dist/ stays untouched), then reads Vite's
// manifest: the entry of index.html and its static imports, plus the home route's chunk and its static
// imports: that sum is held to the budget. The locale catalog i18next fetches before the first paint is a
// dynamic import of JSON text, printed beside it (the largest of the six). Exits 1 over budget.
//   npm run size -w apps/web            (KB = 1,000 bytes, as DESIGN.md reads the spec's KB)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

const BUDGET_BYTES = 170_000
const HOME_ROUTE = 'src/features/home/routes/home.tsx'
const CATALOG = /^src\/i18n\/locales\/\w+\.json$/
/** Only the locator may load these. */
const MAP_LIBRARIES = [
  '/node_modules/leaflet/',
  '/node_modules/react-leaflet/',
  '/node_modules/supercluster/',
]

const webRoot = path.resolve(import.meta.dirname, '..')
const outDir = mkdtempSync(path.join(tmpdir(), 'qb-web-size-'))

try {
  const modulesByFile = new Map()
  await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true },
    plugins: [
      {
        name: 'questboard:size-modules',
        generateBundle(_options, bundle) {
          for (const output of Object.values(bundle)) {
            if (output.type === 'chunk') modulesByFile.set(output.fileName, output.moduleIds)
          }
        },
      },
    ],
  })
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'))
  const gzipped = (file) => gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length

  const staticClosure = (keys) => {
    const seen = new Set()
    const visit = (key) => {
      if (seen.has(key)) return
      seen.add(key)
      for (const imported of manifest[key].imports ?? []) visit(imported)
    }
    for (const key of keys) visit(key)
    return seen
  }
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry)
  if (!manifest[HOME_ROUTE]) throw new Error(`${HOME_ROUTE} is not a chunk of the build`)
  const firstLoad = staticClosure([...entries, HOME_ROUTE])
  const catalogs = Object.keys(manifest)
    .filter((key) => CATALOG.test(key))
    .map((key) => ({ key, bytes: gzipped(manifest[key].file) }))
    .sort((a, b) => b.bytes - a.bytes)
  const rows = [...firstLoad].map((key) => ({
    key,
    file: manifest[key].file,
    bytes: gzipped(manifest[key].file),
  }))
  rows.sort((a, b) => b.bytes - a.bytes)
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`
  for (const row of rows) console.log(`${kb(row.bytes).padStart(10)}  ${row.file}`)
  const total = rows.reduce((sum, row) => sum + row.bytes, 0)
  console.log(
    `${kb(total).padStart(10)}  home page first load, gzipped JavaScript (budget ${kb(BUDGET_BYTES)})`,
  )
  const largestCatalog = catalogs[0]
  if (largestCatalog) {
    const { key, bytes } = largestCatalog
    console.log(`${kb(bytes).padStart(10)}  + ${key} (${manifest[key].file}), the largest locale catalog`)
    console.log(`${kb(total + bytes).padStart(10)}  with that catalog`)
  }

  const problems = []
  if (total > BUDGET_BYTES) problems.push(`over budget by ${kb(total - BUDGET_BYTES)}`)
  for (const row of rows) {
    const modules = modulesByFile.get(manifest[row.key].file) ?? []
    const map = modules.find((id) => MAP_LIBRARIES.some((library) => id.includes(library)))
    if (map) problems.push(`${row.file} holds ${map}: the map library must stay in the locator's chunk`)
  }
  for (const problem of problems) console.error(`✗ ${problem}`)
  process.exitCode = problems.length > 0 ? 1 : 0
} finally {
  rmSync(outDir, { recursive: true, force: true })
}
