import type { BuyingCostsProps } from './block.ts';
import { formatCad, formatDate, formatDecimal } from '../../ui/format.ts';
import { amountText, parseAmount, parseRate } from './amountText.ts';
import { control, field, fieldLabel, headline, hint, lines, panel, panelTitle } from './costStyles.ts';
import { FigureField } from './FigureField.tsx';
import { estimateMortgage, minimumDownPayment } from './mortgagePayment.ts';

type Block = BuyingCostsProps['block'];

export interface MortgageFields {
  /** The down payment as typed, or undefined while it follows the minimum for the price. */
  downPayment: string | undefined;
  rate: string;
  years: number;
}

interface Props {
  block: Block;
  price: number | undefined;
  fields: MortgageFields;
  onChange: (fields: MortgageFields) => void;
}

const AMORTISATIONS = [10, 15, 20, 25, 30];

/** The monthly payment on the price, from the down payment, rate and amortisation the visitor chooses. */
export function MortgagePanel({ block, price, fields, onChange }: Props) {
  const { mortgage } = block;
  const minimum = price === undefined ? undefined : minimumDownPayment(price, mortgage.downPayment);
  const downText = fields.downPayment ?? (minimum === undefined ? '' : amountText(minimum));
  const down = parseAmount(downText);
  const rate = parseRate(fields.rate);
  const estimate =
    price !== undefined && down !== undefined && rate !== undefined
      ? estimateMortgage({ price, downPayment: down, ratePercent: rate, years: fields.years }, mortgage)
      : undefined;
  const downProblem =
    down === undefined
      ? 'Enter the down payment in dollars, e.g. 1,000,000.'
      : estimate && !estimate.ok
        ? estimate.problem === 'noLoan'
          ? 'With this down payment there is nothing to borrow.'
          : `The minimum down payment at this price is ${formatCad(estimate.minimum)}.`
        : undefined;

  // Insured mortgages are held to 25 years, save for first-time buyers and new builds (30 since 15 December 2024).
  const insuredOver25 = estimate?.ok === true && estimate.premium > 0 && fields.years > 25;

  return (
    <section css={panel} aria-labelledby="monthly-payment">
      <h3 id="monthly-payment" css={panelTitle}>
        Monthly payment
      </h3>
      <FigureField
        id="costs-down-payment"
        label="Down payment, $"
        value={downText}
        problem={downProblem}
        note={
          price !== undefined &&
          down !== undefined &&
          `${formatDecimal((down / price) * 100, 1)}% of the price; the minimum is ${formatCad(minimum ?? 0)}.`
        }
        onChange={(downPayment) => onChange({ ...fields, downPayment })}
      />
      <FigureField
        id="costs-rate"
        label="Interest rate, %"
        value={fields.rate}
        problem={rate === undefined ? 'Enter a yearly rate in percent, e.g. 4.29.' : undefined}
        note={`Starts at ${mortgage.rate.description} (${formatDate(mortgage.rate.asOf)}), compounded semi-annually.`}
        onChange={(text) => onChange({ ...fields, rate: text })}
      />
      <div css={field}>
        <label css={fieldLabel} htmlFor="costs-amortisation">
          Amortisation
        </label>
        <select
          id="costs-amortisation"
          css={control}
          value={fields.years}
          aria-describedby={insuredOver25 ? 'costs-amortisation-note' : undefined}
          onChange={(e) => onChange({ ...fields, years: Number(e.currentTarget.value) })}
        >
          {AMORTISATIONS.map((years) => (
            <option key={years} value={years}>
              {years} years
            </option>
          ))}
        </select>
        {insuredOver25 && (
          <p id="costs-amortisation-note" css={hint}>
            An insured mortgage runs over 25 years only for a first-time buyer or a newly built home.
          </p>
        )}
      </div>

      <p aria-live="polite" aria-atomic="true">
        <span css={fieldLabel}>Estimated payment </span>
        <br />
        <strong css={headline}>{estimate?.ok ? `${formatCad(estimate.payment)} a month` : '—'}</strong>
      </p>
      {estimate?.ok && (
        <dl css={lines}>
          <div>
            <dt>Mortgage</dt>
            <dd>{formatCad(estimate.mortgage)}</dd>
          </div>
          {estimate.premium > 0 && (
            <>
              <div>
                <dt>Default insurance, added to the mortgage</dt>
                <dd>{formatCad(estimate.premium)}</dd>
              </div>
              <div>
                <dt>Sales tax on the insurance, due at closing</dt>
                <dd>{formatCad(estimate.premiumTax)}</dd>
              </div>
            </>
          )}
        </dl>
      )}
    </section>
  );
}
