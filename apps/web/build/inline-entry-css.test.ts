import { describe, expect, it } from 'vitest'
import { inlineEntryCss } from './inline-entry-css.ts'
import { asset, callHook, chunk } from './test-hooks.ts'

function build() {
  const bundle: Record<string, unknown> = {
    'assets/index.js': chunk('assets/index.js', {
      isEntry: true,
      dynamicImports: ['assets/main.js'],
      css: ['assets/index.css'],
    }),
    'assets/main.js': chunk('assets/main.js', { css: ['assets/main.css'] }),
    'assets/home.js': chunk('assets/home.js', { css: ['assets/home.css'] }),
    'assets/index.css': asset('assets/index.css', ':root{--ink:#111}'),
    'assets/main.css': asset('assets/main.css', '.shell{content:"</style>"}'),
    'assets/home.css': asset('assets/home.css', '.home{}'),
  }
  const plugin = inlineEntryCss()
  callHook(plugin.generateBundle, {}, {}, bundle)
  const html = callHook(plugin.transformIndexHtml, {}, '<html><head>\n  </head></html>', { bundle })
  return { bundle, html: String(html) }
}

describe('inline entry CSS plugin', () => {
  it("puts the entry's and the app's stylesheets in the page, escaped, and writes no file for them", () => {
    const { bundle, html } = build()
    expect(html).toContain('<style>:root{--ink:#111}</style><style>.shell{content:"<\\/style>"}</style>')
    expect(Object.keys(bundle)).not.toContain('assets/index.css')
    expect(Object.keys(bundle)).not.toContain('assets/main.css')
  })

  it('unlists them from their chunks, and leaves a lazy screen its own stylesheet', () => {
    const { bundle } = build()
    const css = (file: string) => [...(bundle[file] as ReturnType<typeof chunk>).viteMetadata.importedCss]
    expect(css('assets/index.js')).toEqual([])
    expect(css('assets/main.js')).toEqual([])
    expect(css('assets/home.js')).toEqual(['assets/home.css'])
    expect(Object.keys(bundle)).toContain('assets/home.css')
  })
})
