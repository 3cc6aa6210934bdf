/**
 * From zod issues to what people see.
 *
 * - Forms (web): `toFieldErrors` gives, per dotted field path (react-hook-form's names), the first
 *   `{ key, params }`; the web translates the key with i18next.
 * - API (400 body, DESIGN.md "Errors"): `toErrorBody` gives an object of field → list of messages, nested
 *   objects for nested fields (array items by index: `{"stages": {"0": {"players_max": […]}}}`), errors of the
 *   whole body under `non_field_errors`. Decision: the API sends the English texts (it is a public API and its
 *   messages should read as sentences); the key stays recoverable with `parseMessage` (messages.ts), which
 *   maps an English text back to `{ key, params }`, so the web shows API errors in the visitor's language.
 */
import type { z } from 'zod'
import { formatMessage, isMessageKey, type MessageKey, type MessageParams } from './messages'

type Issue = z.core.$ZodIssue
type IssueSource = { issues: readonly Issue[] }

export const NON_FIELD_ERRORS = 'non_field_errors'

/** The message key and params of an issue; zod's own messages (none of our schemas emits one) become `validation.invalid`. */
export function issueMessage(issue: Issue): { key: MessageKey; params: MessageParams } {
  const key = isMessageKey(issue.message) ? issue.message : 'validation.invalid'
  const params = issue.code === 'custom' && issue.params ? (issue.params as MessageParams) : {}
  return { key, params }
}

export function issuePath(issue: Issue): string {
  return issue.path.map(String).join('.')
}

export type FieldErrors = Record<string, { key: MessageKey; params: MessageParams }>

/** The first error of each field, by dotted path ('' for the whole form). */
export function toFieldErrors(error: IssueSource): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const path = issuePath(issue)
    if (!(path in errors)) errors[path] = issueMessage(issue)
  }
  return errors
}

export type ErrorBody = { [field: string]: string[] | ErrorBody }

const messagesAt = (node: ErrorBody, field: string): string[] => {
  const existing = node[field]
  if (Array.isArray(existing)) return existing
  if (existing === undefined) {
    const list: string[] = []
    node[field] = list
    return list
  }
  // The field also has nested errors: its own messages go under non_field_errors.
  return messagesAt(existing, NON_FIELD_ERRORS)
}

/** The API's 400 body; `render` defaults to the English text of the key. */
export function toErrorBody(
  error: IssueSource,
  render: (key: MessageKey, params: MessageParams) => string = formatMessage,
): ErrorBody {
  const body: ErrorBody = {}
  for (const issue of error.issues) {
    const { key, params } = issueMessage(issue)
    const path = issue.path.length > 0 ? issue.path.map(String) : [NON_FIELD_ERRORS]
    let node = body
    for (const segment of path.slice(0, -1)) {
      const next = node[segment]
      if (Array.isArray(next)) {
        // A field with its own messages and nested errors: its messages move under non_field_errors.
        node[segment] = { [NON_FIELD_ERRORS]: next }
      } else if (next === undefined) {
        node[segment] = {}
      }
      node = node[segment] as ErrorBody
    }
    const leaf = path[path.length - 1] ?? NON_FIELD_ERRORS
    const target = messagesAt(node, leaf)
    const message = render(key, params)
    if (!target.includes(message)) target.push(message)
  }
  return body
}
