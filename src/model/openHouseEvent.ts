import type { Listing } from './listing.ts';
import type { OpenHouse } from './openHouse.ts';
import { openHouseCalendarPath, torontoInstant, utcStamp } from './openHouseTimes.ts';

/** One open house as a calendar event: the same words in its .ics file, its Google Calendar link and its schema.org Event. */
export interface OpenHouseEvent {
  uid: string;
  title: string;
  location: string;
  details: string;
  /** The listing's page, absolute. */
  url: string;
  start: Date;
  end: Date;
  /** Its .ics file on this site. */
  calendarPath: string;
}

const oneLineAddress = (l: Pick<Listing, 'location'>) => {
  const a = l.location;
  return `${a.street}${a.unit ? `, ${a.unit}` : ''}, ${a.city}, ${a.province} ${a.postalCode}`;
};

export function openHouseEvent(
  listing: Pick<Listing, 'slug' | 'address' | 'location'>,
  openHouse: OpenHouse,
  baseUrl: string,
): OpenHouseEvent {
  const start = torontoInstant(openHouse.start);
  const url = `${baseUrl.replace(/\/$/, '')}/listings/${listing.slug}`;
  return {
    // Stable across builds, so a calendar that imported it updates the event rather than adding another.
    uid: `open-house-${listing.slug}-${utcStamp(start)}@${new URL(baseUrl).host}`,
    title: `Open house: ${listing.address}`,
    location: oneLineAddress(listing),
    details: [openHouse.note, url].filter(Boolean).join('\n'),
    url,
    start,
    end: torontoInstant(openHouse.end),
    calendarPath: openHouseCalendarPath(listing.slug, openHouse),
  };
}
