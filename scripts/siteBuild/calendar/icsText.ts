/**
 * An iCalendar file (RFC 5545) of one event: CRLF line ends (3.1), content lines folded so none
 * is over 75 octets, continuing with a space and never splitting a UTF-8 character (3.1), TEXT
 * values escaped (3.3.11), times in UTC with the "Z" suffix (3.3.5, form 2), and the UID and
 * DTSTAMP each VEVENT requires (3.6.1).
 */
export interface CalendarEvent {
  /** Globally unique and stable across builds, so a calendar updates the event rather than adding another. */
  uid: string;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location?: string;
  description?: string;
  url?: string;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** TEXT: backslash, semicolon and comma escaped, line breaks written \n. */
export const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** 20261205T190000Z */
const utcDateTime = (at: Date) => at.toISOString().replace(/[-:]|\.\d{3}/g, '');

/** Splits a content line into pieces of at most 75 octets (the continuations counting their leading space), on character boundaries. */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = pieces.length ? MAX_OCTETS - 1 : MAX_OCTETS;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join(`${CRLF} `);
}

export function icsText(event: CalendarEvent, { productId }: { productId: string }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `DTEND:${utcDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
