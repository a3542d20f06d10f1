import type { Content } from '../../load/content.ts';
import type { Problem } from '../../load/problem.ts';
import { maxConsentDaysBeforeSale } from '../../../model/thresholds.ts';
import { source } from './sources.ts';

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** Today in Toronto, YYYY-MM-DD: a consent dated after it has not been given yet. */
const torontoToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Toronto',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

const fix =
  'record the date each of them signed their consent: "priceConsent": { "seller": "YYYY-MM-DD", "buyer": "YYYY-MM-DD" }; without both, show "Price Upon Request" instead: "price": { "kind": "uponRequest" }';
/** The same, for a listing marked sold, whose own "price" is the asking price: the fields are in its "sold". */
const fixInSold =
  'in "Sold", record the date each of them signed their consent: "sold": { …, "priceConsent": { "seller": "YYYY-MM-DD", "buyer": "YYYY-MM-DD" } }; without both, choose "Price upon request" for the sale price: "sold": { "price": { "kind": "uponRequest" }, … }';

/** The same fixes in the editor's words: its fields by their labels. */
const formFix =
  'fill in "Seller\'s written consent (date)" and "Buyer\'s written consent (date)"; without both, choose "Price upon request" for the price';
const formFixInSold =
  'in "Sold", fill in "Seller\'s written consent (date)" and "Buyer\'s written consent (date)"; without both, choose "Price upon request" for the sale price';

/**
 * A sold price is a detail of the deal: RECO allows it to be advertised only with the written
 * consent of both buyer and seller. A sale that shows an amount must record when each consented;
 * without both it is an error, since publishing it would be the breach itself.
 */
export function checkSoldPrices(content: Content, today = torontoToday()): Problem[] {
  const problems: Problem[] = [];
  for (const { file, raw, value } of content.collections.sales) {
    const consent = value.priceConsent;
    // A listing marked sold is among the sales (src/content/load/soldListings.ts); its file has "sold".
    const markedSold = typeof raw === 'object' && raw !== null && 'sold' in raw;
    if (value.price.kind === 'amount') {
      const missing = (['seller', 'buyer'] as const).filter((party) => !consent?.[party]);
      if (missing.length) {
        const shown = `$${value.price.amount.toLocaleString('en-CA')}`;
        const what =
          missing.length === 2
            ? 'no written consent of the seller and the buyer'
            : `no written consent of the ${missing[0]}`;
        problems.push({
          severity: 'error',
          file,
          path: consent ? ['priceConsent'] : ['price'],
          message: `this sale shows its price (${shown}) but records ${what} to publish it: a sold price, or any detail of the deal, may be advertised only with the written consent of both buyer and seller (${source.soldPrice})`,
          suggestion: markedSold ? fixInSold : fix,
          formSuggestion: markedSold ? formFixInSold : formFix,
        });
      }
    }
    for (const party of ['seller', 'buyer'] as const) {
      const date = consent?.[party];
      if (date && date > today)
        problems.push({
          severity: 'error',
          file,
          path: ['priceConsent', party],
          message: `the ${party}'s consent is dated ${date}, after today (${today}): consent is recorded once it has been given in writing (${source.soldPrice})`,
          suggestion: `write the date the ${party} signed, or show "Price Upon Request" until both have: "price": { "kind": "uponRequest" }`,
          formSuggestion: `write the date the ${party} signed, or choose "Price upon request" until both have`,
        });
      else if (date && value.soldDate && daysBetween(date, value.soldDate) >= maxConsentDaysBeforeSale)
        problems.push({
          severity: 'warning',
          file,
          path: ['priceConsent', party],
          message: `the ${party}'s consent is dated ${date}, ${daysBetween(date, value.soldDate)} days before the sale (${value.soldDate}): consent to publish a sold price is given with the deal or after it (${source.soldPrice})`,
          suggestion: 'check the year of both dates',
        });
    }
  }
  return problems;
}
