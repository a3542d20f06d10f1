import type { TaxSchedule, TransferTax } from '../../model/rates.ts';

/*
 * Land transfer tax as Ontario and Toronto publish it: marginal brackets, each rate applying only
 * to the part of the price inside its bracket, and a first-time buyer rebate of the tax up to a
 * maximum. Amounts are worked in cents and rounded per bracket, so a price on a bracket boundary
 * gives the published figure exactly rather than a float's neighbour.
 */

export interface BracketTax {
  /** The bracket's bounds in dollars; `to` is undefined for the top bracket. */
  from: number;
  to: number | undefined;
  ratePercent: number;
  /** The part of the price inside the bracket, in dollars, and the tax on it. */
  portion: number;
  tax: number;
}

export interface TaxEstimate {
  name: string;
  schedule: TaxSchedule;
  brackets: BracketTax[];
  tax: number;
  rebate: number;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** The schedule in force on a closing date (YYYY-MM-DD): the latest to take effect on or before it, else the earliest. */
export function scheduleOn(tax: TransferTax, closingDate: string): TaxSchedule {
  const inForce = tax.schedules.filter((s) => s.effectiveFrom <= closingDate);
  return inForce.at(-1) ?? tax.schedules[0]!;
}

/** The tax on a price under one schedule, bracket by bracket. */
function bracketTaxes(schedule: TaxSchedule, price: number): BracketTax[] {
  return schedule.brackets.map((bracket, i) => {
    const to = schedule.brackets[i + 1]?.above;
    const portion = Math.max(0, Math.min(price, to ?? Infinity) - bracket.above);
    // dollars × percent is cents: 1,000,000 × 5.45 = 5,450,000 ¢ ($54,500).
    return {
      from: bracket.above,
      to,
      ratePercent: bracket.ratePercent,
      portion,
      tax: Math.round(cents(portion) * bracket.ratePercent) / 10000,
    };
  });
}

/** Whether a property pays this tax: it is in the tax's province and, for a city's tax, in that city. */
export const appliesTo = (tax: TransferTax, location: { province: string; city: string }) =>
  tax.province === location.province &&
  (tax.city === undefined || tax.city.toLowerCase() === location.city.trim().toLowerCase());

/** One tax on a price closing on a date, with the first-time buyer rebate it would give. */
export function estimateTax(tax: TransferTax, price: number, closingDate: string): TaxEstimate {
  const schedule = scheduleOn(tax, closingDate);
  const brackets = bracketTaxes(schedule, price);
  const total = brackets.reduce((sum, b) => sum + cents(b.tax), 0) / 100;
  return {
    name: tax.name,
    schedule,
    brackets,
    tax: total,
    rebate: Math.min(total, schedule.firstTimeBuyerRebateMaximum),
  };
}

/** Every tax a property pays, and the total with or without the first-time buyer rebates. */
export function closingCosts(taxes: TransferTax[], price: number, closingDate: string, firstTimeBuyer: boolean) {
  const estimates = taxes.map((tax) => estimateTax(tax, price, closingDate));
  const total = estimates.reduce((sum, e) => sum + cents(e.tax) - (firstTimeBuyer ? cents(e.rebate) : 0), 0) / 100;
  return { estimates, total };
}
