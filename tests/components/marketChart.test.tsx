import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NeighbourhoodGuide } from '../../src/blocks/neighbourhoodGuide/NeighbourhoodGuide.tsx';
import type { Guide } from '../../src/blocks/neighbourhoodGuide/types.ts';
import { chartGeometry, niceTicks, valueAt } from '../../src/ui/marketChart/geometry.ts';
import { attr, numberIn, readChart } from '../helpers/chartMarkup.ts';
import { visibleText } from '../helpers/htmlText.ts';

const BOX = { top: 20, height: 180, inset: 4 };

describe("the market chart's scales", () => {
  it('puts gridlines at round steps that enclose every value', () => {
    expect(niceTicks(3_905_000, 4_330_000)).toEqual([3_800_000, 4_000_000, 4_200_000, 4_400_000]);
    expect(niceTicks(865_000, 940_000)).toEqual([860_000, 880_000, 900_000, 920_000, 940_000]);
    expect(niceTicks(0.1, 0.7)).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
    // One value, or all the same: still a span to draw in, the value inside it.
    const flat = niceTicks(2_000_000, 2_000_000);
    expect(flat[0]).toBeLessThan(2_000_000);
    expect(flat.at(-1)).toBeGreaterThan(2_000_000);
  });

  it('spaces the points evenly across the width, higher values higher up, and reads back what it drew', () => {
    const values = [3_100_000, 3_350_000, 3_200_000, 3_500_000];
    const { ticks, points } = chartGeometry(values, BOX);
    expect(points.map((p) => p.x)).toEqual([4, 34.67, 65.33, 96]);
    // The lowest gridline is at the plot's bottom, the highest at its top.
    expect(ticks[0]).toEqual({ value: 3_100_000, y: 200 });
    expect(ticks.at(-1)).toEqual({ value: 3_500_000, y: 20 });
    expect(points[0]!.y).toBe(200);
    expect(points[3]!.y).toBe(20);
    expect(points[1]!.y).toBeLessThan(points[2]!.y);
    for (const p of points) expect(valueAt(p.y, ticks)).toBeCloseTo(p.value, -3);
    // A single point sits in the middle.
    expect(chartGeometry([5], BOX).points[0]!.x).toBe(50);
  });
});

function fixtureGuide(slug: string): Guide {
  const file = join(import.meta.dirname, `../fixtures/site/data/neighbourhoods/${slug}.json`);
  const {
    image: _image,
    $schema: _schema,
    order: _order,
    ...guide
  } = JSON.parse(readFileSync(file, 'utf8')) as Guide & Record<string, unknown>;
  return guide;
}

describe("a guide's market chart", () => {
  it.each(['forest-hill', 'king-west', 'rosedale'])('%s: the table carries the same numbers as the chart', (slug) => {
    const guide = fixtureGuide(slug);
    const html = renderToString(<NeighbourhoodGuide block={{ type: 'neighbourhoodGuide', guide }} />);
    const { svg, ticks, dots, line, head, rows } = readChart(html);
    const market = guide.market!;

    expect(head).toEqual(['Quarter', 'Median sale price', 'Sales', 'Average days on market', 'Sale-to-list ratio']);
    expect(rows.map((r) => r.period)).toEqual(market.map((q) => `${q.quarter.slice(5)} ${q.quarter.slice(0, 4)}`));
    expect(dots.map((d) => d.period)).toEqual(rows.map((r) => r.period));
    // Each dot, read back through the gridlines' scale, is its row's median price (to within a tenth of a pixel).
    const perPixel = (ticks.at(-1)!.value - ticks[0]!.value) / (ticks[0]!.y - ticks.at(-1)!.y);
    rows.forEach((row, i) => {
      expect(Math.abs(valueAt(dots[i]!.y, ticks) - numberIn(row.cells[0]!)), row.period).toBeLessThanOrEqual(
        perPixel * 0.1,
      );
    });
    // The line passes through the dots.
    expect(line.split(' ').map((p) => p.split(',').map(Number))).toEqual(
      dots.map((d) => [Number(d.x.replace('%', '')), d.y]),
    );
    // And the table's every cell is the data's figure, written out.
    rows.forEach((row, i) => {
      const q = market[i]!;
      expect(row.cells.map(numberIn)).toEqual([q.medianPrice, q.sales, q.daysOnMarket, q.saleToList]);
    });

    // One image, named and described by its trend.
    const title = /<title id="([^"]+)">([^<]*)<\/title>/.exec(svg)!;
    const desc = /<desc id="([^"]+)">([^<]*)<\/desc>/.exec(svg)!;
    expect(attr(svg.slice(0, svg.indexOf('>')), 'aria-labelledby')).toBe(title[1]);
    expect(attr(svg.slice(0, svg.indexOf('>')), 'aria-describedby')).toBe(desc[1]);
    expect(title[2]).toBe('Median sale price, Q1 2024 to Q3 2026');
    const first = rows[0]!.cells[0]!;
    const last = rows.at(-1)!.cells[0]!;
    const change = ((numberIn(last) - numberIn(first)) / numberIn(first)) * 100;
    expect(desc[2]).toContain(
      `${change > 0 ? 'rose' : 'fell'} ${Math.abs(change).toFixed(1)}%, from ${first} in Q1 2024 to ${last} in Q3 2026`,
    );
  });

  it('names the latest quarter, its figures and their source, labelled illustrative', () => {
    const guide = fixtureGuide('rosedale');
    const html = renderToString(<NeighbourhoodGuide block={{ type: 'neighbourhoodGuide', guide }} />);
    const section = html.slice(html.indexOf('id="market"'), html.indexOf('</section>', html.indexOf('id="market"')));
    const text = visibleText(section);
    const latest = guide.market!.at(-1)!;
    expect(text).toContain('Latest quarter: Q3 2026');
    expect(text).toContain(`Median sale price $${latest.medianPrice.toLocaleString('en-CA')}`);
    expect(text).toContain(`Illustrative ${guide.sources.market!.label}`);
    expect(text).toContain('Show the figures as a table');
    expect(html).toContain('<a href="#market">The Market</a>');
  });

  it('leaves the section and its contents entry out of a guide without figures', () => {
    const { market: _market, ...guide } = fixtureGuide('rosedale');
    const html = renderToString(<NeighbourhoodGuide block={{ type: 'neighbourhoodGuide', guide }} />);
    expect(html).not.toContain('id="market"');
    expect(html).not.toContain('href="#market"');
    expect(html).not.toContain('role="img"');
  });
});
