import type { Plugin, Rolldown } from 'vite'
import { bootedBy } from './bundle.ts'

/**
 * What boot.ts imports after the first paint, in order, each evaluated in a task of its own: React, the
 * other libraries, the app. Each becomes one chunk, with every module it imports statically that an earlier
 * step does not hold.
 */
const BOOT_STEPS = [
  { name: 'react', module: '/src/vendor-react.ts' },
  { name: 'vendor', module: '/src/vendor.ts' },
  { name: 'main', module: '/src/main.tsx' },
] as const
/** The modules of the event screens, the country names and the shared UI. */
const VISITOR_SHARED = /\/src\/(features\/events\/|i18n\/country-names|ui\/)|\/domain\/src\/countries\.ts/
/** The app's helpers and the domain's rules, which those modules import. */
const APP_HELPERS = /^(?!.*\/node_modules\/).*(\/src\/(lib|i18n)\/|\/domain\/src\/)/
/**
 * The visitor's shared modules go in one chunk per kind of screen, each loaded with one request: what the home
 * page imports (`events-<hash>.js`, which every visitor screen loads), then what the list and the map share
 * beyond it (`search-<hash>.js`: filters, pager, date fields), then the event page's own parts
 * (`event-page-<hash>.js`: registration, waitlist, deck photo, results, which the organizer's preview shares).
 * In one chunk, the event page's parts and the list's filters had come to every home page (12 KB gzipped).
 */
const SCREEN_GROUPS = [
  { name: 'events', screens: ['/src/features/home/routes/home.tsx'] },
  {
    name: 'search',
    screens: ['/src/features/events/routes/event-list.tsx', '/src/features/events/routes/event-locator.tsx'],
  },
  { name: 'event-page', screens: ['/src/features/events/routes/event-show.tsx'] },
] as const

/**
 * The chunks of the first load. index.html's entry (src/boot.ts) is small; once the boot screen is
 * painted it imports React (src/vendor-react.ts), the other libraries (src/vendor.ts), then the app
 * (src/main.tsx), each in a task of its own. This plugin
 *
 * - puts each of those in one chunk (`react-<hash>.js`, `vendor-<hash>.js`, `main-<hash>.js`, with what
 *   they import statically). Left to itself, the bundler cuts that code into a dozen small chunks wherever a lazy
 *   screen shares a module with it (the button styles, the API client, TanStack Query's hooks…): the
 *   browser would fetch them all before the first render anyway, a request each, six at a time over
 *   HTTP/1.1. The lazy screens import those modules from these chunks instead;
 * - keeps the entry's own modules (Vite's preload helper, which the app uses too) in the entry, which
 *   would otherwise import them from the app's chunk and so run the app before the first paint;
 * - puts what the visitor's screens share (the event components and their helpers, the country names,
 *   the shared UI: a dozen modules of one or two KB) in one `events-<hash>.js` and its stylesheet, so the
 *   home page, the list or an event page loads its screen with two or three requests, not a dozen
 *   (SCREEN_GROUPS);
 * - has index.html preload those chunks (`modulepreload`), so they download beside the entry, not after
 *   it runs.
 */
export function firstLoadChunk(): Plugin {
  const entry = new Set<string>()
  const screenGroups = SCREEN_GROUPS.map((group) => ({ ...group, modules: new Set<string>() }))
  const steps = BOOT_STEPS.map((step) => ({ ...step, modules: new Set<string>() }))
  let base = '/'
  return {
    name: 'questboard:first-load-chunk',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'index', test: (id: string) => entry.has(id), priority: steps.length + 1 },
                ...steps.map(({ name, modules }, index) => ({
                  name,
                  test: (id: string) => modules.has(id),
                  priority: steps.length - index,
                })),
                // What the visitor's screens share (home, list, locator, event page, my events).
                ...screenGroups.map(({ name, modules }) => ({
                  name,
                  // Their helpers too (formats, query keys…): left out, the bundler put one the home page
                  // needs in the list's chunk, which the home page then loaded.
                  test: (id: string) => (VISITOR_SHARED.test(id) || APP_HELPERS.test(id)) && modules.has(id),
                  minShareCount: 2,
                })),
              ],
            },
          },
        },
      },
    }),
    configResolved(config) {
      base = config.base
    },
    buildEnd() {
      const closure = (roots: Iterable<string>, into: Set<string>) => {
        const visit = (id: string) => {
          if (into.has(id)) return
          into.add(id)
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported)
        }
        for (const id of roots) visit(id)
      }
      entry.clear()
      // index.html, boot.ts and Vite's helpers.
      closure(
        [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry),
        entry,
      )
      const held = new Set(entry)
      for (const step of steps) {
        step.modules.clear()
        const root = [...this.getModuleIds()].find((id) => id.endsWith(step.module))
        if (!root) this.error(`${step.module} is not in the build: boot.ts must import it`)
        closure([root], step.modules)
        for (const id of held) step.modules.delete(id)
        for (const id of step.modules) held.add(id)
      }
      for (const group of screenGroups) {
        group.modules.clear()
        const roots = [...this.getModuleIds()].filter((id) =>
          group.screens.some((screen) => id.endsWith(screen)),
        )
        if (roots.length !== group.screens.length) this.error(`${group.screens.join(', ')}: not in the build`)
        closure(roots, group.modules)
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return
        const preload = new Set<string>()
        const visit = (fileName: string) => {
          if (preload.has(fileName)) return
          preload.add(fileName)
          const chunk = bundle[fileName]
          if (chunk?.type === 'chunk') for (const imported of chunk.imports) visit(imported)
        }
        const entries = Object.values(bundle).filter(
          (output): output is Rolldown.OutputChunk => output.type === 'chunk' && output.isEntry,
        )
        for (const chunk of entries) for (const booted of bootedBy(chunk, bundle)) visit(booted)
        // index.html loads the entry and its static imports already.
        for (const chunk of entries)
          for (const loaded of [chunk.fileName, ...chunk.imports]) preload.delete(loaded)
        return [...preload].map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
          injectTo: 'head' as const,
        }))
      },
    },
  }
}
