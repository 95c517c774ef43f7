/**
 * A CSV document for a spreadsheet: semicolons (what German Excel expects), a byte-order mark so that umlauts
 * show, CRLF line ends; a cell is quoted when it holds the separator, a quote or a line break, and a leading
 * = + - @ (a formula) is made text.
 */
export function csvDocument(lines: readonly (readonly (string | number)[])[]): string {
  const cell = (value: string | number) => {
    const text = String(value)
    const safe = /^[=+\-@]/.test(text) ? `'${text}` : text
    return /[;"\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
  }
  return `\uFEFF${lines.map((line) => line.map(cell).join(';')).join('\r\n')}\r\n`
}
