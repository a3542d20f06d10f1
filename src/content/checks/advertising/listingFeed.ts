import type { Content } from '../../load/content.ts';
import type { Problem } from '../../load/problem.ts';
import { source } from './sources.ts';

/** DDF® sites refresh at least every 24 hours (docs/LISTINGS-FEED.md). */
const REFRESH_HOURS = 24;

/**
 * CREA's DDF® display rules for listings that come from the board's feed (npm run sync:listings):
 * each page shows what the rules require (the listing brokerage, agent, MLS® number, the link to
 * REALTOR.ca with its badge; src/blocks/listingFeed draws them), so a record without one is an
 * error; and a site that uses the feed warns once its last sync is more than 24 hours old.
 * A listing the team marked sold is its sale now, shown without the feed's content.
 * @param now when the check runs (the tests pass their own).
 */
export function checkListingFeed(content: Content, now = new Date()): Problem[] {
  const problems: Problem[] = [];
  const fromFeed = content.collections.listings.filter((l) => l.value.feed && !l.value.sold);
  for (const { file, value } of fromFeed) {
    const feed = value.feed!;
    const missing = (field: string, what: string) =>
      problems.push({
        severity: 'error',
        file,
        path: ['feed'],
        message: `this listing comes from the board's feed but has no ${what} ("feed.${field}"), which its page must show (${source.ddfDisplay})`,
        suggestion: `run npm run sync:listings to write it from the feed; if the feed has none, correct the listing on the board's MLS® System`,
      });
    if (!feed.agentName) missing('agentName', "listing agent's name");
    if (!feed.mlsNumber) missing('mlsNumber', 'MLS® number');
    if (!feed.listingUrl) missing('listingUrl', 'link to the listing on REALTOR.ca');
    else if (!/^(?:www\.)?realtor\.ca$/i.test(new URL(feed.listingUrl).hostname))
      problems.push({
        severity: 'error',
        file,
        path: ['feed', 'listingUrl'],
        message: `the link "${feed.listingUrl}" is not on REALTOR.ca: a feed listing's page links to the listing there, with the "Powered by REALTOR.ca" badge (${source.ddfDisplay})`,
        suggestion: 'run npm run sync:listings to write the link the feed gives',
      });
  }
  const { file, value: site } = content.singletons.site;
  if (!fromFeed.length && !site.listingFeed) return problems;
  const last = site.listingFeed?.lastSync;
  const hours = last ? (now.getTime() - Date.parse(last)) / 3_600_000 : Infinity;
  if (hours > REFRESH_HOURS)
    problems.push({
      severity: 'warning',
      file,
      path: site.listingFeed ? ['listingFeed', 'lastSync'] : [],
      message: `${last ? `the listings were last synced from the board's feed ${Math.floor(hours)} hours ago (${last})` : "the site shows listings from the board's feed but records no sync"}: the published site must be refreshed from the feed at least every ${REFRESH_HOURS} hours (${source.ddfRefresh})`,
      suggestion:
        'run npm run sync:listings (or the "Sync listings" workflow) and publish the result; if the daily workflow failed, its log says why',
    });
  return problems;
}
