/**
 * The monthly payment as Canadian lenders work it (semi-annual compounding, monthly payments),
 * the legal minimum down payment and mortgage default insurance, with the assumptions in
 * tests/fixtures/site/data/rates/mortgage.json (the FCAC's and CMHC's published figures).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAmount, parseRate } from '../../src/blocks/buyingCosts/amountText.ts';
import { estimateMortgage, minimumDownPayment, monthlyPayment } from '../../src/blocks/buyingCosts/mortgagePayment.ts';
import { MortgageAssumptions } from '../../src/model/rates.ts';

const assumptions = MortgageAssumptions.parse(
  JSON.parse(readFileSync(join(import.meta.dirname, '../fixtures/site/data/rates/mortgage.json'), 'utf8')),
);

describe('monthly payment', () => {
  it.each([
    // principal, rate, years, payment: $581.60 is the textbook Canadian figure for $100,000 at 5% over 25 years
    // (compounded monthly, as in the United States, it would be $584.59)
    [100_000, 5, 25, 581.6],
    [500_000, 5, 25, 2_908.02],
    // By hand: at 4% the monthly rate is 1.02^(1/6) - 1 and (1 + i)^360 = 1.02^60 = 3.28103
    [1_000_000, 4, 30, 4_755.19],
    // at 6% over 10 years, (1 + i)^120 = 1.03^20 = 1.806111
    [250_000, 6, 10, 2_766.27],
  ])('$%s at %s per cent over %s years is $%s a month', (principal, rate, years, payment) => {
    expect(monthlyPayment(principal, rate, years)).toBeCloseTo(payment, 2);
  });

  it('at 0% it is the loan divided by the months', () => {
    expect(monthlyPayment(300_000, 0, 25)).toBe(1_000);
  });
});

describe('minimum down payment', () => {
  it.each([
    [400_000, 20_000],
    [500_000, 25_000],
    [800_000, 55_000],
    [1_499_999, 124_999.9],
    [1_500_000, 300_000],
    [5_895_000, 1_179_000],
  ])('at $%s it is $%s', (price, minimum) => {
    expect(minimumDownPayment(price, assumptions.downPayment)).toBe(minimum);
  });
});

describe('the estimate', () => {
  it('under 20% down, the insurance premium for the loan-to-value is added to the mortgage and its sales tax is due at closing', () => {
    const estimate = estimateMortgage({ price: 800_000, downPayment: 55_000, ratePercent: 5, years: 25 }, assumptions);
    expect(estimate).toMatchObject({ ok: true, loan: 745_000, premium: 29_800, premiumTax: 2_384, mortgage: 774_800 });
    if (estimate.ok) expect(estimate.payment).toBe(monthlyPayment(774_800, 5, 25));
  });

  it.each([
    [80, 0],
    [85, 2.8],
    [85.01, 3.1],
    [90, 3.1],
    [95, 4],
  ])('a loan of %s per cent of the price pays a premium of %s per cent', (loanToValue, premium) => {
    // At $400,000 the minimum is 5%, so every loan-to-value up to 95% is allowed.
    const estimate = estimateMortgage(
      { price: 400_000, downPayment: 400_000 - loanToValue * 4_000, ratePercent: 5, years: 25 },
      assumptions,
    );
    expect(estimate.ok && estimate.premium).toBeCloseTo(loanToValue * 4_000 * (premium / 100), 2);
  });

  it('refuses a down payment under the minimum, naming the minimum, and one that leaves nothing to borrow', () => {
    expect(
      estimateMortgage({ price: 2_000_000, downPayment: 399_999, ratePercent: 5, years: 25 }, assumptions),
    ).toEqual({ ok: false, minimum: 400_000, problem: 'belowMinimum' });
    expect(
      estimateMortgage({ price: 2_000_000, downPayment: 2_000_000, ratePercent: 5, years: 25 }, assumptions),
    ).toMatchObject({ ok: false, problem: 'noLoan' });
  });
});

describe('what visitors type', () => {
  it.each([
    ['4,995,000', 4_995_000],
    ['$4 995 000', 4_995_000],
    ['4995000.50', 4_995_000.5],
    ['4.5M', undefined],
    ['', undefined],
    ['-5', undefined],
  ])('the amount %j reads as %s', (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });

  it.each([
    ['4.29', 4.29],
    ['4.29 %', 4.29],
    ['31', undefined],
    ['four', undefined],
  ])('the rate %j reads as %s', (text, value) => {
    expect(parseRate(text)).toBe(value);
  });
});
