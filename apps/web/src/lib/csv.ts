/**
 * A table as CSV (RFC 4180): fields separated by commas, rows by CRLF, a field quoted when it holds a comma, a
 * quote, a line break or surrounding spaces, its quotes doubled. A text field that a spreadsheet would run as a
 * formula (starting with =, +, -, @, a tab or a carriage return: OWASP "CSV injection") is prefixed with an
 * apostrophe, since nicknames are whatever players typed. Numbers are written as they are.
 *
 * Twenty lines rather than a library: writing CSV is this much, and no other part of the app reads CSV.
 */
export type CsvField = string | number

const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/

function field(value: CsvField): string {
  if (typeof value === 'number') return String(value)
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** The rows as one CSV text, the header first, ending with a line break. */
export function toCsv(rows: readonly (readonly CsvField[])[]): string {
  return `${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`
}

/**
 * Offers `text` as a file download. The byte-order mark makes spreadsheet programs read the file as UTF-8
 * (accented nicknames), which they otherwise guess wrong.
 */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked once the browser has taken the download.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
