/**
 * Land transfer tax against the published schedules (tests/fixtures/site/data/rates, a copy of
 * the figures on ontario.ca and toronto.ca). Expected amounts are worked by hand from those
 * bracket tables; the Ontario Ministry of Finance's own example ($95,000 -> $675) and the
 * refund limits the province and the city state ($4,000 covers the tax to $368,333; $4,475 to
 * $400,000) are checked as they are published. Every bracket boundary is a row.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appliesTo, closingCosts, estimateTax, scheduleOn } from '../../src/blocks/buyingCosts/landTransferTax.ts';
import { LandTransferTaxes } from '../../src/model/rates.ts';

const rates = LandTransferTaxes.parse(
  JSON.parse(readFileSync(join(import.meta.dirname, '../fixtures/site/data/rates/land-transfer-tax.json'), 'utf8')),
);
const ontario = rates.taxes.find((t) => t.city === undefined)!;
const toronto = rates.taxes.find((t) => t.city === 'Toronto')!;
const AFTER_APRIL_2026 = '2026-06-01';
const IN_2025 = '2025-06-01';

describe('Ontario land transfer tax', () => {
  it.each([
    [55_000, 275],
    [95_000, 675], // the Ministry of Finance's worked example
    [250_000, 2_225],
    [400_000, 4_475],
    [550_000, 7_475],
    [1_850_000, 33_475],
    [2_000_000, 36_475],
    [2_000_001, 36_475.03],
    [3_500_000, 73_975],
    [12_500_000, 298_975],
  ])('on $%s it is $%s', (price, tax) => {
    expect(estimateTax(ontario, price, AFTER_APRIL_2026).tax).toBe(tax);
  });

  it('the first-time buyer refund is the tax up to $4,000, so it covers a home of $368,333 in full', () => {
    expect(estimateTax(ontario, 368_333, AFTER_APRIL_2026).rebate).toBe(
      estimateTax(ontario, 368_333, AFTER_APRIL_2026).tax,
    );
    expect(estimateTax(ontario, 368_334, AFTER_APRIL_2026).rebate).toBe(4_000);
    expect(
      estimateTax(ontario, 550_000, AFTER_APRIL_2026).tax - estimateTax(ontario, 550_000, AFTER_APRIL_2026).rebate,
    ).toBe(3_475);
  });
});

describe('Toronto municipal land transfer tax', () => {
  it.each([
    // price, from 1 January 2024, from 1 April 2026
    [400_000, 4_475, 4_475],
    [2_000_000, 36_475, 36_475],
    [3_000_000, 61_475, 61_475],
    [3_500_000, 78_975, 83_475],
    [4_000_000, 96_475, 105_475],
    [5_000_000, 141_475, 159_975],
    [10_000_000, 416_475, 484_975],
    [12_500_000, 578_975, 673_725],
    [20_000_000, 1_066_475, 1_239_975],
    [25_000_000, 1_441_475, 1_669_975],
  ])('on $%s it is $%s under the 2024 rates and $%s under the April 2026 rates', (price, in2024, in2026) => {
    expect(estimateTax(toronto, price, IN_2025).tax).toBe(in2024);
    expect(estimateTax(toronto, price, AFTER_APRIL_2026).tax).toBe(in2026);
  });

  it('uses the schedule in force on the closing date: the new rates from 1 April 2026, not a day before', () => {
    expect(scheduleOn(toronto, '2026-03-31').effectiveFrom).toBe('2024-01-01');
    expect(scheduleOn(toronto, '2026-04-01').effectiveFrom).toBe('2026-04-01');
    expect(scheduleOn(toronto, '2023-12-31').effectiveFrom).toBe('2017-03-01');
    expect(estimateTax(toronto, 5_000_000, '2023-06-01').tax).toBe(111_475);
  });

  it('the first-time buyer rebate is the tax up to $4,475: all of it on a $400,000 home', () => {
    expect(estimateTax(toronto, 400_000, AFTER_APRIL_2026).rebate).toBe(4_475);
    expect(estimateTax(toronto, 5_000_000, AFTER_APRIL_2026).rebate).toBe(4_475);
  });

  it('applies only in the City of Toronto; the provincial tax applies across Ontario', () => {
    expect(appliesTo(toronto, { province: 'ON', city: 'Toronto' })).toBe(true);
    expect(appliesTo(toronto, { province: 'ON', city: ' toronto ' })).toBe(true);
    expect(appliesTo(toronto, { province: 'ON', city: 'Gravenhurst' })).toBe(false);
    expect(appliesTo(ontario, { province: 'ON', city: 'Gravenhurst' })).toBe(true);
  });
});

describe('the total', () => {
  it.each([
    [1_850_000, 66_950],
    [3_500_000, 157_450],
    [12_500_000, 972_700],
  ])('a Toronto home at $%s closing after April 2026 pays $%s in all', (price, total) => {
    expect(closingCosts([ontario, toronto], price, AFTER_APRIL_2026, false).total).toBe(total);
  });

  it('with the first-time buyer rebates, $8,475 less on a home above both limits', () => {
    expect(closingCosts([ontario, toronto], 3_500_000, AFTER_APRIL_2026, true).total).toBe(157_450 - 8_475);
  });

  it('shows each bracket with the part of the price in it', () => {
    const brackets = estimateTax(toronto, 3_500_000, AFTER_APRIL_2026).brackets;
    expect(brackets.map((b) => [b.from, b.portion, b.tax])).toEqual([
      [0, 55_000, 275],
      [55_000, 195_000, 1_950],
      [250_000, 150_000, 2_250],
      [400_000, 1_600_000, 32_000],
      [2_000_000, 1_000_000, 25_000],
      [3_000_000, 500_000, 22_000],
      [4_000_000, 0, 0],
      [5_000_000, 0, 0],
      [10_000_000, 0, 0],
      [20_000_000, 0, 0],
    ]);
  });
});

describe('the schedules as content staff write them', () => {
  it('refuses brackets out of order or not starting at 0, and schedules out of date order', () => {
    const broken = structuredClone(rates);
    broken.taxes[0]!.schedules[0]!.brackets.reverse();
    broken.taxes[1]!.schedules.reverse();
    const messages = LandTransferTaxes.safeParse(broken).error!.issues.map((i) => i.message);
    expect(messages).toContain('the first bracket starts at 0: write "above": 0');
    expect(messages).toContain('brackets go from the lowest "above" to the highest, each higher than the one before');
    expect(messages).toContain('schedules go from the oldest "effectiveFrom" to the newest, each on a later date');
  });
});
