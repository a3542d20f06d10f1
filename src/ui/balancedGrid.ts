import { css, type SerializedStyles } from '@emotion/react';

export interface BalancedGridOptions {
  /** How many items the grid holds (known when the page is rendered). */
  count: number;
  /** The narrowest a column may be, e.g. "18rem"; a narrower screen shows one column. */
  min: string;
  /** The space between columns (any CSS length, clamp() and vw included). */
  columnGap: string;
  /** The space between rows; the column gap by default. */
  rowGap?: string;
  /** At most this many columns, however wide the screen. */
  maxColumns?: number;
  /** The widest a column may grow, e.g. "22rem" for portraits (the grid then centres); by default columns share the width. */
  columnMax?: string;
  /**
   * What to do where the widths leave one item alone on the last row: "feature" lets the first
   * item span two columns (one featured, then pairs), "fewer" drops columns until the rows
   * balance, down to one (portraits keep their shape).
   */
  prefer?: 'feature' | 'fewer';
}

export interface BalancedGrid {
  /** On the element around the list: the width the columns are counted from. */
  frame: SerializedStyles;
  /** On the list itself. */
  list: SerializedStyles;
  /**
   * The `sizes` of the items' photos, given the one a column needs: "auto" first, so the browser
   * measures each lazy photo as laid out (a featured card is two columns wide, and the columns
   * vary with the container); browsers without it read on to the column's.
   */
  photoSizes(columnSizes: string): string;
}

/** The width from which `columns` columns fit: columns × min + (columns − 1) × gap. */
const widthFor = (columns: number, min: string, gap: string) =>
  columns === 1 ? '0px' : `calc(${columns} * ${min} + ${columns - 1} * ${gap})`;

/** A featured card is twice as wide, not twice as tall: its photo takes a landscape frame. */
const FEATURED_RATIO = '2 / 1';

const lone = (count: number, columns: number) => columns > 1 && count > columns && count % columns === 1;

/**
 * How many columns at most the grid can show at `min`: as many as the site's widest container
 * (96rem) holds, gaps left out (so never too few); 12 when `min` is not in rem.
 */
function mostThatFit(min: string): number {
  const rem = /^([\d.]+)rem$/.exec(min);
  return rem ? Math.max(2, Math.floor(96 / Number(rem[1]))) : 12;
}

const FEATURED = `& > :first-child { grid-column: span 2; --featured-ratio: ${FEATURED_RATIO}; }`;

/**
 * The rules that show `count` items `columns` across in columns sized `track`, the first item two
 * columns wide if `featured`, and a part-filled last row centred (schools 3 + 2): then each item
 * spans two half-columns (`half`), and the last row's first item starts as many half-columns in as
 * the row lacks items, so the row sits in the middle with the others' widths and gaps.
 */
function columnsOf(count: number, columns: number, track: string, half: string, featured = false): string {
  const cells = count + (featured ? 1 : 0);
  const left = cells % columns;
  if (cells <= columns || left === 0)
    return `grid-template-columns: repeat(${Math.min(cells, columns)}, ${track});${featured ? ` ${FEATURED}` : ''}`;
  return [
    `grid-template-columns: repeat(${2 * columns}, ${half});`,
    '& > * { grid-column: span 2; }',
    featured ? `& > :first-child { grid-column: span 4; --featured-ratio: ${FEATURED_RATIO}; }` : '',
    `& > :nth-child(${count - left + 1}) { grid-column: ${columns - left + 1} / span 2; }`,
  ].join(' ');
}

/**
 * A grid of like items (cards, sales, portraits) that never leaves one item alone on its last row
 * when a balanced arrangement exists: three press cards at 768 px fall as one featured and two,
 * nine sales as 3 + 3 + 3 where three fit, never 2 + 2 + 2 + 2 + 1.
 *
 * The columns are the usual auto-fill ones (as many as fit at `min`). The grid knows its item
 * count when rendered, so for each range of widths where that many columns would leave a lone
 * item it adds a container query (measured on the frame, so a sidebar or a narrow container
 * counts, not just the screen) that features the first item or drops a column. A browser
 * without container queries keeps the plain auto-fill grid.
 */
export function balancedGrid({
  count,
  min,
  columnGap,
  rowGap = columnGap,
  maxColumns = Infinity,
  columnMax,
  prefer = 'feature',
}: BalancedGridOptions): BalancedGrid {
  const most = Math.max(1, Math.min(count, maxColumns));
  // A column never narrower than `min`, nor so narrow that more than `most` fit.
  const narrowest = Number.isFinite(maxColumns)
    ? `max(${min}, (100% - ${maxColumns - 1} * ${columnGap}) / ${maxColumns})`
    : min;
  const widest = Number.isFinite(maxColumns) ? maxColumns : Math.max(mostThatFit(min), count);
  // A column as wide as auto-fill makes it `columns` across (or a portrait's width), and half of one.
  const track = (columns: number) =>
    columnMax ? `minmax(0, ${columnMax})` : `calc((100% - ${columns - 1} * ${columnGap}) / ${columns})`;
  const half = columnMax ? `minmax(0, calc((${columnMax} - ${columnGap}) / 2))` : 'minmax(0, 1fr)';
  const rules: string[] = [];
  for (let columns = 2; columns <= widest; columns++) {
    // Portraits keep their width: once more columns fit than there are items, the rule is the same at any width.
    const last = columns === widest || (columnMax !== undefined && columns > count);
    const range = last
      ? `(width >= ${widthFor(columns, min, columnGap)})`
      : `(width >= ${widthFor(columns, min, columnGap)}) and (width < ${widthFor(columns + 1, min, columnGap)})`;
    let rule: string | undefined;
    if (lone(count, columns) && prefer === 'feature') rule = columnsOf(count, columns, track(columns), half, true);
    else if (lone(count, columns)) {
      let fewer = columns - 1;
      while (fewer > 1 && lone(count, fewer)) fewer--;
      rule = columnsOf(count, fewer, track(fewer), half);
    } else if (count < columns || count % columns > 1)
      // Fewer items than columns (three members where four fit): the columns' width, the group centred.
      rule = `${columnsOf(count, columns, track(columns), half)} justify-content: center;`;
    if (rule) rules.push(`@container ${range} { ${rule} }`);
    if (last) break;
  }
  return {
    frame: css`
      container-type: inline-size;
    `,
    list: css`
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(min(100%, ${narrowest}), 1fr));
      gap: ${rowGap} ${columnGap};
      margin: 0;
      /* Portraits: never wider than columnMax each, the group centred. */
      ${columnMax ? `max-width: calc(${most} * ${columnMax} + ${most - 1} * ${columnGap}); margin-inline: auto; justify-content: center;` : ''}
      ${rules.join('\n')}
    `,
    photoSizes: (columnSizes) => `auto, ${columnSizes}`,
  };
}
