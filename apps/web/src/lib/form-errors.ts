/**
 * react-hook-form meets the domain's zod schemas and the API's 400 bodies.
 *
 * `domainResolver` stands in for `zodResolver`: that one keeps only each issue's message, and our messages are
 * keys whose params (`{min, max}`…) travel beside them (see packages/domain zod-rules.ts); without the params
 * "between {{min}} and {{max}} characters" could not be shown. Each field error keeps `message` = the key
 * (or a text the API sent that is not one of ours) and `params`.
 */
import { toNestErrors } from '@hookform/resolvers'
import { toFieldErrors } from '@questboard/domain/error-body'
import { type MessageParams, parseMessage } from '@questboard/domain/messages'
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form'

export type DomainFieldError = FieldError & { params?: MessageParams }

type Issues = Parameters<typeof toFieldErrors>[0]
type SafeParse<Output> = { success: true; data: Output } | { success: false; error: Issues }

/** The part of a zod schema the resolver uses. */
export interface ParsingSchema<Output> {
  safeParseAsync(value: unknown): Promise<SafeParse<Output>>
}

/** A resolver over a domain schema, or over a factory called at each validation (for a schema with a clock). */
export function domainResolver<Values extends FieldValues, Output>(
  schema: ParsingSchema<Output> | (() => ParsingSchema<Output>),
): Resolver<Values, unknown, Output> {
  return async (values, _context, options) => {
    const current = typeof schema === 'function' ? schema() : schema
    const result = await current.safeParseAsync(values)
    if (result.success) return { values: result.data, errors: {} }
    const flat: FieldErrors = {}
    for (const [path, { key, params }] of Object.entries(toFieldErrors(result.error))) {
      const error: DomainFieldError = { type: 'validate', message: key, params }
      flat[path === '' ? 'root' : path] = error
    }
    return { values: {}, errors: toNestErrors<Values>(flat, options) }
  }
}

export interface ServerFieldError {
  /** Dotted form path; `root` for errors about the whole form. */
  path: string
  error: DomainFieldError
}

const NON_FIELD_ERRORS = 'non_field_errors'

/**
 * The field errors of a 400 body (DESIGN.md: field → list of messages, nested objects for nested fields,
 * array items by index). `rename` maps the API's top-level field names to the form's.
 */
export function serverFieldErrors(body: unknown, rename: Record<string, string> = {}): ServerFieldError[] {
  const found: ServerFieldError[] = []
  const walk = (node: unknown, path: string[]) => {
    if (typeof node === 'string') node = [node]
    if (Array.isArray(node)) {
      const text = node.find((item): item is string => typeof item === 'string')
      if (text === undefined) return
      const field = path.filter((segment) => segment !== NON_FIELD_ERRORS)
      const parsed = parseMessage(text)
      found.push({
        path: field.length === 0 ? 'root' : field.join('.'),
        error: parsed
          ? { type: 'server', message: parsed.key, params: parsed.params }
          : { type: 'server', message: text },
      })
      return
    }
    if (typeof node !== 'object' || node === null) return
    for (const [key, child] of Object.entries(node)) {
      walk(child, path.length === 0 ? [rename[key] ?? key] : [...path, key])
    }
  }
  walk(body, [])
  return found
}

/** Whether a 400 body is a field-error object (and not, say, `{detail}` alone). */
export function isFieldErrorBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false
  return Object.keys(body).some((key) => key !== 'detail')
}

/**
 * Spec §5: the page moves to the first failing field: the first element marked invalid in document order is
 * scrolled into view and focused. False when no field is marked (yet).
 */
export function focusFirstInvalid(container: HTMLElement | null): boolean {
  const target = container?.querySelector<HTMLElement>('[aria-invalid="true"]')
  if (!target) return false
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  target.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' })
  target.focus({ preventScroll: true })
  return true
}
