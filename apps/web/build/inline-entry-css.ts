import type { Plugin, Rolldown } from 'vite'
import { bootedBy } from './bundle.ts'

/**
 * Puts the app shell's stylesheet (the design tokens, the boot screen and the page shell: the CSS of the
 * entry and of the app it starts, a few KB compressed) in index.html as a `<style>` instead of a `<link>`:
 * the first paint then needs the page alone, not a second request, which on a slow connection is a round
 * trip or two (a new connection) before anything shows.
 *
 * The stylesheet is taken out of those chunks' CSS lists before Vite writes the page's tags and the lazy
 * chunks' preload lists, so nothing links to it any more: the `<style>` is the only copy, and the file is
 * not written.
 */
export function inlineEntryCss(): Plugin {
  const inlined = new Set<string>()
  return {
    name: 'questboard:inline-entry-css',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !output.isEntry) continue
          for (const fileName of [output.fileName, ...bootedBy(output, bundle)]) {
            const chunk = bundle[fileName]
            const css = chunk?.type === 'chunk' ? chunk.viteMetadata?.importedCss : undefined
            for (const file of css ?? []) inlined.add(file)
            css?.clear()
          }
        }
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle
        if (!bundle || inlined.size === 0) return html
        const styles = [...inlined].map((file) => {
          const asset = bundle[file] as Rolldown.OutputAsset | undefined
          if (asset?.type !== 'asset') throw new Error(`The entry's stylesheet ${file} is not in the bundle`)
          delete bundle[file]
          return `<style>${String(asset.source).replaceAll('</style', '<\\/style')}</style>`
        })
        return html.replace('</head>', `    ${styles.join('')}\n  </head>`)
      },
    },
  }
}
