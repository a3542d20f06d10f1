import type { Content } from '../../load/content.ts';
import type { Problem } from '../../load/problem.ts';
import { checkClaims } from './claims.ts';
import { checkListingFeed } from './listingFeed.ts';
import { checkRegistration } from './registration.ts';
import { checkSoldPrices } from './soldPrices.ts';
import { checkTrademarks } from './trademarks.ts';
import { checkValuationOffers } from './valuationOffer.ts';

/**
 * The advertising rules a brokerage's compliance review applies (docs/CONTENT.md, "Rules for
 * advertising"), so content staff cannot publish a breach by mistake: each problem names the
 * rule, its source and the fix.
 */
export function checkAdvertising(content: Content): Problem[] {
  return [
    ...checkSoldPrices(content),
    ...checkClaims(content),
    ...checkRegistration(content),
    ...checkTrademarks(content),
    ...checkValuationOffers(content),
    ...checkListingFeed(content),
  ];
}
