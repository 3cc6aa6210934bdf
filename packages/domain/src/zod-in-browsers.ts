/**
 * For the browser, before any schema is built: zod compiles each object schema's parser with `new Function`
 * unless told not to, and probes whether it may by calling it once. The web app's Content-Security-Policy
 * allows no `eval`, so the probe was blocked and reported as a CSP violation on every page (Lighthouse's best
 * practices: 96). The schemas then parse without compiling, as zod does wherever `eval` is refused; the
 * services, where it is allowed, keep the compiled parsers.
 *
 * It is zod's `config({ jitless: true })`, written to the global object zod reads its configuration from
 * (`globalThis.__zod_globalConfig`, which zod creates only if missing), so the web app's first-load code need
 * not import zod: imported there, zod's core moved from the screens' chunk to the entry (+23 KB gzipped).
 * `zod-in-browsers.test.ts` checks that zod reads it.
 */
export function parseWithoutEval(): void {
  const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> }
  scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true })
}
