import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icsText } from '../../scripts/siteBuild/calendar/icsText.ts';
import { openHouseEvent } from '../../src/model/openHouseEvent.ts';

const listing = {
  slug: '84-old-forest-hill',
  address: '84 Old Forest Hill Road',
  location: { street: '84 Old Forest Hill Road', city: 'Toronto', province: 'ON', postalCode: 'M5P 2R8' },
};
const note =
  'Hosted by Julian Mercer; please bring photo ID, and park on Dunvegan Road — the drive is closed. Café au lait served.';
const event = openHouseEvent(
  listing,
  { start: '2026-12-06T13:00', end: '2026-12-06T15:00', note },
  'https://www.ashdowngroup.example',
);
const text = icsText(
  {
    uid: event.uid,
    stamp: new Date('2026-11-26T05:00:00Z'),
    start: event.start,
    end: event.end,
    summary: event.title,
    location: event.location,
    description: event.details,
    url: event.url,
  },
  { productId: '-//The Ashdown Group//Open houses//EN' },
);
/** The content lines once unfolded (RFC 5545 3.1: a CRLF followed by one space or tab is removed). */
const unfolded = text.replace(/\r\n[ \t]/g, '').split('\r\n');
const property = (name: string) => unfolded.find((l) => l.startsWith(`${name}:`))?.slice(name.length + 1);

describe('the .ics file of an open house (RFC 5545)', () => {
  it('ends every line with CRLF and no line with a bare LF', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('folds every line at 75 octets at most, continuing with a space, without splitting a character', () => {
    const physical = text.split('\r\n').slice(0, -1);
    for (const line of physical) expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    // The description (long, with "—" and "é", three octets and two) reads back whole.
    expect(property('DESCRIPTION')).toBe(
      `${escapeText(note)}\\nhttps://www.ashdowngroup.example/listings/84-old-forest-hill`,
    );
    const multibyte = foldLine(`DESCRIPTION:${'é'.repeat(80)}`);
    for (const line of multibyte.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(multibyte.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'é'.repeat(80)}`);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('is one VCALENDAR with VERSION and PRODID, one VEVENT with UID, DTSTAMP and UTC times', () => {
    expect(unfolded.slice(0, 3)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//The Ashdown Group//Open houses//EN',
    ]);
    expect(unfolded.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(unfolded.at(-2)).toBe('END:VCALENDAR');
    expect(property('UID')).toBe('open-house-84-old-forest-hill-20261206T180000Z@www.ashdowngroup.example');
    expect(property('DTSTAMP')).toBe('20261126T050000Z');
    // 1 to 3 p.m. in Toronto in December is 18:00 to 20:00 UTC, written in the UTC form (3.3.5, form 2).
    expect(property('DTSTART')).toBe('20261206T180000Z');
    expect(property('DTEND')).toBe('20261206T200000Z');
  });

  it('escapes commas, semicolons and backslashes in text', () => {
    expect(property('LOCATION')).toBe('84 Old Forest Hill Road\\, Toronto\\, ON M5P 2R8');
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    expect(property('SUMMARY')).toBe('Open house: 84 Old Forest Hill Road');
  });
});
