import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { writeOpenHouseCalendars } from '../../scripts/siteBuild/calendar/writeOpenHouseCalendars.ts';
import { OpenHouses } from '../../src/blocks/openHouses/OpenHouses.tsx';
import type { OpenHousesProps } from '../../src/blocks/openHouses/block.ts';
import { loadValidContent } from '../../src/content/load/loadContent.ts';
import { torontoDate } from '../../src/content/render/context.ts';
import { buildSiteData } from '../../src/content/render/siteData.ts';
import { editJson, removeTempSites, tempSite } from '../authoring/tempSite.ts';

const out = mkdtempSync(join(tmpdir(), 'open-houses-out-'));
afterAll(() => {
  removeTempSites();
  rmSync(out, { recursive: true, force: true });
});

// One open house long past, one still to come (years ahead, so the test holds whenever it runs).
const root = tempSite('open-houses-page');
editJson(join(root, 'data', 'listings', 'dunvegan-road.json'), (l) => {
  l.openHouses = [
    { start: '2020-06-06T14:00', end: '2020-06-06T16:00' },
    { start: '2040-06-02T13:00', end: '2040-06-02T15:30', note: 'Please bring photo ID.' },
  ];
});
// The fixture's 155 Cumberland has two in November 2027 (for the browser test of the visitor's
// clock); left out here, so the count of files below does not change with the date it runs.
editJson(join(root, 'data', 'listings', '155-cumberland-penthouse.json'), (l) => {
  delete l.openHouses;
});
const { content } = loadValidContent(root);
const site = buildSiteData(content);

describe("a listing's open houses on its page", () => {
  const page = site.routes.get('/listings/dunvegan-road')!.page;
  const block = page.blocks.find((b) => b.type === 'openHouses') as OpenHousesProps['block'];

  it('sit under the details, listing only those still to come, worded for visitors', () => {
    expect(page.blocks.map((b) => b.type).indexOf('openHouses')).toBe(
      page.blocks.map((b) => b.type).indexOf('listingDetails') + 1,
    );
    expect(block.items.map((i) => i.line)).toEqual(['Open house: Saturday 2 June 2040, 1–3:30 p.m.']);
    const html = renderToStaticMarkup(<OpenHouses block={block} />);
    expect(html).toContain('Open house: Saturday 2 June 2040, 1–3:30 p.m.');
    expect(html).toContain('Please bring photo ID.');
    expect(html).toContain('href="/listings/dunvegan-road/open-house-20400602-1300.ics" download=""');
    expect(html).toContain('href="https://calendar.google.com/calendar/render?action=TEMPLATE&amp;');
    const [, json] = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)!;
    expect(JSON.parse(json!)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      startDate: '2040-06-02T17:00:00.000Z',
      endDate: '2040-06-02T19:30:00.000Z',
      location: { '@type': 'Place' },
    });
  });

  it('are not on a page without any, and the build writes one .ics file for each still to come', () => {
    expect(site.routes.get('/listings/old-forest-hill')!.page.blocks.some((b) => b.type === 'openHouses')).toBe(false);
    expect(writeOpenHouseCalendars(content, out, torontoDate(new Date()))).toBe(1);
    const ics = readFileSync(join(out, 'listings', 'dunvegan-road', 'open-house-20400602-1300.ics'), 'utf8');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('DTSTART:20400602T170000Z\r\n');
  });
});
