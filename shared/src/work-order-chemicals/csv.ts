/**
 * One CSV line (RFC 4180, CRLF). A cell that a spreadsheet would read as a formula (=, +, -, @) is
 * prefixed with an apostrophe, so an exported note cannot run as one.
 */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return (
    cells
      .map((c) => {
        if (c == null) return '';
        let s = String(c);
        if (typeof c === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
        return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
      })
      .join(',') + '\r\n'
  );
}
