import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { editJson, removeTempSites, runCheckCommand, tempSite } from '../authoring/tempSite.ts';

afterAll(removeTempSites);

type Quarter = { quarter: string; medianPrice: number; saleToList: number; sales: number; daysOnMarket: number };
const editMarket = (root: string, edit: (market: Quarter[]) => void) =>
  editJson(join(root, 'data', 'neighbourhoods', 'rosedale.json'), (n) => edit(n.market as Quarter[]));

describe("the check on a neighbourhood's quarterly market figures", () => {
  it('refuses quarters out of order and a quarter given twice, each at its file:line', () => {
    const root = tempSite('market-order');
    editMarket(root, (m) => {
      [m[3], m[4]] = [m[4]!, m[3]!]; // 2025-Q1 before 2024-Q4
      m[8]!.quarter = m[7]!.quarter; // 2025-Q4 twice
    });
    const run = runCheckCommand(root);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(
      /error {2}data\/neighbourhoods\/rosedale\.json:\d+:\d+\n {6}field: market\[4\]\.quarter\n {6}quarter 2024-Q4 is listed after 2025-Q1: the quarters are out of order\n {6}list the quarters oldest first/,
    );
    expect(run.stdout).toMatch(
      /error {2}data\/neighbourhoods\/rosedale\.json:\d+:\d+\n {6}field: market\[8\]\.quarter\n {6}quarter 2025-Q4 appears twice\n {6}keep one entry for each quarter/,
    );
    expect(run.stdout).toMatch(/✖ 2 errors, 0 warnings in/);
  });

  it('refuses impossible figures and a quarter not written as YYYY-Qn', () => {
    const root = tempSite('market-values');
    editMarket(root, (m) => {
      m[0]!.medianPrice = -3_200_000;
      m[1]!.saleToList = 180;
      m[2]!.sales = -4;
      m[3]!.daysOnMarket = -1;
      m[5]!.quarter = 'Q2 2025';
    });
    const run = runCheckCommand(root);
    expect(run.status).toBe(1);
    for (const field of [
      'market[0].medianPrice',
      'market[1].saleToList',
      'market[2].sales',
      'market[3].daysOnMarket',
      'market[5].quarter',
    ]) {
      expect(run.stdout).toMatch(
        new RegExp(
          `error {2}data/neighbourhoods/rosedale\\.json:\\d+:\\d+\\n {6}field: ${field.replace(/[[\].]/g, '\\$&')}\\n`,
        ),
      );
    }
    expect(run.stdout).toContain('write the quarter as YYYY-Qn, e.g. "2026-Q3"');
    expect(run.stdout).toMatch(/✖ 5 errors, 0 warnings in/);
  });

  it('accepts the sample figures, and a guide without any', () => {
    const root = tempSite('market-none');
    expect(runCheckCommand(root).status).toBe(0);
    editJson(join(root, 'data', 'neighbourhoods', 'rosedale.json'), (n) => {
      delete n.market;
    });
    expect(runCheckCommand(root).status).toBe(0);
  });
});
