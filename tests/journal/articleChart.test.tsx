/**
 * An article's chart block, and the market of the neighbourhood it names: the same numbers in the
 * drawing and in its table, the quarter range the writer chose, and the after-text chart only
 * where the body does not already chart that neighbourhood.
 */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Article } from '../../src/blocks/article/Article.tsx';
import type { ArticleProps } from '../../src/blocks/article/block.ts';
import { blockComponent, loadBlockComponents } from '../../src/blocks/components.ts';
import { blockTypesIn } from '../../src/blocks/registry.ts';
import { BlockDrawer } from '../../src/ui/NestedBlocks.tsx';
import { loadContent } from '../../src/content/load/loadContent.ts';
import { buildSiteData } from '../../src/content/render/siteData.ts';
import { valueAt } from '../../src/ui/marketChart/geometry.ts';
import { editJson, removeTempSites, tempSite } from '../authoring/tempSite.ts';
import { numberIn, readChart } from '../helpers/chartMarkup.ts';
import { fixtureSiteRoot } from '../helpers/fixtureSite.ts';
import { visibleText } from '../helpers/htmlText.ts';
import { join } from 'node:path';

afterAll(removeTempSites);
// The body's blocks are drawn by their own components, which the site hands the article as the server does.
beforeAll(() => loadBlockComponents(blockTypesIn('articleBody')));
const drawBlock = (block: { type: string }) => {
  const Component = blockComponent(block.type as never) as ComponentType<{ block: typeof block }>;
  return <Component block={block} />;
};

function articlePage(root: string, slug: string) {
  const { content, problems } = loadContent(root);
  expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
  const site = buildSiteData(content!);
  const block = site.routes
    .get(`/journal/${slug}`)!
    .page.blocks.find((b) => b.type === 'article') as ArticleProps['block'];
  const lawrencePark = content!.collections.neighbourhoods.find((n) => n.value.slug === 'lawrence-park')!.value;
  return {
    block,
    html: renderToString(
      <BlockDrawer value={drawBlock}>
        <Article block={block} />
      </BlockDrawer>,
    ),
    lawrencePark,
  };
}

const quarterText = (q: string) => `${q.slice(5)} ${q.slice(0, 4)}`;

describe("an article's chart block", () => {
  it('draws the chosen figure from the chosen quarter, and its table carries the same numbers', () => {
    const { html, lawrencePark } = articlePage(fixtureSiteRoot, 'third-quarter-2026-market-report');
    // The fixture's report charts Lawrence Park's sale-to-list ratio from 2025-Q1 to the latest quarter.
    const quarters = lawrencePark.market!.filter((q) => q.quarter >= '2025-Q1');
    const { svg, ticks, dots, line, head, rows } = readChart(html, 'chart-5');

    expect(head).toEqual(['Quarter', 'Sale-to-list ratio', 'Median sale price', 'Sales', 'Average days on market']);
    expect(rows.map((r) => r.period)).toEqual(quarters.map((q) => quarterText(q.quarter)));
    expect(dots.map((d) => d.period)).toEqual(rows.map((r) => r.period));
    const perPixel = (ticks.at(-1)!.value - ticks[0]!.value) / (ticks[0]!.y - ticks.at(-1)!.y);
    rows.forEach((row, i) => {
      const q = quarters[i]!;
      expect(row.cells.map(numberIn), row.period).toEqual([q.saleToList, q.medianPrice, q.sales, q.daysOnMarket]);
      // Each dot, read back through the gridlines' scale, is its row's first figure.
      expect(Math.abs(valueAt(dots[i]!.y, ticks) - numberIn(row.cells[0]!)), row.period).toBeLessThanOrEqual(
        perPixel * 0.1,
      );
    });
    expect(line.split(' ').map((p) => p.split(',').map(Number))).toEqual(
      dots.map((d) => [Number(d.x.replace('%', '')), d.y]),
    );
    expect(svg).toContain('<title id="chart-5-title">Sale-to-list ratio, Q1 2025 to Q3 2026</title>');
    // The writer's caption, then the figures' credit, as sample figures are marked on the guide.
    expect(html).toContain(
      `Sale-to-list ratio in Lawrence Park each quarter since 2025: above 100% in the second and third quarters of 2026. Illustrative: ${lawrencePark.sources.market!.label}.`,
    );
    // The body's own table is still the table block's, not the chart's.
    expect(html.indexOf('<caption>Illustrative figures, third quarter 2026')).toBeGreaterThan(-1);
  });

  it('without caption or range: every quarter, and a caption that says what is drawn', () => {
    const root = tempSite('chart-default');
    editJson(join(root, 'data', 'articles', 'third-quarter-2026-market-report.json'), (a) => {
      const chart = (a.body as Record<string, unknown>[]).find((b) => b.type === 'chart')!;
      delete chart.caption;
      delete chart.from;
      chart.measure = 'daysOnMarket';
    });
    const { html, lawrencePark } = articlePage(root, 'third-quarter-2026-market-report');
    const { rows, head } = readChart(html, 'chart-5');
    expect(head[1]).toBe('Average days on market');
    expect(rows).toHaveLength(lawrencePark.market!.length);
    expect(rows.map((r) => numberIn(r.cells[0]!))).toEqual(lawrencePark.market!.map((q) => q.daysOnMarket));
    expect(html).toContain('Average days on market in Lawrence Park each quarter, Q1 2024 to Q3 2026. Illustrative: ');
  });
});

describe('the market of the neighbourhood an article names', () => {
  it('follows the text, before the related articles: a heading, the latest quarter, the median price chart and a link to the guide', () => {
    const { block, html } = articlePage(fixtureSiteRoot, 'rosedale-ravines-and-gardens');
    expect(block.market?.name).toBe('Rosedale');
    const text = visibleText(html);
    const at = text.indexOf('The market in Rosedale');
    expect(at).toBeGreaterThan(text.indexOf(block.title));
    expect(text.indexOf('Latest quarter: Q3 2026')).toBeGreaterThan(at);
    expect(text.indexOf('Related articles')).toBeGreaterThan(at);
    const { head, rows } = readChart(html, 'market-rosedale');
    expect(head[1]).toBe('Median sale price');
    expect(rows.at(-1)!.period).toBe('Q3 2026');
    expect(html).toContain('href="/explore/rosedale#market"');
    expect(text).toContain('Median sale price in Rosedale each quarter, Q1 2024 to Q3 2026. Illustrative: ');
  });

  it('is left out of an article naming no neighbourhood, and of one whose body already charts it', () => {
    expect(articlePage(fixtureSiteRoot, 'third-quarter-2026-market-report').html).not.toContain('The market in');
    const root = tempSite('chart-named');
    editJson(join(root, 'data', 'articles', 'rosedale-ravines-and-gardens.json'), (a) => {
      (a.body as unknown[]).push({ type: 'chart', neighbourhood: 'rosedale', measure: 'sales' });
    });
    const { block, html } = articlePage(root, 'rosedale-ravines-and-gardens');
    expect(block.market).toBeUndefined();
    expect(html).not.toContain('The market in Rosedale');
    // The body's chart is the one drawn.
    expect(readChart(html).head[1]).toBe('Sales');
  });

  it('is left out when the guide has no figures', () => {
    const root = tempSite('chart-none');
    editJson(join(root, 'data', 'neighbourhoods', 'rosedale.json'), (n) => {
      delete n.market;
    });
    const { html } = articlePage(root, 'rosedale-ravines-and-gardens');
    expect(html).not.toContain('The market in');
    expect(html).not.toContain('role="img"');
  });
});
