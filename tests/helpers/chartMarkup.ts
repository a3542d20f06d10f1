/** Reading a market chart (src/ui/marketChart) back out of server-rendered markup, as a reader of it would. */

export const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** "$3,450,000", "98.5%", "12" -> the number written. */
export const numberIn = (text: string) => Number(text.replace(/[$,%]/g, ''));

/**
 * The values the chart's dots stand for, and the table's rows: of the chart whose ids start with
 * `id`, or of the first chart in the markup.
 */
export function readChart(html: string, id?: string) {
  const start = html.indexOf(id ? `<svg role="img" aria-labelledby="${id}-title"` : '<svg role="img"');
  if (start < 0) throw new Error(`no chart ${id ?? ''} in the markup`);
  const svg = html.slice(start, html.indexOf('<figcaption', start));
  const ticks = [...svg.matchAll(/<g data-tick="([^"]+)"><line[^>]*y1="([^"]+)"/g)].map((m) => ({
    value: Number(m[1]),
    y: Number(m[2]),
  }));
  const dots = [...svg.matchAll(/<circle[^>]*>/g)].map((m) => ({
    period: attr(m[0], 'data-period')!,
    x: attr(m[0], 'cx')!,
    y: Number(attr(m[0], 'cy')),
  }));
  const line = attr(/<polyline[^>]*>/.exec(svg)![0], 'points')!;
  const table = /<table[\s\S]*?<\/table>/.exec(html.slice(start))![0];
  const head = [...table.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((m) => m[1]);
  const rows = [...table.matchAll(/<tr><th scope="row"[^>]*>([^<]*)<\/th>([\s\S]*?)<\/tr>/g)].map((m) => ({
    period: m[1]!,
    cells: [...m[2]!.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((c) => c[1]!),
  }));
  return { svg, ticks, dots, line, head, rows };
}
