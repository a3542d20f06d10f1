/**
 * The files that list or follow the whole site rather than one page: the sitemap and robots.txt,
 * the redirects, the enquiry routing, the journal's feed and the open houses' calendar files.
 * The build writes them once; `npm start`'s live update writes them again on every save, through
 * this one function, so a save reaches every output (the feed once stayed behind until a restart
 * because the live update listed these files for itself and missed it).
 */
import type { Content } from '../../src/content/load/content.ts';
import { torontoDate } from '../../src/content/render/context.ts';
import type { SiteData } from '../../src/content/render/routeData.ts';
import { writeOpenHouseCalendars } from './calendar/writeOpenHouseCalendars.ts';
import { writeEnquiryRouting } from './enquiryRouting.ts';
import { writeJournalFeed } from './journalFeed.ts';
import { writeRedirects } from './redirectPages.ts';
import { writeSeoFiles } from './seoFiles.ts';

export function writeSiteWideFiles(
  content: Content,
  site: SiteData,
  outDir: string,
  // The redirect pages are many and change only when a sale or a removal does: the live update says when.
  { redirects = true }: { redirects?: boolean } = {},
): void {
  const today = torontoDate(new Date());
  writeSeoFiles(site, outDir);
  if (redirects) writeRedirects(site.redirects, site.baseUrl, outDir);
  writeEnquiryRouting(content, outDir);
  // The journal's Atom feed, of the articles published by today (as the pages list them).
  writeJournalFeed(content, outDir, today);
  // The "Add to calendar" files of the open houses still to come (the listing pages link to them).
  writeOpenHouseCalendars(content, outDir, today);
}
