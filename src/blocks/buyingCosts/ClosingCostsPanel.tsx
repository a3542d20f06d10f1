import type { BuyingCostsProps } from './block.ts';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { formatCad, formatDate, formatDecimal } from '../../ui/format.ts';
import {
  checkboxRow,
  control,
  disclosure,
  field,
  fieldLabel,
  hint,
  lines,
  panel,
  panelTitle,
  total,
} from './costStyles.ts';
import { type BracketTax, closingCosts } from './landTransferTax.ts';

type Block = BuyingCostsProps['block'];

interface Props {
  block: Block;
  price: number | undefined;
  closingDate: string;
  onClosingDate: (date: string) => void;
  firstTimeBuyer: boolean;
  onFirstTimeBuyer: (value: boolean) => void;
}

const bracketRange = (b: BracketTax) =>
  b.to === undefined
    ? `Above ${formatCad(b.from)}`
    : b.from === 0
      ? `Up to ${formatCad(b.to)}`
      : `${formatCad(b.from)} to ${formatCad(b.to)}`;

/** The land transfer taxes on the price: each with its brackets, the rebates if chosen, and the total. */
export function ClosingCostsPanel({
  block,
  price,
  closingDate,
  onClosingDate,
  firstTimeBuyer,
  onFirstTimeBuyer,
}: Props) {
  const costs = price === undefined ? undefined : closingCosts(block.taxes, price, closingDate, firstTimeBuyer);
  const earliest = block.taxes.flatMap((t) => t.schedules.map((s) => s.effectiveFrom)).sort()[0];
  const rebates = costs?.estimates.reduce((sum, e) => sum + e.rebate, 0) ?? 0;

  return (
    <section css={panel} aria-labelledby="closing-costs">
      <h3 id="closing-costs" css={panelTitle}>
        Land transfer tax
      </h3>
      <label css={field}>
        <span css={fieldLabel}>Closing date</span>
        <input
          css={control}
          type="date"
          value={closingDate}
          min={earliest}
          required
          onChange={(e) => e.currentTarget.value && onClosingDate(e.currentTarget.value)}
        />
      </label>
      <label css={checkboxRow}>
        <input type="checkbox" checked={firstTimeBuyer} onChange={(e) => onFirstTimeBuyer(e.currentTarget.checked)} />
        <span>First-time buyer: include the rebates</span>
      </label>

      {costs && (
        <>
          <dl css={lines}>
            {costs.estimates.map((e) => (
              <div key={e.name}>
                <dt>{e.name}</dt>
                <dd>{formatCad(e.tax)}</dd>
              </div>
            ))}
            {firstTimeBuyer && (
              <div>
                <dt>First-time buyer rebates</dt>
                <dd>−{formatCad(rebates)}</dd>
              </div>
            )}
          </dl>
          <p css={total} aria-live="polite" aria-atomic="true">
            <span>Total land transfer tax</span>
            <strong>{formatCad(costs.total)}</strong>
          </p>
          {costs.estimates.map((e) => (
            <details key={e.name} css={disclosure}>
              <summary>How the {e.name} is worked out</summary>
              <table>
                <caption className="visually-hidden">
                  {e.name} by bracket, rates in force from {formatDate(e.schedule.effectiveFrom)}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Part of the price</th>
                    <th scope="col">Rate</th>
                    <th scope="col">Tax</th>
                  </tr>
                </thead>
                <tbody>
                  {e.brackets.map((b) => (
                    <tr key={b.from}>
                      <td>{bracketRange(b)}</td>
                      <td>{formatDecimal(b.ratePercent, 2)}%</td>
                      <td>{formatCad(b.tax)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p>
                Rates in force from {formatDate(e.schedule.effectiveFrom)}
                {e.schedule.firstTimeBuyerRebateMaximum > 0 &&
                  `; first-time buyers get back up to ${formatCad(e.schedule.firstTimeBuyerRebateMaximum)}`}
                {/* The full stop as a text node of its own: the markup stays as it was drawn (npm run compare:builds). */}
                {'.'} <ExternalLink href={e.schedule.source.href}>{e.schedule.source.label}</ExternalLink>
              </p>
            </details>
          ))}
        </>
      )}
      <p css={hint}>{block.note}</p>
    </section>
  );
}
