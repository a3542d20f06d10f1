/**
 * Rows as CSV (RFC 4180) for the team's CRM or a spreadsheet: every value quoted, line breaks
 * kept inside quotes, and a value a spreadsheet would run as a formula (=, +, -, @ first)
 * prefixed with an apostrophe, since visitors write these values.
 */
export function toCsv(rows: Record<string, unknown>[], columns: string[]): string {
  const cell = (value: unknown) => {
    let text =
      typeof value === 'string'
        ? value
        : value === null || value === undefined
          ? ''
          : Array.isArray(value)
            ? value.join(' ')
            : JSON.stringify(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return `"${text.replaceAll('"', '""')}"`;
  };
  return (
    [columns.map(cell), ...rows.map((row) => columns.map((column) => cell(row[column])))]
      .map((cells) => cells.join(','))
      .join('\r\n') + '\r\n'
  );
}
