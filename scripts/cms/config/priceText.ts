/**
 * A price as people type it, read as whole dollars: "4500000", "4,500,000", "$4.5M", "4.5 million",
 * "$850K", "CAD 4,500,000". What it cannot read answers a sentence instead of a number, so the
 * form never keeps "4.5" of "$4.5M" the way a number box does.
 *
 * Runs in the editor's page too (its source is written into the editor's script, priceWidget.ts):
 * plain JavaScript once its types are stripped, with nothing from outside itself.
 */
export function readPrice(text: string): { value: number } | { error: string } {
  const said = String(text).trim();
  const cleaned = said
    .toLowerCase()
    .replace(/^(cad|c\$|\$)\s*/, '')
    .replace(/\s*(cad|dollars)$/, '')
    .trim();
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?\s*(k|thousand|m|mm|mil|million|b|billion)?$/.exec(cleaned);
  if (!said) return { error: 'Write the price in dollars, e.g. 4500000, 4,500,000 or $4.5M.' };
  if (!match)
    return { error: `"${said}" cannot be read as a price: write it in dollars, e.g. 4500000, 4,500,000 or $4.5M.` };
  const [, whole = '', fraction, unit] = match;
  const scale = !unit
    ? 1
    : unit === 'k' || unit === 'thousand'
      ? 1_000
      : unit.startsWith('b')
        ? 1_000_000_000
        : 1_000_000;
  const amount = Number(`${whole.replace(/,/g, '')}${fraction ? `.${fraction}` : ''}`) * scale;
  // Dollars are whole: "4.5" alone is $4.50, and is said so, since a luxury home is never that.
  if (!Number.isInteger(Math.round(amount * 100) / 100) && scale === 1)
    return {
      error: `"${said}" has cents: write the price in whole dollars (for $4.5 million, write 4500000 or $4.5M).`,
    };
  return { value: Math.round(amount) };
}
