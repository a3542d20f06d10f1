import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { firstLoadJs, firstLoadReport } from '../../bench/firstLoadJs.ts';
import { buildTestSite } from '../helpers/builtSite.ts';

let dist: string;
beforeAll(async () => {
  dist = await buildTestSite();
});

const jsFiles = () => readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const firstLoadOf = (htmlFile: string) =>
  firstLoadJs(dist, join(dist, htmlFile))
    .files.map((f) => readFileSync(join(dist, f), 'utf8'))
    .join('\n');

describe('what a visitor downloads (bytes, not timings)', () => {
  it('every page stays within its first-load JavaScript budget (gzipped)', () => {
    for (const { route, kb, budget } of firstLoadReport(dist)) expect(kb, route).toBeLessThanOrEqual(budget);
  });

  it('zod never ships to the browser', () => {
    for (const file of jsFiles())
      expect(readFileSync(join(dist, 'assets', file), 'utf8'), file).not.toMatch(/ZodError|_zod|zod\/v4/);
  });

  it('the carousel, the lightbox and the cost calculator load on demand; the database client and toasts only when a form is used', () => {
    const home = firstLoadOf('index.html');
    const listing = firstLoadOf('listings/old-forest-hill/index.html');
    expect(home).not.toMatch(/swiper/i);
    // Not in the first load, yet present in the build and imported by the listing page's own code.
    expect(listing).not.toMatch(/swiper/i);
    const carousel = jsFiles().find((f) => f.startsWith('Carousel-'))!;
    expect(readFileSync(join(dist, 'assets', carousel), 'utf8')).toMatch(/swiper/i);
    const listingFiles = firstLoadJs(dist, join(dist, 'listings/old-forest-hill/index.html')).files;
    // The gallery's own code loads on its first interaction (its island imports it), and it imports the carousel in turn; the
    // lightbox comes with it (the press that fetched the gallery may be the one opening a photo), never in the first load.
    const gallery = readFileSync(
      join(
        dist,
        'assets',
        jsFiles().find((f) => f.startsWith('Gallery-'))!,
      ),
      'utf8',
    );
    for (const [onDemand, importer] of [
      ['Gallery-', listing],
      ['Calculator-', listing],
      ['Carousel-', gallery],
    ] as const) {
      const file = jsFiles().find((f) => f.startsWith(onDemand));
      expect(file, onDemand).toBeDefined();
      expect(listingFiles.includes(`/assets/${file}`), `${onDemand} is in the first load`).toBe(false);
      expect(importer.includes(`import(\`./${file}\`)`), `${onDemand} is imported on demand`).toBe(true);
    }
    const lightbox = jsFiles().find((f) => f.startsWith('Lightbox-'));
    expect(listingFiles.includes(`/assets/${lightbox}`), 'the lightbox is in the first load').toBe(false);
    expect(gallery, 'the gallery brings the lightbox').toContain(`from"./${lightbox}"`);
    for (const page of [home, listing, firstLoadOf('contact/index.html')]) {
      expect(page).not.toMatch(/supabase\.co|@supabase|x-client-info/);
      expect(page).not.toMatch(/notistack|SnackbarProvider/);
    }
  });

  it('a page of static blocks loads no form styling, no global rules in its code and no listing code (issue 35 item 4)', () => {
    const team = firstLoadOf('team/index.html');
    const listing = firstLoadOf('listings/old-forest-hill/index.html');
    // @emotion/is-prop-valid's list of props (styled's), and hoist-non-react-statics' list of statics.
    for (const page of [team, listing]) expect(page).not.toMatch(/allowTransparency|callee/);
    // The global rules are in the stylesheet every page links (src/site/globalRules.ts): in no
    // script, and not written into each page's document either.
    expect(jsFiles().some((f) => readFileSync(join(dist, 'assets', f), 'utf8').includes('scroll-padding-top'))).toBe(
      false,
    );
    const teamHtml = readFileSync(join(dist, 'team/index.html'), 'utf8');
    expect(teamHtml).not.toMatch(/scroll-padding-top/);
    const stylesheets = [...teamHtml.matchAll(/<link rel="stylesheet" href="\/([^"]+)">/g)].map((m) => m[1]!);
    expect(stylesheets.some((f) => readFileSync(join(dist, f), 'utf8').includes('scroll-padding-top'))).toBe(true);
    // The listing's details are static: the share button's label comes in the HTML, not in the code.
    expect(listing).not.toMatch(/Share this home/);
    expect(listing).toMatch(/data-share-url/);
  });

  it('the contact page loads no styled: its form draws with the css prop (issue 35 item 4)', () => {
    // @emotion/is-prop-valid's list of props, which comes with styled and only with it.
    expect(firstLoadOf('contact/index.html')).not.toMatch(/allowTransparency/);
  });

  it("the footer's parts without behaviour, and what only some blocks draw with, stay out of every page's files (issue 35 item 4)", () => {
    const team = firstLoadOf('team/index.html');
    // The footer's brand and link columns are kept as the server wrote them: their code is fetched only to draw a page from scratch.
    expect(team).not.toMatch(/Areas we serve/);
    expect(jsFiles().find((f) => f.startsWith('FooterParts-'))).toBeDefined();
    // Amounts (format.ts), ExternalLink's words, the social icons (LinkedIn's mark), a static block's arrow link, the buttons.
    for (const onlySomeBlocks of [
      /Price Upon Request/,
      /opens in a new tab/,
      /M8 10\.5V16/,
      /translateX\(4px\)/,
      /rgba\(255,255,255,0\.7\)/,
    ])
      expect(team).not.toMatch(onlySomeBlocks);
  });

  it("/listings keeps the full list's cards as the server wrote them: their code loads only when the browser draws them (issue 35 item 4)", () => {
    const listings = firstLoadOf('listings/index.html');
    const code = (file: string) => readFileSync(join(dist, 'assets', file), 'utf8');
    const cardChunks = jsFiles().filter((f) => f.startsWith('ListingCards-'));
    const withCards = cardChunks.filter((f) => /4 \/ 3/.test(code(f)));
    expect(withCards).toHaveLength(1);
    expect(listings).not.toMatch(/4 \/ 3/);
    const imported = cardChunks.find((f) => listings.includes(`import(\`./${f}\`)`));
    expect(imported, "the grid's code imports the cards").toBeDefined();
    // Since /favourites draws the cards too, the grid may import a facade that re-exports them from their one chunk.
    expect(imported === withCards[0] || code(imported!).includes(`./${withCards[0]}`)).toBe(true);
  });

  it("Vite's helper for dynamic imports is the site's short one, which every page fetches (issue 35 item 4)", () => {
    const team = firstLoadOf('team/index.html');
    // Vite's own helper reads a CSP nonce and dispatches vite:preloadError, neither of which this site uses (0.4 KB on every page).
    expect(team).not.toMatch(/csp-nonce|vite:preloadError/);
    expect(team).toMatch(/modulepreload/);
  });
});
