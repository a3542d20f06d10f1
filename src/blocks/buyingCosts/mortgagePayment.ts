import type { MortgageAssumptions } from '../../model/rates.ts';

/*
 * A Canadian fixed-rate mortgage: the Interest Act has the rate compounded semi-annually, not in
 * advance, while payments are monthly, so the monthly rate is (1 + r/2)^(1/6) - 1, not r/12.
 * Where the down payment is under 20% the loan must be insured: the premium, a share of the loan
 * set by the loan-to-value, is added to the mortgage, and Ontario's sales tax on it is paid at closing.
 */

type DownPaymentRules = MortgageAssumptions['downPayment'];
type Insurance = MortgageAssumptions['insurance'];

const roundCents = (dollars: number) => Math.round(dollars * 100) / 100;

/** The legal minimum down payment at a price, in dollars. */
export function minimumDownPayment(price: number, rules: DownPaymentRules): number {
  if (price >= rules.insurablePriceLimit) return roundCents((price * rules.uninsuredPercent) / 100);
  const first = Math.min(price, rules.firstPortion);
  return roundCents((first * rules.firstPortionPercent) / 100 + ((price - first) * rules.remainderPercent) / 100);
}

/** The insurance premium rate (percent) for a loan-to-value, or undefined when the loan needs none or cannot have it. */
function premiumPercent(
  loanToValuePercent: number,
  insurance: Insurance,
  uninsuredPercent: number,
): number | undefined {
  if (loanToValuePercent <= 100 - uninsuredPercent) return undefined;
  return insurance.premiums.find((p) => loanToValuePercent <= p.loanToValueUpToPercent + 1e-9)?.premiumPercent;
}

/** The monthly payment on a loan at an annual rate compounded semi-annually, over a number of years. */
export function monthlyPayment(principal: number, annualRatePercent: number, years: number): number {
  const months = Math.round(years * 12);
  if (principal <= 0 || months <= 0) return 0;
  const monthlyRate = Math.pow(1 + annualRatePercent / 200, 1 / 6) - 1;
  if (monthlyRate === 0) return roundCents(principal / months);
  return roundCents((principal * monthlyRate) / (1 - Math.pow(1 + monthlyRate, -months)));
}

export interface MortgageInputs {
  price: number;
  downPayment: number;
  ratePercent: number;
  years: number;
}

export type MortgageEstimate =
  | { ok: true; minimum: number; loan: number; premium: number; premiumTax: number; mortgage: number; payment: number }
  | { ok: false; minimum: number; problem: 'belowMinimum' | 'noLoan' };

/** The payment estimate for a visitor's figures, or why there is none. */
export function estimateMortgage(
  { price, downPayment, ratePercent, years }: MortgageInputs,
  assumptions: MortgageAssumptions,
): MortgageEstimate {
  const minimum = minimumDownPayment(price, assumptions.downPayment);
  if (downPayment >= price) return { ok: false, minimum, problem: 'noLoan' };
  if (downPayment < minimum) return { ok: false, minimum, problem: 'belowMinimum' };
  const loan = roundCents(price - downPayment);
  const insured = premiumPercent((loan / price) * 100, assumptions.insurance, assumptions.downPayment.uninsuredPercent);
  const premium = insured === undefined ? 0 : roundCents((loan * insured) / 100);
  const premiumTax = roundCents((premium * assumptions.insurance.salesTaxPercent) / 100);
  const mortgage = roundCents(loan + premium);
  return {
    ok: true,
    minimum,
    loan,
    premium,
    premiumTax,
    mortgage,
    payment: monthlyPayment(mortgage, ratePercent, years),
  };
}
