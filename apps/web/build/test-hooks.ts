import type { Plugin } from 'vite'

// For the tests of this folder: a plugin's hook, called with a context made of what the hook uses.

type Hook = Plugin[keyof Plugin]

/** Calls a hook given as a function or as `{ handler }`, with `context` as `this`. */
export function callHook(hook: Hook, context: object, ...args: unknown[]): unknown {
  const handler = typeof hook === 'object' && hook !== null && 'handler' in hook ? hook.handler : hook
  if (typeof handler !== 'function') throw new Error('The plugin has no such hook')
  return (handler as (...args: unknown[]) => unknown).apply(context, args)
}

/** A chunk of a bundle as Rolldown writes it, with only what these plugins read. */
export function chunk(
  fileName: string,
  options: {
    isEntry?: boolean
    facadeModuleId?: string
    imports?: string[]
    dynamicImports?: string[]
    css?: string[]
  } = {},
) {
  return {
    type: 'chunk' as const,
    fileName,
    isEntry: options.isEntry ?? false,
    facadeModuleId: options.facadeModuleId ?? null,
    imports: options.imports ?? [],
    dynamicImports: options.dynamicImports ?? [],
    viteMetadata: { importedCss: new Set(options.css ?? []), importedAssets: new Set<string>() },
  }
}

export function asset(fileName: string, source: string) {
  return { type: 'asset' as const, fileName, source }
}
