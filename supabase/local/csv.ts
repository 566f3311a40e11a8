/** Text a spreadsheet would run as a formula starts with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell (RFC 4180), with formula-looking text made inert by a leading apostrophe. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Marks the text as UTF-8 for spreadsheets: without it Excel reads a CSV file in the machine's own
 * code page and garbles every accented or non-Latin name. Numbers and LibreOffice read it and drop it.
 */
export const UTF8_BOM = '\uFEFF';

/** Rows as CSV with a header line and CRLF line endings (RFC 4180), after the UTF-8 byte-order mark. */
export function toCsv(columns: string[], rows: Record<string, unknown>[]): string {
  const lines = [
    columns.map(csvCell).join(','),
    ...rows.map((row) => columns.map((c) => csvCell(row[c])).join(',')),
  ];
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}
