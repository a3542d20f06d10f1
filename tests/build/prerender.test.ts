/**
 * Every route of the specification pre-renders to HTML that holds its key text without
 * JavaScript. The route list and the texts are written here by hand from SPEC.md (with the
 * sample content's invented team slugs), not read from data/.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaticServer, serveStatic } from '../../scripts/dev/serve/staticServer.ts';
import { fontFaces } from '../../src/ui/fonts/faces.ts';
import { buildTestSite } from '../helpers/builtSite.ts';
import { visibleText } from '../helpers/htmlText.ts';

const listingTexts = ['PROPERTY FEATURES', 'DESCRIPTION', 'INQUIRE', 'CONTACT US', 'Bedrooms', 'Bathrooms'];
const guideTexts = [
  'Overview',
  'Population',
  'Median age',
  '0-9',
  '10-19',
  '20-24',
  '25-64',
  '65-74',
  '75+',
  'Walk',
  'Bike',
  'Transit',
];

const routes: Record<string, string[]> = {
  '/': ['THE ', 'IN THE NEWS', 'NEW DEVELOPMENTS', 'EXPLORE', 'Learn More', 'Meet the Team'],
  '/listings': ['CURRENT LISTINGS', 'AVAILABLE PROPERTIES', 'For Lease'],
  '/listings/old-forest-hill': [...listingTexts, 'CAD'],
  // Another firm's listing: the INQUIRE panel names the team's brokerage too.
  '/listings/dunvegan-road': [
    ...listingTexts,
    'Price Upon Request',
    'Presented by',
    'The Ashdown Group, Harbourline Realty Inc., Brokerage',
  ],
  '/listings/84-old-forest-hill': listingTexts,
  '/listings/46-bernard-ave': listingTexts,
  '/listings/15-strathallan': listingTexts,
  '/listings/50-glen-echo': listingTexts,
  '/listings/1031-road-2900': [...listingTexts, 'Gravenhurst'],
  '/listings/455-william-st': [...listingTexts, 'Niagara-on-the-Lake'],
  '/portfolio': ['PINNACLE SALES', 'HISTORICAL SALES', 'SOLD', 'BD', 'BA', 'Price Upon Request', 'WORK WITH US'],
  '/explore': ['Forest Hill', 'King West', 'Lawrence Park', 'Little Portugal', 'Rosedale', 'Bellwoods', 'Learn More'],
  '/explore/forest-hill': [...guideTexts, '19,791', '43.2', '$221,000', 'Statistics Canada'],
  '/explore/king-west': [...guideTexts, '100', '88'],
  '/explore/lawrence-park': guideTexts,
  '/explore/little-portugal': guideTexts,
  '/explore/rosedale': guideTexts,
  '/explore/trinity-bellwoods': guideTexts,
  '/team': [
    'PASSION',
    'KNOWLEDGE',
    'TRANSPARENCY',
    '#3',
    'Agent on Social Media in Ontario',
    '2024',
    'Senior Associate',
    'Broker',
    'Executive Assistant',
  ],
  '/team/eleanor-ashdown': ['Broker', 'PASSION', 'KNOWLEDGE', 'TRANSPARENCY', 'Agent on Social Media in Ontario'],
  '/team/julian-mercer': [
    'Senior Associate',
    'Business Philosophy',
    'People',
    'Possibility',
    'Performance',
    'Instagram',
    'LinkedIn',
  ],
  '/team/priya-castellano': ['Broker', 'Commitment to Excellence', 'Instagram', 'LinkedIn'],
  '/team/maya-lindqvist': ['Executive Assistant', 'Work With Us', 'Instagram', 'LinkedIn'],
  '/developments/freed-hotel': ['Freed Hotel & Residence', 'Inquire About This Development'],
  '/developments/forma': ['Forma', '73', '84', 'Inquire About This Development'],
  '/developments/the-bedford': ['The Bedford', '13', 'Inquire About This Development'],
  '/developments/429-walmer-road': ['429 Walmer Road', '48', 'Inquire About This Development'],
  '/privacy': ['Privacy', 'November 2, 2023'],
  '/terms': ['Terms & Conditions'],
  '/contact': [
    'GET IN TOUCH',
    'Send a Message',
    'Name',
    'Email',
    'Phone',
    'Interest',
    'Select...',
    'Buying',
    'Selling',
    'Selling & Buying',
    'Other',
    'Message',
    'SEND MESSAGE',
    'Contact Information',
    'Work With Us',
    'Personalized service',
    'Expert market knowledge',
    'Proven track record',
  ],
};

// The brokerage's full name on every page: Ontario's advertising rules ask for it (RECO Bulletin 5.1).
const everyPage = [
  'CURRENT LISTINGS',
  'PORTFOLIO',
  'EXPLORE',
  'TEAM',
  'CONTACT',
  'Forest Hill',
  'Rosedale',
  'Downtown Toronto',
  'Harbourline Realty Inc., Brokerage',
];

let dist: string;
let server: StaticServer;
beforeAll(async () => {
  dist = await buildTestSite();
  server = await serveStatic(dist, { port: 0 });
});
afterAll(() => server?.close());

const get = async (path: string) => {
  const response = await fetch(server.url + path);
  return { status: response.status, html: await response.text() };
};

describe('pre-rendered routes', () => {
  for (const [path, texts] of Object.entries(routes))
    it(`${path} is served as complete HTML`, async () => {
      const { status, html } = await get(path);
      expect(status).toBe(200);
      // Matched in any case: a heading's capitals are set by style (src/ui/typeScale.ts), not in the HTML.
      const text = visibleText(html).toLowerCase();
      for (const expected of [...texts, ...everyPage])
        expect(text, `${path} should show "${expected}"`).toContain(expected.toLowerCase());
      expect(html).toMatch(/<style data-emotion="css [^"]+">/);
      expect(html).toContain('id="route-data"');
      expect(html).toContain(`<link rel="canonical" href="https://`);
      expect(html).toContain('href="/privacy"');
      expect(html).toContain('href="/terms"');
    });

  it("a listing's and a development's inquiry links carry the page to the contact form, in the HTML", async () => {
    const listing = (await get('/listings/84-old-forest-hill')).html;
    expect(listing).toContain(
      'href="/contact?about=%2Flistings%2F84-old-forest-hill&amp;subject=84+Old+Forest+Hill+Road"',
    );
    // For sale: a private showing is offered too.
    expect(listing).toContain(
      'href="/contact?about=%2Flistings%2F84-old-forest-hill&amp;subject=84+Old+Forest+Hill+Road&amp;showing=1"',
    );
    expect((await get('/developments/forma')).html).toContain(
      'href="/contact?about=%2Fdevelopments%2Fforma&amp;subject=Forma"',
    );
  });

  it("a listing's address leads to directions (a plain link, no map) and to its neighbourhood's guide, in the HTML", async () => {
    const listing = (await get('/listings/84-old-forest-hill')).html;
    expect(listing).toContain(
      'href="https://www.google.com/maps/dir/?api=1&amp;destination=84%20Old%20Forest%20Hill%20Road%2C%20Toronto%2C%20ON%20M5P%202R6" target="_blank" rel="noopener noreferrer"',
    );
    expect(listing).toMatch(
      /<a href="\/explore\/forest-hill"[^>]*>In <!-- -->Forest Hill<!-- -->: read the guide<\/a>/,
    );
    // A home outside the guides has directions and no guide.
    const cottage = (await get('/listings/1031-road-2900')).html;
    expect(cottage).toContain('destination=1031%20Road%202900%2C%20Gravenhurst%2C%20ON%20P1P%201R1');
    expect(cottage).not.toContain('read the guide');
  });

  it('/listings and /listings/ both serve the listings page', async () => {
    const [plain, slash] = await Promise.all([get('/listings'), get('/listings/')]);
    expect(plain.status).toBe(200);
    expect(slash.status).toBe(200);
    expect(slash.html).toBe(plain.html);
  });

  it('an unknown path answers 404 with the 404 page, header and footer', async () => {
    const { status, html } = await get('/no/such/page');
    expect(status).toBe(404);
    const text = visibleText(html);
    for (const expected of ['404', 'Oops! Page not found', 'Return to Home', 'View Current Listings', ...everyPage])
      expect(text).toContain(expected);
    expect(html).toMatch(/<a[^>]+href="\/"[^>]*>[^<]*Return to Home/);
    // A way to the listings and a search of them that needs no script: a GET form to /listings.
    expect(html).toMatch(/<form[^>]+action="\/listings"[^>]+method="get"/);
  });

  it('writes each route’s data for in-app navigation, and the not-found data', async () => {
    const data = JSON.parse(readFileSync(join(dist, '_data', 'listings.json'), 'utf8')) as { page: { path: string } };
    expect(data.page.path).toBe('/listings');
    expect((await get('/_data/404.json')).status).toBe(200);
    expect((await get('/_data/nope.json')).status).toBe(404);
  });

  it('every page preloads each of the four font faces, and only those', async () => {
    // The header and footer use all four faces, so a face left to be found by layout
    // arrives a round trip late and holds up the first paint (see scripts/siteBuild/clientAssets.ts).
    for (const path of ['/', '/listings', '/contact']) {
      const { html } = await get(path);
      const preloads = [
        ...html.matchAll(
          /<link rel="preload" href="\/assets\/([\w-]+)-[\w-]{8}\.woff2" as="font" type="font\/woff2" crossorigin>/g,
        ),
      ].map((m) => m[1]);
      expect(preloads.sort(), path).toEqual(fontFaces.map((face) => face.file.replace(/\.woff2$/, '')).sort());
      for (const href of html.match(/\/assets\/[\w-]+\.woff2/g) ?? [])
        expect((await fetch(server.url + href)).status, href).toBe(200);
    }
  });

  it('each block of a page is a Suspense boundary of its own, so hydration goes block by block in short tasks', async () => {
    for (const [path, dataFile] of [
      ['/', 'index.json'],
      ['/listings/15-strathallan', 'listings/15-strathallan.json'],
    ] as const) {
      const { html } = await get(path);
      const data = JSON.parse(readFileSync(join(dist, '_data', dataFile), 'utf8')) as { page: { blocks: unknown[] } };
      expect(data.page.blocks.length, path).toBeGreaterThan(1);
      // React marks a boundary rendered on the server with <!--$--> ... <!--/$-->; a block may hold
      // boundaries of its own (the gallery's still photo until the carousel loads), so count the
      // outermost, inside <main> (the footer's kept parts are boundaries too: src/ui/KeptHtml.tsx).
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      expect(outermostBoundaries(main), path).toBe(data.page.blocks.length);
    }
  });

  it('the home page has its own title, description and share image', async () => {
    const { html } = await get('/');
    expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}">/);
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/[^"]+\/media\/[^"]+">/);
  });
});

describe('the source', () => {
  it('never silences a hydration mismatch', async () => {
    const { execSync } = await import('node:child_process');
    const hits = execSync('grep -rl "suppressHydrationWarning" src || true', {
      cwd: join(import.meta.dirname, '..', '..'),
      encoding: 'utf8',
    }).trim();
    expect(hits).toBe('');
  });
});

/** The Suspense boundaries of server-rendered HTML that sit in no other boundary. */
function outermostBoundaries(html: string): number {
  let depth = 0;
  let outermost = 0;
  for (const [marker] of html.matchAll(/<!--\/?\$[?!]?-->/g)) {
    if (marker.startsWith('<!--/')) depth--;
    else if (depth++ === 0) outermost++;
  }
  return outermost;
}
