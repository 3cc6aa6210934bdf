import { type ErrorBody as FieldErrors, NON_FIELD_ERRORS } from '@questboard/domain/error-body'
import { retryAfterSecondsOf, unavailableAnswer } from '@questboard/server/unavailable'
import type { FastifyError } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError } from '../http/http-error.ts'
import { idPathNotFound } from '../http/schemas.ts'

interface ValidationIssue {
  instancePath: string
  message?: string
}

export function toFieldErrors(issues: readonly ValidationIssue[]): FieldErrors {
  const result: FieldErrors = {}
  for (const issue of issues) {
    const path = issue.instancePath
      .split('/')
      .filter(Boolean)
      .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    append(result, path.length > 0 ? path : [NON_FIELD_ERRORS], issue.message ?? 'This value is invalid')
  }
  return result
}

function append(node: FieldErrors, [field, ...rest]: string[], message: string): void {
  const key = field ?? NON_FIELD_ERRORS
  const existing = node[key]
  // A field that already has its own messages keeps them, and a message about a part of it joins them.
  if (Array.isArray(existing)) existing.push(message)
  else if (existing) append(existing, rest, message)
  else if (rest.length > 0) {
    const child: FieldErrors = {}
    node[key] = child
    append(child, rest, message)
  } else node[key] = [message]
}

/**
 * Every error answers JSON, and this is the one place errors become answers: a refusal (`HttpError`, whatever
 * service threw it) its status and body as they are; bad input is a 400 with field errors (never a 500), a
 * path id that is not one a 404, other client errors keep their status with `{detail}`, the database away (a
 * restart, a killed connection, a timeout) a 503 and its disk full a 507, and anything unexpected is logged
 * and answers a 500 that reveals nothing. Every 503 and 507, whatever gave it, says when to try again
 * (`Retry-After`).
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError)
        return reply.status(error.status).headers(error.headers).send(error.body)
      if (error.validation && idPathNotFound(error)) return reply.status(404).send({ detail: 'Not found.' })
      if (error.validation) {
        return reply.status(400).send(toFieldErrors(error.validation))
      }
      const unavailable = unavailableAnswer(error)
      if (unavailable) {
        request.log.warn({ err: error }, 'database unavailable')
        return reply.status(unavailable.status).send({ detail: unavailable.detail })
      }
      const status = error.statusCode ?? 500
      if (status < 500) {
        return reply.status(status).send({ detail: error.message })
      }
      request.log.error({ err: error }, 'request failed')
      return reply.status(status).send({ detail: 'A server error occurred.' })
    })
    app.addHook('onSend', (_request, reply, payload, done) => {
      const retryAfter = retryAfterSecondsOf(reply.statusCode)
      if (retryAfter !== undefined && !reply.hasHeader('retry-after')) reply.header('Retry-After', retryAfter)
      done(null, payload)
    })
  },
  { name: 'errors' },
)
