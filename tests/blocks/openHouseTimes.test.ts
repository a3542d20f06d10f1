import { describe, expect, it } from 'vitest';
import {
  googleCalendarLink,
  openHouseCalendarPath,
  openHouseLine,
  torontoInstant,
  upcomingOpenHouses,
} from '../../src/model/openHouseTimes.ts';

const at = (iso: string) => new Date(iso);

describe('open houses on Toronto time', () => {
  it('reads a Toronto wall time as the instant it names, in winter (UTC-5) and summer (UTC-4)', () => {
    expect(torontoInstant('2026-12-05T14:00').toISOString()).toBe('2026-12-05T19:00:00.000Z');
    expect(torontoInstant('2026-07-04T14:00').toISOString()).toBe('2026-07-04T18:00:00.000Z');
    expect(torontoInstant('2026-12-31T23:30').toISOString()).toBe('2027-01-01T04:30:00.000Z');
  });

  it('on the day clocks go back (Sunday 1 November 2026, 2 a.m. EDT becomes 1 a.m. EST), takes each time at the offset then in force', () => {
    // Before the change: still daylight time.
    expect(torontoInstant('2026-11-01T00:30').toISOString()).toBe('2026-11-01T04:30:00.000Z');
    // After it: standard time. An open house from 1 to 4 p.m. that day lasts three hours.
    expect(torontoInstant('2026-11-01T13:00').toISOString()).toBe('2026-11-01T18:00:00.000Z');
    expect(torontoInstant('2026-11-01T16:00').getTime() - torontoInstant('2026-11-01T13:00').getTime()).toBe(
      3 * 3600_000,
    );
    // And on the day they go forward (Sunday 8 March 2026): 3 p.m. is EDT.
    expect(torontoInstant('2026-03-08T15:00').toISOString()).toBe('2026-03-08T19:00:00.000Z');
  });

  it('keeps those not yet over, soonest first, judged by the instant and not by the date in UTC', () => {
    const list = [
      { start: '2026-12-06T13:00', end: '2026-12-06T15:00' },
      { start: '2026-12-05T14:00', end: '2026-12-05T16:00' },
      { start: '2026-11-28T14:00', end: '2026-11-28T16:00' },
    ];
    expect(upcomingOpenHouses(list, at('2026-12-01T12:00:00Z')).map((o) => o.start)).toEqual([
      '2026-12-05T14:00',
      '2026-12-06T13:00',
    ]);
    // 4 p.m. in Toronto on the 5th is 21:00 UTC: at 20:59 UTC it is still on, at 21:00 it is over.
    expect(upcomingOpenHouses(list, at('2026-12-05T20:59:00Z')).map((o) => o.start)).toEqual([
      '2026-12-05T14:00',
      '2026-12-06T13:00',
    ]);
    expect(upcomingOpenHouses(list, at('2026-12-05T21:00:00Z')).map((o) => o.start)).toEqual(['2026-12-06T13:00']);
    // 11 p.m. on 6 December in Toronto is already 7 December in UTC: the one that ended at 3 p.m. is gone, none is left.
    expect(upcomingOpenHouses(list, at('2026-12-07T04:00:00Z'))).toEqual([]);
    // On the day clocks go back, an open house ending at 4 p.m. EST ends at 21:00 UTC, not 20:00.
    const fallBack = [{ start: '2026-11-01T13:00', end: '2026-11-01T16:00' }];
    expect(upcomingOpenHouses(fallBack, at('2026-11-01T20:30:00Z'))).toHaveLength(1);
    expect(upcomingOpenHouses(fallBack, at('2026-11-01T21:00:00Z'))).toHaveLength(0);
    expect(upcomingOpenHouses(undefined, at('2026-12-01T00:00:00Z'))).toEqual([]);
  });

  it('words each as the page shows it', () => {
    expect(openHouseLine({ start: '2026-12-05T14:00', end: '2026-12-05T16:00' }, 2026)).toBe(
      'Open house: Saturday 5 December, 2–4 p.m.',
    );
    expect(openHouseLine({ start: '2026-12-13T11:00', end: '2026-12-13T13:30' }, 2026)).toBe(
      'Open house: Sunday 13 December, 11 a.m.–1:30 p.m.',
    );
    expect(openHouseLine({ start: '2027-01-09T12:00', end: '2027-01-09T14:00' }, 2026)).toBe(
      'Open house: Saturday 9 January 2027, 12–2 p.m.',
    );
    expect(openHouseLine({ start: '2026-12-05T09:30', end: '2026-12-05T11:45' }, 2026)).toBe(
      'Open house: Saturday 5 December, 9:30–11:45 a.m.',
    );
    expect(openHouseLine({ start: '2026-12-05T18:00', end: '2026-12-06T10:00' }, 2026)).toBe(
      'Open house: Saturday 5 December, 6 p.m. – Sunday 6 December, 10 a.m.',
    );
  });

  it('names its calendar file after the listing and start, and fills in Google Calendar in UTC', () => {
    const openHouse = { start: '2026-12-05T14:00', end: '2026-12-05T16:00' };
    expect(openHouseCalendarPath('84-old-forest-hill', openHouse)).toBe(
      '/listings/84-old-forest-hill/open-house-20261205-1400.ics',
    );
    const link = new URL(
      googleCalendarLink({
        openHouse,
        title: 'Open house: 84 Old Forest Hill Road',
        location: '84 Old Forest Hill Road, Toronto, ON M5P 2R8',
        details: 'Bring ID',
      }),
    );
    expect(link.origin + link.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(link.searchParams.get('action')).toBe('TEMPLATE');
    expect(link.searchParams.get('dates')).toBe('20261205T190000Z/20261205T210000Z');
    expect(link.searchParams.get('text')).toBe('Open house: 84 Old Forest Hill Road');
    expect(link.searchParams.get('location')).toBe('84 Old Forest Hill Road, Toronto, ON M5P 2R8');
  });
});
