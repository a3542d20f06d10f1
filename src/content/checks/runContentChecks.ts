import type { Content } from '../load/content.ts';
import type { Problem } from '../load/problem.ts';
import { checkAdvertising } from './advertising/checkAdvertising.ts';
import { checkCanadianSpelling } from './canadianSpelling.ts';
import { checkCapitalHeadings } from './capitalHeadings.ts';
import { checkFloorPlans } from './floorPlans.ts';
import { checkHeaders } from './headers.ts';
import { checkInternalLinks } from './internalLinks.ts';
import { checkListingPrices } from './listingPrices.ts';
import { checkMarketQuarters } from './marketQuarters.ts';
import { checkMedia } from './media.ts';
import { checkMediaFiles } from './mediaFiles.ts';
import { checkNewsletterConsent } from './newsletterConsent.ts';
import { checkOpenHouses } from './openHouses.ts';
import { checkPageTitles } from './pageTitles.ts';
import { checkPhotoMetadata } from './photoMetadata/checkPhotoMetadata.ts';
import { checkPlausibility } from './plausibility.ts';
import { checkReferences } from './references.ts';
import { checkSlugs } from './slugs.ts';
import { checkTextSize } from './textSize.ts';
import { checkWarnings } from './warnings.ts';

/** Rules that need every file loaded: they run once each file has passed its own schema. The last adds the warnings. */
export function runContentChecks(content: Content): Problem[] {
  return [
    checkSlugs,
    checkTextSize,
    checkReferences,
    checkInternalLinks,
    checkMedia,
    checkHeaders,
    checkWarnings,
    checkPlausibility,
    checkMediaFiles,
    checkPhotoMetadata,
    checkCanadianSpelling,
    checkCapitalHeadings,
    checkPageTitles,
    checkFloorPlans,
    checkNewsletterConsent,
    checkAdvertising,
    checkListingPrices,
    checkOpenHouses,
    checkMarketQuarters,
  ].flatMap((check) => check(content));
}
