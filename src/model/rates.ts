import { z } from 'zod';
import { IsoDate, SchemaRef } from './common.ts';

/*
 * The public figures the buying-cost estimates on listing pages use: land transfer tax schedules
 * (data/rates/land-transfer-tax.json) and mortgage assumptions (data/rates/mortgage.json). They
 * are data because governments and lenders change them; each carries the date it took effect and
 * the official page it was read from, so content staff can check and update them without code.
 */

const OfficialSource = z
  .object({
    label: z.string().min(1).describe('The publisher and page, e.g. "Ontario Ministry of Finance: Land transfer tax".'),
    href: z
      .url({ protocol: /^https$/, error: 'a full web address starting with https://' })
      .describe('The official page the figures were read from.'),
  })
  .strict()
  .describe('Where the figures come from, linked under the estimate.');

const Percent = z.number().min(0).max(100);

const Bracket = z
  .object({
    above: z
      .number()
      .min(0)
      .describe('The bracket starts above this part of the price, in dollars (0 for the first bracket).'),
    ratePercent: Percent.describe(
      'The rate, in percent, on the part of the price above "above" and up to the next bracket, e.g. 1.5.',
    ),
  })
  .strict()
  .describe('One bracket of a marginal tax: its rate applies only to the part of the price inside it.');

const increasing = (values: number[]) => values.every((v, i) => i === 0 || v > values[i - 1]!);

const Schedule = z
  .object({
    effectiveFrom: IsoDate.describe('The first closing date (registration) these rates apply to, YYYY-MM-DD.'),
    brackets: z
      .array(Bracket)
      .min(1)
      .refine((b) => b[0]!.above === 0, 'the first bracket starts at 0: write "above": 0')
      .refine(
        (b) => increasing(b.map((x) => x.above)),
        'brackets go from the lowest "above" to the highest, each higher than the one before',
      )
      .describe('The brackets in order, from the first dollar up.'),
    firstTimeBuyerRebateMaximum: z
      .number()
      .min(0)
      .describe('The most a first-time buyer gets back, in dollars (0 if there is no rebate).'),
    source: OfficialSource,
  })
  .strict()
  .describe('The rates in force from one date until the next schedule begins.');

const TransferTax = z
  .object({
    name: z.string().min(1).describe('As the estimate shows it, e.g. "Ontario land transfer tax".'),
    province: z.enum(['ON']).describe('The province whose properties pay it.'),
    city: z
      .string()
      .min(1)
      .optional()
      .describe(
        'Only properties in this city pay it (a listing\'s location.city), e.g. "Toronto"; leave out for a provincial tax.',
      ),
    schedules: z
      .array(Schedule)
      .min(1)
      .refine(
        (s) => increasing(s.map((x) => Date.parse(x.effectiveFrom))),
        'schedules go from the oldest "effectiveFrom" to the newest, each on a later date',
      )
      .describe('Every schedule, oldest first; an estimate uses the one in force on its closing date.'),
  })
  .strict()
  .describe('One land transfer tax.');

export const LandTransferTaxes = z
  .object({
    $schema: SchemaRef,
    note: z
      .string()
      .min(1)
      .describe('A line under the estimate saying what the schedules cover, e.g. the kind of property.'),
    taxes: z
      .array(TransferTax)
      .min(1)
      .describe('Each tax a buyer may pay; a listing pays those whose province and city it is in.'),
  })
  .strict()
  .describe('Land transfer tax schedules for the closing-cost estimate on listing pages.');

const InsurancePremium = z
  .object({
    loanToValueUpToPercent: Percent.describe(
      'The premium applies to loans up to this share of the price, in percent, e.g. 80.',
    ),
    premiumPercent: Percent.describe('The premium, in percent of the loan, e.g. 2.4.'),
  })
  .strict();

export const MortgageAssumptions = z
  .object({
    $schema: SchemaRef,
    rate: z
      .object({
        percent: z
          .number()
          .gt(0)
          .max(30)
          .describe('The annual interest rate the estimate starts from, in percent, e.g. 4.49.'),
        description: z
          .string()
          .min(1)
          .describe(
            'What the rate is, as the estimate names it, e.g. "a five-year fixed rate". Update it with the rate and its date as lenders change them.',
          ),
        asOf: IsoDate.describe('The day the rate was read, YYYY-MM-DD.'),
        source: OfficialSource,
      })
      .strict()
      .describe('The starting interest rate; visitors can change it.'),
    amortisationYears: z
      .number()
      .int()
      .min(5)
      .max(30)
      .describe('The amortisation the estimate starts from, in years (usually 25).'),
    downPayment: z
      .object({
        effectiveFrom: IsoDate.describe('The day these rules took effect, YYYY-MM-DD.'),
        insurablePriceLimit: z
          .number()
          .gt(0)
          .describe(
            'At this price and above a mortgage cannot be insured, so the minimum down payment is "uninsuredPercent", e.g. 1500000.',
          ),
        firstPortion: z.number().gt(0).describe('The part of the price the lower minimum applies to, e.g. 500000.'),
        firstPortionPercent: Percent.describe('The minimum on that first part, in percent, e.g. 5.'),
        remainderPercent: Percent.describe('The minimum on the rest of the price, in percent, e.g. 10.'),
        uninsuredPercent: Percent.describe(
          'The minimum where a mortgage cannot be insured, and the point at which insurance is no longer required, in percent, e.g. 20.',
        ),
        source: OfficialSource,
      })
      .strict()
      .describe("The legal minimum down payment, the estimate's starting down payment."),
    insurance: z
      .object({
        premiums: z
          .array(InsurancePremium)
          .min(1)
          .refine(
            (p) => increasing(p.map((x) => x.loanToValueUpToPercent)),
            'premiums go from the lowest "loanToValueUpToPercent" to the highest',
          )
          .describe('Premiums by loan-to-value, lowest first.'),
        salesTaxPercent: Percent.describe(
          "Ontario's sales tax on the premium, paid at closing rather than added to the mortgage, in percent, e.g. 8.",
        ),
        source: OfficialSource,
      })
      .strict()
      .describe('Mortgage default insurance, required when the down payment is under "uninsuredPercent".'),
  })
  .strict()
  .describe('The assumptions of the monthly payment estimate on listing pages.');

export type LandTransferTaxes = z.infer<typeof LandTransferTaxes>;
export type TransferTax = z.infer<typeof TransferTax>;
export type TaxSchedule = z.infer<typeof Schedule>;
export type MortgageAssumptions = z.infer<typeof MortgageAssumptions>;
