import type { OpenHousesBlock } from './schema.ts';
import type { Authored } from '../../model/defineBlock.ts';
import { openHouseEvent } from '../../model/openHouseEvent.ts';
import { googleCalendarLink, openHouseLine, torontoInstant, upcomingOpenHouses } from '../../model/openHouseTimes.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';

export const resolveOpenHouses = (b: Authored<typeof OpenHousesBlock>, ctx: ResolveContext) => {
  const listing = ctx.one('listings', b.listing);
  // Those not over when the build's day began in Toronto: a past one drops off at the next build.
  const upcoming = upcomingOpenHouses(listing.openHouses, torontoInstant(`${ctx.today}T00:00`));
  const thisYear = Number(ctx.today.slice(0, 4));
  return {
    type: b.type,
    heading: b.heading,
    items: upcoming.map((openHouse) => {
      const event = openHouseEvent(listing, openHouse, ctx.site.baseUrl);
      return {
        line: openHouseLine(openHouse, thisYear),
        ...(openHouse.note ? { note: openHouse.note } : {}),
        start: event.start.toISOString(),
        end: event.end.toISOString(),
        calendarPath: event.calendarPath,
        googleCalendar: googleCalendarLink({
          openHouse,
          title: event.title,
          location: event.location,
          details: event.details,
        }),
        // schema.org Event, as search engines read open houses.
        structuredData: {
          '@context': 'https://schema.org',
          '@type': 'Event',
          name: event.title,
          startDate: event.start.toISOString(),
          endDate: event.end.toISOString(),
          eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
          eventStatus: 'https://schema.org/EventScheduled',
          location: {
            '@type': 'Place',
            name: listing.address,
            address: {
              '@type': 'PostalAddress',
              streetAddress: listing.location.street,
              addressLocality: listing.location.city,
              addressRegion: listing.location.province,
              postalCode: listing.location.postalCode,
              addressCountry: 'CA',
            },
          },
          url: event.url,
          ...(openHouse.note ? { description: openHouse.note } : {}),
          organizer: {
            '@type': 'RealEstateAgent',
            name: ctx.site.brand.teamName,
            url: `${ctx.site.baseUrl.replace(/\/$/, '')}/`,
          },
        },
      };
    }),
  };
};
