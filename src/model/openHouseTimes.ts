import type { OpenHouse } from './openHouse.ts';

/**
 * Open houses on Toronto's clock: the instant each starts and ends, which are still to come, how
 * the page words one ("Open house: Saturday 6 December, 2–4 p.m."), its calendar file's path and
 * its Google Calendar link. Pure: the build, the check and the browser read the same rules.
 */
const TORONTO = 'America/Toronto';

const parts = (local: string) => {
  const [date, time] = local.split('T') as [string, string];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return { year, month, day, hour, minute };
};

const zoneClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: TORONTO,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** How far Toronto's clock is ahead of UTC at an instant, in milliseconds (-5 h in winter, -4 h in summer). */
function torontoOffset(at: number): number {
  const fields = Object.fromEntries(zoneClock.formatToParts(new Date(at)).map((p) => [p.type, Number(p.value)]));
  return (
    Date.UTC(fields.year!, fields.month! - 1, fields.day, fields.hour, fields.minute, fields.second) -
    Math.floor(at / 1000) * 1000
  );
}

/** The instant a Toronto wall-clock time names ("2026-12-05T14:00" is 19:00 UTC); the offset is the one in force then, so a day when clocks change reads right. */
export function torontoInstant(local: string): Date {
  let instant = instants.get(local);
  if (instant === undefined) {
    const { year, month, day, hour, minute } = parts(local);
    const wall = Date.UTC(year, month - 1, day, hour, minute);
    // Twice: the first guess takes the offset at the wall time read as UTC, which can sit across a change.
    const guess = wall - torontoOffset(wall);
    instant = wall - torontoOffset(guess);
    instants.set(local, instant);
  }
  return new Date(instant);
}

/**
 * Each wall-clock time's instant, worked out once: asking Intl for the offset is most of the cost,
 * and a build asks of every open house's start and end on each listing's card and page. As many as
 * the content has open-house times.
 */
const instants = new Map<string, number>();

/** Those not yet over at `now`, soonest first. */
export function upcomingOpenHouses<T extends OpenHouse>(openHouses: readonly T[] | undefined, now: Date): T[] {
  return (openHouses ?? [])
    .filter((o) => torontoInstant(o.end).getTime() > now.getTime())
    .sort((a, b) => a.start.localeCompare(b.start));
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** An ISO date "2026-11-02" -> "November 2026": when a home sold, written on its card at build. */
export const monthYearOf = (iso: string) => `${MONTHS[Number(iso.slice(5, 7)) - 1]!} ${iso.slice(0, 4)}`;

/** "Saturday 6 December", with the year when it is not `thisYear`'s. */
function dayWords(local: string, thisYear: number): string {
  const { year, month, day } = parts(local);
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]!;
  return `${weekday} ${day} ${MONTHS[month - 1]!}${year === thisYear ? '' : ` ${year}`}`;
}

/** "2", "2:30", and its half of the day ("a.m." or "p.m."); noon is 12 p.m. */
function clock(local: string): { time: string; half: string } {
  const { hour, minute } = parts(local);
  const hours = hour % 12 || 12;
  return {
    time: minute ? `${hours}:${String(minute).padStart(2, '0')}` : String(hours),
    half: hour < 12 ? 'a.m.' : 'p.m.',
  };
}

/** "Saturday 6 December, 2–4 p.m." (or "11 a.m.–1 p.m.", or across two days in full). */
export function openHouseWhen(openHouse: OpenHouse, thisYear: number): string {
  const start = clock(openHouse.start);
  const end = clock(openHouse.end);
  if (openHouse.start.slice(0, 10) !== openHouse.end.slice(0, 10))
    return `${dayWords(openHouse.start, thisYear)}, ${start.time} ${start.half} – ${dayWords(openHouse.end, thisYear)}, ${end.time} ${end.half}`;
  const hours =
    start.half === end.half
      ? `${start.time}–${end.time} ${end.half}`
      : `${start.time} ${start.half}–${end.time} ${end.half}`;
  return `${dayWords(openHouse.start, thisYear)}, ${hours}`;
}

/** The line the page shows: "Open house: Saturday 6 December, 2–4 p.m." */
export const openHouseLine = (openHouse: OpenHouse, thisYear: number) =>
  `Open house: ${openHouseWhen(openHouse, thisYear)}`;

/** Where the build writes its calendar file: /listings/<slug>/open-house-20261205-1400.ics. */
export const openHouseCalendarPath = (listingSlug: string, openHouse: OpenHouse) =>
  `/listings/${listingSlug}/open-house-${openHouse.start.replace(/-|:/g, '').replace('T', '-')}.ics`;

/** 20261205T190000Z: an instant in UTC as calendars write it. */
export const utcStamp = (at: Date) => at.toISOString().replace(/[-:]|\.\d{3}/g, '');

/** A link that opens Google Calendar's new-event form filled in (its documented TEMPLATE action). */
export function googleCalendarLink({
  openHouse,
  title,
  location,
  details,
}: {
  openHouse: OpenHouse;
  title: string;
  location: string;
  details: string;
}): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: title,
    dates: `${utcStamp(torontoInstant(openHouse.start))}/${utcStamp(torontoInstant(openHouse.end))}`,
    ctz: TORONTO,
    location,
    details,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}
