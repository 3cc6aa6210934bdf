import { ILL_FORMED_TEXT, illFormedAt, illFormedPath } from '@questboard/domain/well-formed-text'
import type { Context } from 'koa'

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(typeof body === 'object' && body && 'detail' in body ? String(body.detail) : `HTTP ${status}`)
  }
}

export const badRequest = (detail: string) => new HttpError(400, { detail })

const LIMIT_BYTES = 100_000

const tooLarge = () => new HttpError(413, { detail: 'The request body is too large.' })

/**
 * The body as text, at most LIMIT_BYTES. A larger one is a 413 and the rest of it is read and dropped, never
 * left half-read: destroying the request would reset the connection, which a keep-alive client (a proxy, a
 * browser) would see as a network failure instead of the answer. A body announced as too large is not read
 * at all (Node drops it once the answer is sent).
 */
function readRaw(ctx: Context): Promise<string> {
  if (Number(ctx.get('content-length')) > LIMIT_BYTES) return Promise.reject(tooLarge())
  const request = ctx.req
  if (request.readableEnded) return Promise.resolve('')
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const stop = () => {
      request.off('data', onData)
      request.off('end', onEnd)
      request.off('error', onError)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= LIMIT_BYTES) return void chunks.push(chunk)
      stop()
      request.resume()
      reject(tooLarge())
    }
    const onEnd = () => {
      stop()
      resolve(Buffer.concat(chunks).toString('utf8'))
    }
    const onError = (error: Error) => {
      stop()
      reject(error)
    }
    request.on('data', onData)
    request.on('end', onEnd)
    request.on('error', onError)
  })
}

/** The JSON body; `undefined` for an empty body. Malformed JSON is a 400, never a 500. */
export async function readJson(ctx: Context): Promise<unknown> {
  const raw = await readRaw(ctx)
  if (raw.trim() === '') return undefined
  if (!ctx.is('application/json', '+json')) {
    throw new HttpError(415, { detail: 'The request body must be JSON (Content-Type: application/json).' })
  }
  let body: unknown
  try {
    body = JSON.parse(raw)
  } catch {
    throw badRequest('The request body is not valid JSON.')
  }
  // A lone UTF-16 surrogate (`"\ud800"`) parses, but can be neither stored nor answered: name where it is.
  const path = illFormedPath(body)
  if (path) throw badRequest(path.length ? illFormedAt(path) : ILL_FORMED_TEXT)
  return body
}

/** An HTML form post (application/x-www-form-urlencoded) as a map of its first values. */
export async function readForm(ctx: Context): Promise<Record<string, string>> {
  const raw = await readRaw(ctx)
  if (raw !== '' && !ctx.is('application/x-www-form-urlencoded')) {
    throw new HttpError(415, { detail: 'Expected an HTML form post.' })
  }
  const form: Record<string, string> = {}
  for (const [key, value] of new URLSearchParams(raw)) if (!(key in form)) form[key] = value
  return form
}
