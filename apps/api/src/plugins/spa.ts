import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

/** Paths the web app never owns: an unknown one answers a JSON 404, never the SPA. */
const SERVER_PATHS = ['/api/', '/authenticate/', '/healthz']

const IMMUTABLE = 'public, max-age=31536000, immutable'

/** The copies the web build writes beside each text file (apps/web/build/precompress.ts). */
const PRECOMPRESSED = /\.(?:br|gz)$/

/** The web app's service worker (spec §7: `/sw.js`, scope `/`). */
const SERVICE_WORKER = 'sw.js'

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Questboard is not built</title></head>
<body><h1>The web app has not been built</h1>
<p>The Event API is running, but the web app's files are missing. Run <code>npm run build</code>
(or <code>npm start</code>, which builds what is not built), then restart the server.</p></body></html>
`

/**
 * Serves the built SPA (Vite's hashed `assets/` cached for a year, everything else revalidated; the build's
 * Brotli or gzip copy of a file when the browser accepts it, with `Vary: Accept-Encoding`) and, for
 * any page request outside the server's own paths, its index.html so client routes (/fr/events,
 * /events/12) load the app, which shows its own 404 page for unknown routes.
 */
export const spaPlugin = fp<{ webDist: string }>(
  async (app, { webDist }) => {
    const indexHtml = path.join(webDist, 'index.html')
    const built = existsSync(webDist)
    if (built) {
      await app.register(fastifyStatic, {
        root: webDist,
        cacheControl: false,
        preCompressed: true,
        setHeaders(reply, filePath) {
          // The file sent may be the compressed copy (`sw.js.br`): the headers are those of the file asked for.
          const relative = path.relative(webDist, filePath).replace(PRECOMPRESSED, '')
          const hashed = relative.startsWith(`assets${path.sep}`)
          reply.header('Cache-Control', hashed ? IMMUTABLE : 'no-cache')
          // The worker controls every page (scope `/`), and a cached copy would delay every update.
          if (relative === SERVICE_WORKER) reply.header('Service-Worker-Allowed', '/')
        },
      })
    } else {
      app.log.warn(`The web app is not built (${webDist} is missing): run \`npm run build\`.`)
    }

    app.setNotFoundHandler((request, reply) => {
      if (!isPageRequest(request)) return reply.status(404).send({ detail: 'Not found.' })
      if (!built || !existsSync(indexHtml)) {
        return reply.status(503).header('Cache-Control', 'no-store').type('text/html').send(NOT_BUILT_PAGE)
      }
      return sendIndex(reply)
    })
  },
  { name: 'spa' },
)

function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const pathname = request.url.split('?', 1)[0] ?? '/'
  if (SERVER_PATHS.some((prefix) => pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix))) {
    return false
  }
  return request.headers.accept?.includes('text/html') ?? false
}

function sendIndex(reply: FastifyReply) {
  return reply.header('Cache-Control', 'no-cache').sendFile('index.html')
}
