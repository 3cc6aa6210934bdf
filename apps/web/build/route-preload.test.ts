import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ROUTE_NAMES } from '../src/lib/routes.ts'
import { routePreload, screenModules } from './route-preload.ts'
import { callHook, chunk } from './test-hooks.ts'

const screens = screenModules()
const home = screens.get('home') as string
const eventShow = screens.get('event-show') as string

function preloadData(): { b: string; f: string[]; r: Array<[string, number[], number[]]>; c: object } {
  const plugin = routePreload()
  callHook(plugin.configResolved, {}, { base: '/' })
  const bundle = {
    'assets/index.js': chunk('assets/index.js', { isEntry: true, imports: ['assets/shared.js'] }),
    'assets/shared.js': chunk('assets/shared.js'),
    'assets/home.js': chunk('assets/home.js', {
      facadeModuleId: home,
      imports: ['assets/shared.js', 'assets/events.js'],
      css: ['assets/home.css'],
    }),
    'assets/events.js': chunk('assets/events.js', { css: ['assets/events.css'] }),
    'assets/event-show.js': chunk('assets/event-show.js', { facadeModuleId: eventShow }),
    'assets/fr-shell.js': chunk('assets/fr-shell.js', {
      facadeModuleId: '/app/src/i18n/locales/fr.json?part=shell',
    }),
  }
  const [tag] = callHook(plugin.transformIndexHtml, {}, '', { bundle }) as Array<{ children: string }>
  const data = /var d=(\{.*?\});var p=/.exec(tag?.children ?? '')?.[1]
  if (!data) throw new Error('No preload data in the inline script')
  return JSON.parse(data)
}

describe('route preload plugin', () => {
  it('knows the screen file of every route', () => {
    expect([...screens.keys()].sort()).toEqual([...ROUTE_NAMES].sort())
    for (const [name, file] of screens) expect(existsSync(file), `${name}: ${file}`).toBe(true)
  })

  it("lists each route's screen chunk, the chunks it imports that the entry did not load, and their styles", () => {
    const data = preloadData()
    expect(data.b).toBe('/assets/')
    const files = (route: [string, number[], number[]] | undefined) =>
      (route?.[1] ?? []).map((index) => data.f[index])
    const homeRoute = data.r.find(([pattern]) => new RegExp(pattern).test(''))
    expect(files(homeRoute).sort()).toEqual(['events.css', 'events.js', 'home.css', 'home.js'])
    const showRoute = data.r.find(([pattern]) => new RegExp(pattern).test('events/12'))
    expect(files(showRoute)).toEqual(['event-show.js'])
    expect(data.r.some(([pattern]) => new RegExp(pattern).test('events/12/extra'))).toBe(false)
  })

  it('lists the catalog parts by language', () => {
    const data = preloadData()
    expect(Object.keys(data.c)).toEqual(['fr'])
  })
})
