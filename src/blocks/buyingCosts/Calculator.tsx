import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import type { BuyingCostsProps } from './block.ts';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { formatDate } from '../../ui/format.ts';
import { color, font, fontSize } from '../../ui/theme.ts';
import { container } from '../../ui/styles.ts';
import { amountText, parseAmount } from './amountText.ts';
import { ClosingCostsPanel } from './ClosingCostsPanel.tsx';
import { twoPanels } from './costStyles.ts';
import { FigureField } from './FigureField.tsx';
import { type MortgageFields, MortgagePanel } from './MortgagePanel.tsx';

import { BUYING_COSTS_HEADING, BUYING_COSTS_ID } from './headings.ts';

/** Today in the visitor's calendar, YYYY-MM-DD, without Intl (whose first use is slow; see ui/decimalText.ts). */
function localToday(): string {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/**
 * What a home costs to close and to carry: land transfer taxes and a monthly payment, worked out
 * from the listing's price when the site is built (so the figures are in the HTML) and again as
 * the visitor changes the price, closing date, rebates, down payment, rate or amortisation.
 */
export function Calculator({ block }: BuyingCostsProps) {
  const [priceText, setPriceText] = useState(block.price === undefined ? '' : amountText(block.price));
  const [closingDate, setClosingDate] = useState(block.today);
  const [dateChosen, setDateChosen] = useState(false);
  const [firstTimeBuyer, setFirstTimeBuyer] = useState(false);
  const [mortgage, setMortgage] = useState<MortgageFields>({
    downPayment: undefined,
    rate: String(block.mortgage.rate.percent),
    years: block.mortgage.amortisationYears,
  });

  // The page was built on block.today; a visitor's "today" may be later, and a schedule may have changed since.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- after hydration, so the server's HTML and the first client render agree
  useEffect(() => setClosingDate((date) => (dateChosen ? date : localToday())), [dateChosen]);

  if (block.price === undefined) return null;
  const price = parseAmount(priceText);
  const priceProblem = price === undefined || price === 0 ? 'Enter a price in dollars, e.g. 4,995,000.' : undefined;
  const usable = priceProblem ? undefined : price;

  return (
    <section css={root} aria-labelledby={BUYING_COSTS_ID}>
      <div css={[container, inner]}>
        <header css={intro}>
          <h2 id={BUYING_COSTS_ID} css={heading}>
            {BUYING_COSTS_HEADING}
          </h2>
          <p>Estimates for {block.address}. Change any figure to see your own.</p>
        </header>
        <FigureField
          id="costs-price"
          label="Purchase price, $"
          value={priceText}
          problem={priceProblem}
          onChange={setPriceText}
          onBlur={() => usable !== undefined && setPriceText(amountText(usable))}
          place={priceField}
        />
        <div css={twoPanels}>
          <ClosingCostsPanel
            block={block}
            price={usable}
            closingDate={closingDate}
            onClosingDate={(date) => {
              setDateChosen(true);
              setClosingDate(date);
            }}
            firstTimeBuyer={firstTimeBuyer}
            onFirstTimeBuyer={setFirstTimeBuyer}
          />
          <MortgagePanel block={block} price={usable} fields={mortgage} onChange={setMortgage} />
        </div>
        <p css={disclaimer}>
          Estimates to plan with, not advice: your lawyer confirms the land transfer tax on closing, and your lender the
          mortgage. Minimum down payment and insurance as in force from{' '}
          {formatDate(block.mortgage.downPayment.effectiveFrom)}. Sources:{' '}
          {[block.mortgage.rate.source, block.mortgage.downPayment.source, block.mortgage.insurance.source].map(
            (s, i) => (
              <span key={s.href}>
                {i > 0 && '; '}
                <ExternalLink href={s.href}>{s.label}</ExternalLink>
              </span>
            ),
          )}
          .
        </p>
      </div>
    </section>
  );
}

const root = css`
  background: ${color.ivory};
  padding-bottom: clamp(4rem, 3rem + 4vw, 8rem);
`;

const inner = css`
  display: grid;
  gap: 2rem;
`;

const intro = css`
  display: grid;
  gap: 0.75rem;
  padding-top: clamp(2.5rem, 2rem + 2vw, 4rem);
  border-top: 1px solid ${color.line};
  color: ${color.inkSoft};
`;

/* The type scale's section heading, as every section of a listing has (SectionHeader's look; this block hydrates, SectionHeader's styles stay static). */
const heading = css`
  font-family: ${font.display};
  font-size: ${fontSize.h2};
  font-weight: 400;
  line-height: 1.15;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${color.navy};
  &::after {
    content: '';
    display: block;
    width: 3rem;
    height: 1px;
    margin-top: 1.25rem;
    background: ${color.green};
  }
`;

const priceField = css`
  max-width: 24rem;
`;

const disclaimer = css`
  max-width: 60rem;
  color: ${color.inkMuted};
  font-size: ${fontSize.small};
  line-height: 1.6;
`;
