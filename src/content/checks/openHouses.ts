import type { Content } from '../load/content.ts';
import type { Problem } from '../load/problem.ts';
import { torontoDate } from '../render/context.ts';
import { openHouseWhen, torontoInstant } from '../../model/openHouseTimes.ts';

/** An open house further than this from the day of the check, before or after, is almost surely a slip in the year. */
const MAX_DAYS_AWAY = 365;
const DAY = 24 * 60 * 60 * 1000;

/**
 * A listing's open houses: one that ends before it starts cannot be shown or put in a calendar
 * (an error); one more than a year away is told as a warning.
 */
export function checkOpenHouses(content: Content, today = torontoDate(new Date())): Problem[] {
  const problems: Problem[] = [];
  const todayAt = torontoInstant(`${today}T00:00`).getTime();
  const thisYear = Number(today.slice(0, 4));
  for (const { file, value } of content.collections.listings)
    (value.openHouses ?? []).forEach((openHouse, i) => {
      if (openHouse.end <= openHouse.start)
        problems.push({
          severity: 'error',
          file,
          path: ['openHouses', i, 'end'],
          message: `the open house ends (${openHouse.end}) ${openHouse.end === openHouse.start ? 'when' : 'before'} it starts (${openHouse.start})`,
          suggestion: 'write the closing time after the opening time, on the 24-hour clock (2 p.m. is "T14:00")',
        });
      const days = Math.round((torontoInstant(openHouse.start).getTime() - todayAt) / DAY);
      if (Math.abs(days) > MAX_DAYS_AWAY)
        problems.push({
          severity: 'warning',
          file,
          path: ['openHouses', i, 'start'],
          message: `the open house on ${openHouseWhen({ ...openHouse, end: openHouse.start }, thisYear).replace(/,.*$/, '')} is ${Math.abs(days)} days ${days > 0 ? 'away' : 'ago'}, more than a year`,
          suggestion:
            days > 0 ? 'check the year' : 'check the year, or remove the open house: past ones no longer show',
        });
    });
  return problems;
}
