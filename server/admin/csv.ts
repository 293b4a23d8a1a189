// CSV as spreadsheets open it: RFC 4180 (CRLF line ends; a field holding a comma, quote, CR or
// LF is quoted, with its quotes doubled), after a UTF-8 byte order mark so Excel reads UTF-8.

/** The UTF-8 byte order mark, written once before the header row. */
export const CSV_BOM = '\uFEFF';
export const CSV_LINE_END = '\r\n';

/** A cell: text is guarded and quoted as needed, a number is written as is. */
export type CsvCell = string | number;

// A text cell starting with one of these is run as a formula by spreadsheet programs (CSV
// injection, OWASP): a leading apostrophe makes it text again.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvText(value: string): string {
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** Plain digits (no currency sign, no thousands separators); a non-number is an empty cell. */
export function csvNumber(value: number): string {
  return Number.isFinite(value) ? String(value) : '';
}

export function csvRow(cells: readonly CsvCell[]): string {
  return (
    cells.map((cell) => (typeof cell === 'number' ? csvNumber(cell) : csvText(cell))).join(',') +
    CSV_LINE_END
  );
}
