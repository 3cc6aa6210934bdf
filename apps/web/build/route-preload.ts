import path from 'node:path'
import { LANG_STORAGE_KEY, LOCALES } from '@questboard/domain/constants'
import type { Plugin, Rolldown } from 'vite'
import { SCREENS } from '../src/app/screens.ts'
import { CATALOG_PARTS, partsOfRoute } from '../src/i18n/catalog-parts.ts'
import { ROUTES } from '../src/lib/route-table.ts'
import type { RouteName } from '../src/lib/routes.ts'
import { bootedBy, CATALOG_PART } from './bundle.ts'

type OutputChunk = Rolldown.OutputChunk

const SRC = path.resolve(import.meta.dirname, '../src')

/** The file of each route's screen (src/app/screens.ts, the table the router loads them from). */
export function screenModules(): Map<RouteName, string> {
  return new Map(Object.entries(SCREENS).map(([name, module]) => [name as RouteName, path.join(SRC, module)]))
}

/** `events/:id` → `^events/[^/]+$`, matched against the path without its leading slash and locale. */
function pathPattern(routePath: string): string {
  const escaped = routePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')
  return `^${escaped}/?$`
}

/**
 * Lets the page's own code and texts download beside the app's entry instead of after it. The entry
 * finds out which screen and which catalog parts it needs only once it runs: on a slow connection that
 * is a second round of requests after the first. An inline script in index.html, run before the entry,
 * reads the address as the router will (the locale prefix, else the stored language, decision 004),
 * finds the route and adds `modulepreload` / `preload` links for its screen chunk, that chunk's imports
 * and styles, and the language's catalog parts the screen needs (src/i18n/catalog-parts.ts). A hint
 * only: whatever it misses, the app loads as before. It also sets `<html lang>` to that language at once,
 * so the boot screen is in the page's language before the app runs.
 */
export function routePreload(): Plugin {
  let base = '/'
  return {
    name: 'questboard:route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle
        if (!bundle) return
        const chunks = Object.values(bundle).filter(
          (output): output is OutputChunk => output.type === 'chunk',
        )
        const byModule = new Map(
          chunks.flatMap((chunk) => (chunk.facadeModuleId ? [[chunk.facadeModuleId, chunk]] : [])),
        )
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))

        // What index.html loads already: the entry, the app it starts (first-load-chunk.ts) and
        // their static imports.
        const loaded = new Set<string>()
        const visit = (fileName: string) => {
          if (loaded.has(fileName)) return
          loaded.add(fileName)
          for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported)
        }
        for (const chunk of chunks) {
          if (!chunk.isEntry) continue
          visit(chunk.fileName)
          for (const booted of bootedBy(chunk, bundle)) visit(booted)
        }

        const files: string[] = []
        const indexOf = (fileName: string) => {
          const index = files.indexOf(fileName)
          return index >= 0 ? index : files.push(fileName) - 1
        }

        /** A screen chunk, the chunks it imports that the entry did not load, and all their styles. */
        const screenFiles = (chunk: OutputChunk): number[] => {
          const found = new Set<string>()
          const add = (current: OutputChunk) => {
            if (found.has(current.fileName) || loaded.has(current.fileName)) return
            found.add(current.fileName)
            for (const css of current.viteMetadata?.importedCss ?? []) found.add(css)
            for (const imported of current.imports) {
              const next = byFile.get(imported)
              if (next) add(next)
            }
          }
          add(chunk)
          return [...found].map(indexOf)
        }

        const routes: Array<[string, number[], number[]]> = []
        for (const [name, module] of screenModules()) {
          const chunk = byModule.get(module)
          if (!chunk) continue
          const parts = partsOfRoute(name).map((part) => CATALOG_PARTS.indexOf(part))
          routes.push([pathPattern(ROUTES[name].path), screenFiles(chunk), parts])
        }

        const catalogs: Record<string, number[]> = {}
        for (const chunk of chunks) {
          const [, locale, part] = CATALOG_PART.exec(chunk.facadeModuleId ?? '') ?? []
          if (!locale || !part) continue
          catalogs[locale] ??= []
          ;(catalogs[locale] as number[])[CATALOG_PARTS.indexOf(part as (typeof CATALOG_PARTS)[number])] =
            indexOf(chunk.fileName)
        }

        const notFound = partsOfRoute(undefined).map((part) => CATALOG_PARTS.indexOf(part))
        // Vite's assets directory once, not before every file.
        const directory = files.every((file) => file.startsWith('assets/')) ? 'assets/' : ''
        const data = JSON.stringify({
          b: base + directory,
          f: files.map((file) => file.slice(directory.length)),
          r: routes,
          n: notFound,
          c: catalogs,
          l: LOCALES,
          k: LANG_STORAGE_KEY,
        })
        return [{ tag: 'script', children: preloadScript(data), injectTo: 'head' }]
      },
    },
  }
}

/** The inline script: small, no dependency, and silent on any failure. */
function preloadScript(data: string): string {
  return `(function(){try{var d=${data};var p=location.pathname,m=/^\\/([^/]+)(\\/.*)?$/.exec(p),l='en',r=p;
if(m&&d.l.indexOf(m[1])>=0){l=m[1];r=m[2]||'/'}else{try{var s=localStorage.getItem(d.k);if(d.l.indexOf(s)>=0)l=s}catch(e){}}
document.documentElement.lang=l;r=r.slice(1);var f=[],c=d.c[l]||[],t=d.n;
for(var i=0;i<d.r.length;i++){if(new RegExp(d.r[i][0]).test(r)){f=d.r[i][1];t=d.r[i][2];break}}
var h=function(n){var a=document.createElement('link'),u=d.f[n];if(u===undefined)return;
if(/\\.css$/.test(u)){a.rel='preload';a.as='style'}else{a.rel='modulepreload'}
a.crossOrigin='';a.href=d.b+u;document.head.appendChild(a)};
for(i=0;i<t.length;i++)h(c[t[i]]);for(i=0;i<f.length;i++)h(f[i])}catch(e){}})()`
}
