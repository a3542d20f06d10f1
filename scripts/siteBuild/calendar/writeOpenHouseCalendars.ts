import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Content } from '../../../src/content/load/content.ts';
import { openHouseEvent } from '../../../src/model/openHouseEvent.ts';
import { torontoInstant, upcomingOpenHouses } from '../../../src/model/openHouseTimes.ts';
import { icsText } from './icsText.ts';

/**
 * An .ics file for every open house still to come on the build's day (Toronto), at the path the
 * listing page's "Add to calendar" links to. DTSTAMP is the start of that day, so two builds on
 * one day write the same bytes. Returns how many were written.
 */
export function writeOpenHouseCalendars(content: Content, outDir: string, today: string): number {
  const { baseUrl, brand } = content.singletons.site.value;
  const dayStart = torontoInstant(`${today}T00:00`);
  let written = 0;
  for (const { value: listing } of content.collections.listings)
    for (const openHouse of upcomingOpenHouses(listing.openHouses, dayStart)) {
      const event = openHouseEvent(listing, openHouse, baseUrl);
      const file = join(outDir, event.calendarPath);
      mkdirSync(dirname(file), { recursive: true });
      const text = icsText(
        {
          uid: event.uid,
          stamp: dayStart,
          start: event.start,
          end: event.end,
          summary: event.title,
          location: event.location,
          description: event.details,
          url: event.url,
        },
        { productId: `-//${brand.teamName}//Open houses//EN` },
      );
      writeFileSync(file, text);
      written++;
    }
  return written;
}
