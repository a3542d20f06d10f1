import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkOpenHouses } from '../../src/content/checks/openHouses.ts';
import { loadValidContent } from '../../src/content/load/loadContent.ts';
import { editJson, removeTempSites, runCheckCommand, tempSite } from '../authoring/tempSite.ts';

afterAll(removeTempSites);

const check = runCheckCommand;

describe("the check on a listing's open houses", () => {
  it('refuses an end before its start and warns on a date more than a year away, each at its file:line', () => {
    const root = tempSite('open-houses');
    editJson(join(root, 'data', 'listings', 'dunvegan-road.json'), (l) => {
      l.openHouses = [
        { start: '2026-12-05T16:00', end: '2026-12-05T14:00' },
        { start: '2035-06-02T14:00', end: '2035-06-02T16:00' },
      ];
    });
    const run = check(root);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(
      /error {2}data\/listings\/dunvegan-road\.json:\d+:\d+\n {6}field: openHouses\[0\]\.end\n {6}the open house ends \(2026-12-05T14:00\) before it starts \(2026-12-05T16:00\)\n {6}write the closing time after the opening time/,
    );
    expect(run.stdout).toMatch(
      /warning {2}data\/listings\/dunvegan-road\.json:\d+:\d+\n {6}field: openHouses\[1\]\.start\n {6}the open house on Saturday 2 June 2035 is \d+ days away, more than a year\n {6}check the year/,
    );
    expect(run.stdout).toMatch(/✖ 1 error, 1 warning in/);
  });

  it('accepts open houses within the year, and counts the year from the day of the check', () => {
    const root = tempSite('open-houses-ok');
    editJson(join(root, 'data', 'listings', 'dunvegan-road.json'), (l) => {
      l.openHouses = [{ start: '2026-12-05T14:00', end: '2026-12-05T16:00', note: 'Please bring photo ID.' }];
    });
    const { content } = loadValidContent(root);
    expect(checkOpenHouses(content, '2026-11-26')).toEqual([]);
    const later = checkOpenHouses(content, '2028-01-10');
    expect(later.map((p) => [p.severity, p.path.join('.'), p.message])).toEqual([
      ['warning', 'openHouses.0.start', 'the open house on Saturday 5 December 2026 is 400 days ago, more than a year'],
    ]);
  });
});
