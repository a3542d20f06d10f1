/**
 * The first tap or click does what it shows, for every control whose code loads on the press: the
 * gallery's main photo (the lightbox), its arrows and thumbnails, a floor plan and a development's
 * photo (their viewer), a video
 * poster (the player), the share button (the link copied, or the share sheet) and a heart (pressed).
 * Each is pressed once, with no hover before it, on a phone (a touchscreen tap at 390 x 844) and on
 * a desktop (a mouse button pressed and released where the control is drawn), with Chromium's
 * network and CPU slowed (support/firstTap.ts); what the press shows must appear within 1 s of the
 * control's code arriving. The timings are printed for the record.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCleanConsole } from './support/assertions.ts';
import { connectBrowser } from './support/browser.ts';
import { eventually } from './support/eventually.ts';
import {
  DEVICES,
  type Device,
  firstPressTiming,
  openThrottled,
  pressWithoutHover,
  type Shown,
} from './support/firstTap.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

/** The longest a first press may take to show its result once its code has arrived. */
const AFTER_CODE_MS = 1000;

const SEVEN = '/listings/old-forest-hill';
const GALLERY = 'main section[data-listing-gallery]';
const STAGE_COUNTER = `${GALLERY} p[aria-hidden="true"]`;
const LIGHTBOX = '[role="dialog"]';

interface Control {
  name: string;
  path: string;
  /** Where to press. */
  control: string;
  /** The control's own chunks: the code its press fetches for what it shows. */
  chunk: RegExp;
  shown: Shown;
}

const CONTROLS: Control[] = [
  {
    name: "the gallery's main photo opens the lightbox on it",
    path: SEVEN,
    control: `${GALLERY} button:has(> picture):not([aria-label])`,
    chunk: /\/assets\/Gallery-[\w-]+\.js$/,
    shown: { selector: LIGHTBOX, text: /1 \/ 7/ },
  },
  {
    name: 'the gallery\'s "Next photo" shows photo 2',
    path: SEVEN,
    control: `${GALLERY} button[aria-label="Next photo"]`,
    chunk: /\/assets\/Gallery-[\w-]+\.js$/,
    shown: { selector: STAGE_COUNTER, text: /^\s*2 \/ 7\s*$/ },
  },
  {
    name: "the gallery's third thumbnail opens the lightbox on photo 3",
    path: SEVEN,
    control: `${GALLERY} ul li:nth-child(3) button`,
    chunk: /\/assets\/Gallery-[\w-]+\.js$/,
    shown: { selector: LIGHTBOX, text: /3 \/ 7/ },
  },
  {
    name: 'a floor plan opens in the plans viewer',
    path: '/listings/50-glen-echo',
    control: 'main a[data-floor-plan="Second floor"]',
    chunk: /\/assets\/openFloorPlan-[\w-]+\.js$/,
    shown: { selector: LIGHTBOX, text: /Plan 2 \/ 3/ },
  },
  {
    name: "a development's gallery photo opens the lightbox on it",
    path: '/developments/forma',
    control: 'main ul[data-noun="Photo"] li:nth-child(2) a',
    chunk: /\/assets\/openFloorPlan-[\w-]+\.js$/,
    shown: { selector: LIGHTBOX, text: /Photo 2 \/ 2/ },
  },
  {
    name: "a video poster puts the player in the poster's place",
    path: '/listings/84-old-forest-hill',
    control: 'main a[data-player="file"]',
    chunk: /\/assets\/play-[\w-]+\.js$/,
    shown: { selector: 'main video[data-player-for="file"]' },
  },
  {
    name: 'a tour poster puts the tour in its place',
    path: '/listings/dunvegan-road',
    control: 'main a[data-player][aria-label^="Open the 3D tour"]',
    chunk: /\/assets\/play-[\w-]+\.js$/,
    shown: { selector: 'main iframe[data-player-for]' },
  },
  {
    name: 'the share button copies the link and says so',
    path: SEVEN,
    control: 'main button[data-share-url]',
    // Without a share sheet (Chromium on Linux) the notice's code is fetched beside it.
    chunk: /\/assets\/(shareListing|noticeHost)-[\w-]+\.js$/,
    shown: { selector: '[role="alert"]', text: /Link copied|Copy this link/ },
  },
  {
    name: 'a heart is pressed and saves the home',
    path: SEVEN,
    control: 'main button[data-favourite="old-forest-hill"]',
    chunk: /\/assets\/favouriteHearts-[\w-]+\.js$/,
    shown: { selector: 'main button[data-favourite="old-forest-hill"][aria-pressed="true"]' },
  },
];

/** Providers are answered here with an empty page: the test needs no network, only the player's frame. */
const PROVIDERS = /^https:\/\/([\w-]+\.)*(youtube-nocookie\.com|youtube\.com|vimeo\.com|matterport\.com)\//;

/** Printed once the file has run: the closing note's table of first-press timings under throttling. */
const timings: string[] = [];
afterAll(() => {
  if (timings.length)
    console.log(`First press under throttling (ms after the press: code arrived → shown, gap)\n${timings.join('\n')}`);
});

describe('the first tap or click does what it shows, with the network and CPU slowed', () => {
  for (const device of DEVICES)
    for (const { name, path, control, chunk, shown } of CONTROLS)
      it(`${device}: ${name}, within ${AFTER_CODE_MS / 1000} s of its code`, async () => {
        const target = await openThrottled(browser, path, device);
        try {
          await target.page.route(PROVIDERS, (route) =>
            route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
          );
          await pressWithoutHover(target, control, shown);
          const timing = await firstPressTiming(target, chunk);
          timings.push(
            `${device.padEnd(7)} ${String(timing.codeArrived).padStart(5)} → ${String(timing.shown).padStart(5)}  gap ${String(timing.gap).padStart(4)}  ${name}`,
          );
          expect(timing.gap, `shown ${timing.gap} ms after the code arrived`).toBeLessThanOrEqual(AFTER_CODE_MS);
          expect(target.page.url(), 'the press stayed on the page').toMatch(new RegExp(`${path}$`));
          expectCleanConsole(target.log);
        } finally {
          await target.close();
        }
      });
});

describe('a press whose click comes after the code has arrived is acted on once', () => {
  it.each<Device>(['desktop'])(
    '%s: "Next photo" held down while the gallery hydrates, released after, steps one photo',
    async (device) => {
      const target = await openThrottled(browser, SEVEN, device);
      const { page, cdp } = target;
      try {
        const next = page.locator(`${GALLERY} button[aria-label="Next photo"]`);
        const box = (await next.boundingBox())!;
        const point = { x: box.x + box.width / 2, y: box.y + box.height / 2, button: 'left' as const, clickCount: 1 };
        await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', buttons: 1, ...point });
        // The press fetched the gallery's code: wait until React has hydrated the arrow, then release.
        await eventually(() => next.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps$'))), {
          timeout: 8000,
        }).toBe(true);
        await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', buttons: 0, ...point });
        await eventually(() => page.locator(STAGE_COUNTER).first().innerText(), { timeout: 5000 }).toBe('2 / 7');
        // Once the carousel is in, still photo 2: the click was not also replayed.
        await page.locator(`${GALLERY} .swiper.swiper-initialized`).waitFor({ timeout: 10_000 });
        await page.waitForTimeout(500);
        expect((await page.locator(STAGE_COUNTER).first().innerText()).trim()).toBe('2 / 7');
        expectCleanConsole(target.log);
      } finally {
        await target.close();
      }
    },
  );
});
