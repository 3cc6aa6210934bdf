import type { FastifyInstance } from 'fastify'

/**
 * Reads `application/x-www-form-urlencoded` bodies as objects in the calling plugin: RFC 8058's one-click
 * unsubscribe POSTs `List-Unsubscribe=One-Click` as a form (the newsletter's and the morning mails' links).
 */
export function acceptFormBodies(app: FastifyInstance): void {
  if (app.hasContentTypeParser('application/x-www-form-urlencoded')) return
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))))
    },
  )
}
