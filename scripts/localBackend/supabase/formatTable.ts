/** Renders rows as an aligned plain-text table for a terminal; long values are cut with an ellipsis. */
export function formatTable(rows: Record<string, unknown>[], columns: string[], maxCellWidth = 48): string {
  const cell = (value: unknown) => {
    const text = (
      typeof value === 'object' && value !== null
        ? JSON.stringify(value)
        : typeof value === 'string'
          ? value
          : typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint'
            ? value.toString()
            : ''
    )
      .replace(/\s+/g, ' ')
      .trim();
    return text.length > maxCellWidth ? `${text.slice(0, maxCellWidth - 1)}…` : text;
  };
  const body = rows.map((row) => columns.map((column) => cell(row[column])));
  const widths = columns.map((column, index) =>
    Math.max(column.length, ...body.map((cells) => cells[index]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((text, index) => text.padEnd(widths[index] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(columns), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
}
