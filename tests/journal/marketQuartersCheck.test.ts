/**
 * The check on charts and their figures: a chart block naming a neighbourhood without quarterly
 * figures (or a range holding none) is an error, a quarter skipped in a neighbourhood's series a
 * warning, each at its file:line; the fixture's figures and chart pass clean.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { editJson, removeTempSites, runCheckCommand, tempSite } from '../authoring/tempSite.ts';

afterAll(removeTempSites);

const REPORT = join('data', 'articles', 'third-quarter-2026-market-report.json');
const ROSEDALE = join('data', 'neighbourhoods', 'rosedale.json');

/** The 1-based line of the first line of a file holding `text`. */
const lineOf = (root: string, file: string, text: string) =>
  readFileSync(join(root, file), 'utf8')
    .split('\n')
    .findIndex((l) => l.includes(text)) + 1;

type Quarter = { quarter: string };

describe('the check on market charts and quarterly figures', () => {
  it('passes the fixture site, whose report charts Lawrence Park, with no error or warning', () => {
    const run = runCheckCommand(tempSite('chart-good'));
    expect(run.status).toBe(0);
    expect(run.stdout).not.toContain('missing between');
    expect(run.stdout).not.toContain('nothing to chart');
  });

  it('warns of each quarter skipped, at the line of the quarter after the gap', () => {
    const root = tempSite('chart-gap');
    editJson(join(root, ROSEDALE), (n) => {
      const market = n.market as Quarter[];
      // 2025-Q1 then 2025-Q3; and 2025-Q4 then 2026-Q3 (three missing).
      n.market = market.filter((q) => !['2025-Q2', '2026-Q1', '2026-Q2'].includes(q.quarter));
    });
    const run = runCheckCommand(root);
    expect(run.status).toBe(0);
    const q3 = lineOf(root, ROSEDALE, '"quarter": "2025-Q3"');
    expect(run.stdout).toContain(`warning  data/neighbourhoods/rosedale.json:${q3}:`);
    expect(run.stdout).toMatch(
      /warning {2}data\/neighbourhoods\/rosedale\.json:\d+:\d+\n {6}field: market\[5\]\.quarter\n {6}quarter 2025-Q2 is missing between 2025-Q1 and 2025-Q3: the chart would join them as if they were next to each other\n {6}add the figures for 2025-Q2 before 2025-Q3/,
    );
    expect(run.stdout).toMatch(
      /field: market\[7\]\.quarter\n {6}quarters 2026-Q1, 2026-Q2 are missing between 2025-Q4 and 2026-Q3/,
    );
    expect(run.stdout).toMatch(/✔ no errors, 2 warnings in/);
  });

  it('tells no gap while the quarters are out of order: the order is fixed first', () => {
    const root = tempSite('chart-gap-order');
    editJson(join(root, ROSEDALE), (n) => {
      const market = n.market as Quarter[];
      n.market = [market[0], market[2], market[1], ...market.slice(4)];
    });
    const run = runCheckCommand(root);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('the quarters are out of order');
    expect(run.stdout).not.toContain('missing between');
  });

  it('refuses a chart of a neighbourhood without figures, at the line that names it, with the fix', () => {
    const root = tempSite('chart-no-figures');
    editJson(join(root, 'data', 'neighbourhoods', 'lawrence-park.json'), (n) => {
      delete n.market;
    });
    const run = runCheckCommand(root);
    expect(run.status).toBe(1);
    const at = lineOf(root, REPORT, '"neighbourhood": "lawrence-park"');
    expect(at).toBeGreaterThan(1);
    expect(run.stdout).toContain(
      `error  ${REPORT}:${at}:24\n      field: body[5].neighbourhood\n      Lawrence Park has no quarterly market figures, so there is nothing to chart\n      add its quarters under "market" in data/neighbourhoods/lawrence-park.json, or chart a neighbourhood that has them (forest-hill, king-west, little-portugal, rosedale, trinity-bellwoods)`,
    );
    expect(run.stdout).toMatch(/✖ 1 error, 0 warnings in/);
  });

  it('refuses a quarter range that holds none of the figures, and a range written backwards', () => {
    const root = tempSite('chart-range');
    editJson(join(root, REPORT), (a) => {
      const chart = (a.body as Record<string, unknown>[]).find((b) => b.type === 'chart')!;
      chart.from = '2027-Q1';
    });
    let run = runCheckCommand(root);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(`error  ${REPORT}:${lineOf(root, REPORT, '"from": "2027-Q1"')}:`);
    expect(run.stdout).toContain(
      'no quarter of Lawrence Park falls between 2027-Q1 and 2026-Q3: its figures run from 2024-Q1 to 2026-Q3',
    );
    editJson(join(root, REPORT), (a) => {
      const chart = (a.body as Record<string, unknown>[]).find((b) => b.type === 'chart')!;
      chart.to = '2026-Q1';
    });
    run = runCheckCommand(root);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/field: body\[5\]\.from\n {6}"from" is a later quarter than "to"/);
  });
});
