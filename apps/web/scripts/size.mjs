// The home page's first-load JavaScript, gzipped (issue 4: at most 170 KB; the map library only on the
// locator). Builds the app into a temporary directory (the served dist/ stays untouched), then reads Vite's
// manifest: the entry of index.html, the app it starts (main.tsx) and their static imports, the home
// route's chunk and its static imports, and the catalog parts the home page loads before its first paint
// (src/i18n/catalog-parts.ts: the shell's and the home page's texts) in the language where they weigh
// most: that sum is held to the budget. Exits 1 over budget, or if a map library sits in one of those
// chunks.
//   npm run size -w apps/web            (KB = 1,000 bytes, as DESIGN.md reads the spec's KB)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'
import { partsOfRoute } from '../src/i18n/catalog-parts.ts'

const BUDGET_BYTES = 170_000
const HOME_ROUTE = 'src/features/home/routes/home.tsx'
/** A catalog part's module: `src/i18n/locales/fr.json?part=shell` (build/catalog-parts.ts). */
const CATALOG_PART = /^src\/i18n\/locales\/(\w+)\.json\?part=(\w+)$/
const HOME_PARTS = partsOfRoute('home')
/** Only the locator may load these. */
const MAP_LIBRARIES = ['/node_modules/leaflet/', '/node_modules/react-leaflet/']

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
  // index.html's entry (boot.ts) starts the app (main.tsx) after the first paint: first-load code too.
  const booted = entries.flatMap((key) => manifest[key].dynamicImports ?? [])
  const firstLoad = staticClosure([...entries, ...booted, HOME_ROUTE])
  const rows = [...firstLoad].map((key) => ({
    key,
    file: manifest[key].file,
    bytes: gzipped(manifest[key].file),
  }))
  rows.sort((a, b) => b.bytes - a.bytes)
  const javascript = rows.reduce((sum, row) => sum + row.bytes, 0)

  // The home page's catalog parts in each language; the heaviest language is the one budgeted.
  const catalogs = new Map()
  for (const key of Object.keys(manifest)) {
    const [, locale, part] = CATALOG_PART.exec(key) ?? []
    if (!locale || !HOME_PARTS.includes(part)) continue
    const entry = catalogs.get(locale) ?? { locale, parts: [], bytes: 0 }
    const bytes = gzipped(manifest[key].file)
    entry.parts.push({ part, file: manifest[key].file, bytes })
    entry.bytes += bytes
    catalogs.set(locale, entry)
  }
  const heaviest = [...catalogs.values()].sort((a, b) => b.bytes - a.bytes)[0]
  if (!heaviest || heaviest.parts.length !== HOME_PARTS.length) {
    throw new Error(`The build has no catalog parts ${HOME_PARTS.join(', ')} (build/catalog-parts.ts)`)
  }

  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`
  for (const row of rows) console.log(`${kb(row.bytes).padStart(10)}  ${row.file}`)
  console.log(`${kb(javascript).padStart(10)}  entry + app + static imports + home route`)
  for (const { part, file, bytes } of heaviest.parts) {
    console.log(`${kb(bytes).padStart(10)}  + ${file}, catalog part "${part}"`)
  }
  const others = [...catalogs.values()]
    .sort((a, b) => a.locale.localeCompare(b.locale))
    .map(({ locale, bytes }) => `${locale} ${kb(bytes)}`)
  console.log(`            (the home page's catalog parts per language: ${others.join(', ')})`)
  const total = javascript + heaviest.bytes
  console.log(
    `${kb(total).padStart(10)}  home page first load, gzipped JavaScript with the ${heaviest.locale} catalog parts (budget ${kb(BUDGET_BYTES)})`,
  )

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
