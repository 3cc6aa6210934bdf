// `npm run build` (with the web app): compiles the services' TypeScript to JavaScript in each package's dist/,
// beside src/ (same depth, so paths such as `../../migrations` hold), for `NODE_ENV=production npm start`.
// Types are checked by `npm run check` (tsc); the code is written for isolatedModules, so each file is compiled on
// its own: TypeScript's own transpiler strips the types and rewrites `./x.ts` imports to `./x.js`. Workspace
// imports (`@questboard/domain/…`) reach dist/ through the `questboard-compiled` export condition. The account
// service and the packages import without extensions (as Vite allows): those get theirs here.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { repoRoot } from './services.mjs'

export const COMPILED_PACKAGES = [
  'packages/domain',
  'packages/demo',
  'packages/server',
  'apps/account',
  'apps/api',
]

const compilerOptions = {
  target: ts.ScriptTarget.ES2023,
  module: ts.ModuleKind.ESNext,
  verbatimModuleSyntax: true,
  rewriteRelativeImportExtensions: true,
  sourceMap: true,
}

const isSource = (name) => name.endsWith('.ts') && !name.endsWith('.d.ts') && !name.endsWith('.test.ts')
/** Files the compiled code imports as they are: the translation catalogs (`locales/<locale>.json`). */
const isData = (name) => name.endsWith('.json')

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* sourceFiles(full)
    else if (isSource(entry.name) || isData(entry.name)) yield full
  }
}

// `from './x'`, `import('./x')`, `import './x'`: the emitted code's relative specifiers, in either quotes.
const RELATIVE_SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g

/** Gives extensionless relative imports the `.js` of the file they name (`./x` → `./x.js` or `./x/index.js`). */
function withExtensions(code, file) {
  return code.replace(RELATIVE_SPECIFIER, (match, before, quote, specifier) => {
    if (/\.(js|mjs|cjs|json)$/.test(specifier)) return match
    const target = path.resolve(path.dirname(file), specifier)
    if (existsSync(`${target}.ts`)) return `${before}${quote}${specifier}.js${quote}`
    if (existsSync(path.join(target, 'index.ts'))) return `${before}${quote}${specifier}/index.js${quote}`
    throw new Error(`${file}: cannot resolve the import "${specifier}"`)
  })
}

export function buildServices() {
  let count = 0
  for (const pkg of COMPILED_PACKAGES) {
    const src = path.join(repoRoot, pkg, 'src')
    const dist = path.join(repoRoot, pkg, 'dist')
    rmSync(dist, { recursive: true, force: true })
    for (const file of sourceFiles(src)) {
      if (isData(file)) {
        const copy = path.join(dist, path.relative(src, file))
        mkdirSync(path.dirname(copy), { recursive: true })
        copyFileSync(file, copy)
        continue
      }
      const out = path.join(dist, path.relative(src, file)).replace(/\.ts$/, '.js')
      const { outputText, sourceMapText, diagnostics } = ts.transpileModule(readFileSync(file, 'utf8'), {
        compilerOptions,
        fileName: file,
        reportDiagnostics: true,
      })
      if (diagnostics?.length) {
        throw new Error(`${file}: ${ts.flattenDiagnosticMessageText(diagnostics[0].messageText, '\n')}`)
      }
      mkdirSync(path.dirname(out), { recursive: true })
      writeFileSync(out, withExtensions(outputText, file))
      if (sourceMapText) writeFileSync(`${out}.map`, sourceMapText)
      count++
    }
  }
  return count
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = buildServices()
  console.log(`Compiled ${count} files of ${COMPILED_PACKAGES.join(', ')} to JavaScript (dist/).`)
}
