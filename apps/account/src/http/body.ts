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

async function readRaw(ctx: Context): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length
    if (size > LIMIT_BYTES) throw new HttpError(413, { detail: 'The request body is too large.' })
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** The JSON body; `undefined` for an empty body. Malformed JSON is a 400, never a 500. */
export async function readJson(ctx: Context): Promise<unknown> {
  const raw = await readRaw(ctx)
  if (raw.trim() === '') return undefined
  if (!ctx.is('application/json', '+json')) {
    throw new HttpError(415, { detail: 'The request body must be JSON (Content-Type: application/json).' })
  }
  try {
    return JSON.parse(raw)
  } catch {
    throw badRequest('The request body is not valid JSON.')
  }
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
