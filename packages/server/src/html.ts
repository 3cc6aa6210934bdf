const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/**
 * Text put into HTML, in an element or an attribute: what people type (nicknames, event names, addresses) goes
 * through this in the account service's pages and the Event API's mails alike. `null` and `undefined` are empty.
 */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char)
}
