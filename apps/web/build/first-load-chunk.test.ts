import { describe, expect, it } from 'vitest'
import { firstLoadChunk } from './first-load-chunk.ts'
import { callHook, chunk } from './test-hooks.ts'

type Group = { name: string; test: (id: string) => boolean }

/** boot.ts → (dynamically) vendor-react, vendor, main; main → a shared button; react → react-dom. */
const GRAPH: Record<string, { isEntry?: boolean; importedIds: string[] }> = {
  '/app/index.html': { isEntry: true, importedIds: ['/app/src/boot.ts'] },
  '/app/src/boot.ts': { importedIds: ['vite/preload-helper'] },
  'vite/preload-helper': { importedIds: [] },
  '/app/src/vendor-react.ts': { importedIds: ['/nm/react-dom.js'] },
  '/nm/react-dom.js': { importedIds: ['vite/preload-helper'] },
  '/app/src/vendor.ts': { importedIds: ['/nm/react-dom.js', '/nm/i18next.js'] },
  '/nm/i18next.js': { importedIds: [] },
  '/app/src/main.tsx': { importedIds: ['/app/src/ui/button.tsx', '/nm/i18next.js'] },
  '/app/src/ui/button.tsx': { importedIds: [] },
  // The screens (lazy): the home page, the list and the map, the event page.
  '/app/src/features/home/routes/home.tsx': {
    importedIds: ['/app/src/features/events/event-card.tsx', '/app/src/ui/button.tsx'],
  },
  '/app/src/features/events/event-card.tsx': { importedIds: ['/app/src/lib/format.ts'] },
  '/app/src/lib/format.ts': { importedIds: [] },
  '/app/src/features/events/routes/event-list.tsx': {
    importedIds: ['/app/src/features/events/event-card.tsx', '/app/src/features/events/filters-form.tsx'],
  },
  '/app/src/features/events/routes/event-locator.tsx': {
    importedIds: ['/app/src/features/events/filters-form.tsx'],
  },
  '/app/src/features/events/filters-form.tsx': { importedIds: ['/app/src/lib/date-text.ts'] },
  '/app/src/lib/date-text.ts': { importedIds: [] },
  '/app/src/features/events/routes/event-show.tsx': {
    importedIds: ['/app/src/features/events/event-page.tsx'],
  },
  '/app/src/features/events/event-page.tsx': { importedIds: ['/app/src/features/events/event-card.tsx'] },
}

function groupsAfterBuild(plugin = firstLoadChunk()): Group[] {
  const context = {
    getModuleIds: () => Object.keys(GRAPH)[Symbol.iterator](),
    getModuleInfo: (id: string) => GRAPH[id] ?? null,
    error: (message: string) => {
      throw new Error(message)
    },
  }
  const config = callHook(plugin.config, {}) as {
    build: { rolldownOptions: { output: { codeSplitting: { groups: Group[] } } } }
  }
  callHook(plugin.buildEnd, context)
  return config.build.rolldownOptions.output.codeSplitting.groups
}

const groupOf = (groups: Group[], id: string) => groups.find((group) => group.test(id))?.name

describe('first-load chunk plugin', () => {
  it('puts each boot step in one chunk, with what it imports that an earlier step does not hold', () => {
    const groups = groupsAfterBuild()
    expect(groupOf(groups, '/app/src/boot.ts')).toBe('index')
    expect(groupOf(groups, 'vite/preload-helper')).toBe('index')
    expect(groupOf(groups, '/nm/react-dom.js')).toBe('react')
    expect(groupOf(groups, '/nm/i18next.js')).toBe('vendor')
    expect(groupOf(groups, '/app/src/main.tsx')).toBe('main')
    // The shared UI is in the app's chunk once main imports it (the events group has a lower priority).
    expect(groupOf(groups, '/app/src/ui/button.tsx')).toBe('main')
    expect(groupOf(groups, '/app/src/features/events/event-card.tsx')).toBe('events')
  })

  it('keeps what the home page does not use out of the chunk it loads: the list’s filters, the event page', () => {
    const groups = groupsAfterBuild()
    // What the home page imports, its helpers included, in the chunk every visitor screen loads.
    expect(groupOf(groups, '/app/src/features/events/event-card.tsx')).toBe('events')
    expect(groupOf(groups, '/app/src/lib/format.ts')).toBe('events')
    // What the list and the map share beyond it.
    expect(groupOf(groups, '/app/src/features/events/filters-form.tsx')).toBe('search')
    expect(groupOf(groups, '/app/src/lib/date-text.ts')).toBe('search')
    // The event page's own parts (shared with the organizer's preview).
    expect(groupOf(groups, '/app/src/features/events/event-page.tsx')).toBe('event-page')
  })

  it('fails the build when boot.ts no longer imports a step', () => {
    const saved = GRAPH['/app/src/vendor.ts']
    delete GRAPH['/app/src/vendor.ts']
    try {
      expect(() => groupsAfterBuild()).toThrow(/src\/vendor\.ts is not in the build/)
    } finally {
      GRAPH['/app/src/vendor.ts'] = saved as (typeof GRAPH)[string]
    }
  })

  it('has index.html preload what the entry starts, not what it loads already', () => {
    const plugin = firstLoadChunk()
    callHook(plugin.configResolved, {}, { base: '/' })
    const bundle = {
      'assets/index.js': chunk('assets/index.js', {
        isEntry: true,
        imports: ['assets/helper.js'],
        dynamicImports: ['assets/main.js', 'assets/missing.js'],
      }),
      'assets/helper.js': chunk('assets/helper.js'),
      'assets/main.js': chunk('assets/main.js', { imports: ['assets/react.js', 'assets/helper.js'] }),
      'assets/react.js': chunk('assets/react.js'),
    }
    const tags = callHook(plugin.transformIndexHtml, {}, '<html></html>', { bundle }) as Array<{
      attrs: { rel: string; href: string }
    }>
    expect(tags.map((tag) => tag.attrs)).toEqual([
      { rel: 'modulepreload', crossorigin: true, href: '/assets/main.js' },
      { rel: 'modulepreload', crossorigin: true, href: '/assets/react.js' },
    ])
  })
})
