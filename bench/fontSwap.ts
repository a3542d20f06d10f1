/**
 * npm run bench:fontswap: how far the page moves when the web fonts replace their metric-matched
 * fallbacks (src/ui/fonts.css), on every page at phone widths.
 *
 * Each page loads in Debian's Chromium with its web fonts held back (--hold, default 800 ms) and
 * the app's scripts blocked, so the only thing that changes the layout is the swap. It prints, per
 * width, the layout shift summed over all pages (what Lighthouse's CLS would count in the first
 * screen), the worst page, and how many pages changed height. Reads dist/ (npm run build first).
 *
 *   npm run bench:fontswap -- [folder] [--widths 360,390,412] [--hold 800] [--android]
 *
 * --android gives Chromium an Android phone's fonts instead of this machine's: Roboto and Noto
 * Serif, and neither Arial, Times New Roman nor Liberation. It uses Debian's packages of those
 * fonts, unpacked into .cache/android-fonts (the script says how when they are missing); Android's
 * own builds of them may differ slightly.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { distDir, projectRoot } from '../scripts/lib/paths.ts';
import { CHROMIUM_PATH } from '../scripts/lib/chromium.ts';
import { optionValue } from './lib/options.ts';
import { serveCompressed } from './lib/servedCompressed.ts';

const optionValues = new Set(['widths', 'hold'].map((name) => optionValue(name)));
const folder = process.argv.slice(2).find((arg) => !arg.startsWith('--') && !optionValues.has(arg));
const dir = folder ? resolve(folder) : distDir;
if (!existsSync(join(dir, 'sitemap.xml'))) {
  console.error(`${dir} has no built site: run npm run build first, or name a built folder.`);
  process.exit(1);
}
const widths = (optionValue('widths') ?? '360,390,412').split(',').map(Number);
const holdMs = Number(optionValue('hold') ?? 800);
const fontconfig = process.argv.includes('--android') ? androidFontconfig() : undefined;

/** A fontconfig file naming only the unpacked Android fonts, with Android's generic families. */
function androidFontconfig(): string {
  const fontsDir = join(projectRoot, '.cache', 'android-fonts');
  const roboto = join(fontsDir, 'usr/share/fonts/truetype/roboto/unhinted/RobotoTTF');
  const noto = join(fontsDir, 'usr/share/fonts/truetype/noto');
  if (!existsSync(join(roboto, 'Roboto-Regular.ttf')) || !existsSync(join(noto, 'NotoSerif-Regular.ttf'))) {
    console.error(`Android's fonts are not in ${fontsDir}. Fetch them from Debian's packages:
  mkdir -p ${fontsDir} && cd ${fontsDir}
  apt-get download fonts-roboto-unhinted fonts-noto-core
  for deb in *.deb; do dpkg-deb -x "$deb" .; done`);
    process.exit(1);
  }
  const file = join(fontsDir, 'fonts.conf');
  writeFileSync(
    file,
    `<?xml version="1.0"?>
<fontconfig>
  <dir>${roboto}</dir>
  <dir>${noto}</dir>
  <cachedir>${join(fontsDir, 'cache')}</cachedir>
  <alias><family>sans-serif</family><prefer><family>Roboto</family></prefer></alias>
  <alias><family>serif</family><prefer><family>Noto Serif</family></prefer></alias>
</fontconfig>
`,
  );
  return file;
}

const routes = [...readFileSync(join(dir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (m) => new URL(m[1]!).pathname,
);
const server = await serveCompressed(dir, { port: 0 });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--no-sandbox', '--disable-gpu'],
  env: fontconfig ? { ...process.env, FONTCONFIG_FILE: fontconfig } : process.env,
});

/** One load: the layout shift once the fonts have swapped in, and the page height before and after. */
async function swapShift(route: string, width: number) {
  const context = await browser.newContext({
    viewport: { width, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    // A request still held when the page closes cannot be continued; that is expected, not an error.
    await page.route(/\/assets\/.*\.js$/, (request) => request.abort().catch(() => {}));
    await page.route(/\.woff2$/, async (request) => {
      await new Promise((done) => setTimeout(done, holdMs));
      await request.continue().catch(() => {});
    });
    // The observer is the only script on the page: it records every shift from the first paint on.
    await page.addInitScript(() => {
      const shifts: number[] = ((window as unknown as { shifts: number[] }).shifts = []);
      new PerformanceObserver((list) =>
        list.getEntries().forEach((entry) => shifts.push((entry as unknown as { value: number }).value)),
      ).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(server.url + route, { waitUntil: 'domcontentloaded' });
    await page.waitForTimeout(holdMs / 2);
    const heightBefore = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.waitForFunction(
      () =>
        document.fonts.status === 'loaded' &&
        [...document.fonts].some((face) => face.family === 'Inter' && face.status === 'loaded'),
      undefined,
      {
        timeout: holdMs + 10_000,
      },
    );
    await page.waitForTimeout(300);
    return await page.evaluate(
      (before) => ({
        shift: (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
        heightChanged: document.documentElement.scrollHeight !== before,
      }),
      heightBefore,
    );
  } finally {
    await context.close();
  }
}

try {
  console.log(
    `${routes.length} pages, web fonts held back ${holdMs} ms, fonts: ${fontconfig ? "an Android phone's" : "this machine's"}`,
  );
  for (const width of widths) {
    const rows: { route: string; shift: number; heightChanged: boolean }[] = [];
    for (const route of routes) rows.push({ route, ...(await swapShift(route, width)) });
    const total = rows.reduce((sum, row) => sum + row.shift, 0);
    const worst = rows.reduce((a, b) => (b.shift > a.shift ? b : a));
    const over = rows.filter((row) => row.shift > 0.01).length;
    console.log(
      `${String(width).padStart(4)} px  shift summed ${total.toFixed(4)}  worst ${worst.shift.toFixed(4)} ${worst.route}  ` +
        `pages over 0.01: ${over}  pages whose height changed: ${rows.filter((row) => row.heightChanged).length}`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
