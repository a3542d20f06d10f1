/**
 * A first press the way a visitor makes it, on a slow phone or a plain desktop: the page loads and
 * hydrates, then Chromium slows its network (150 ms latency, 1.6 Mbps down, as a slow 4G) and its
 * CPU (four times), and the control is pressed where it is drawn with nothing before the press: a
 * touchscreen tap in a touch context at 390 x 844, or a mouse button pressed and released at the
 * point through CDP with no mouse move before it (Playwright's click() moves the mouse first, and
 * the hover that makes starts the code's fetch early, which hides a lost first press).
 *
 * Timing is read in the page, on one clock: when the control's code finished arriving (Resource
 * Timing's responseEnd of its chunk, the moment Playwright's requestfinished reports) and when what
 * the control shows first appeared (a MutationObserver, installed before the press).
 */
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, ConsoleLog, DESKTOP, MOBILE, waitForHydration } from './browser.ts';

export type Device = 'phone' | 'desktop';
export const DEVICES: Device[] = ['phone', 'desktop'];

/** Chromium's throttling for the presses (CDP Network.emulateNetworkConditions, Emulation.setCPUThrottlingRate). */
const SLOW_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

export interface ThrottledPage {
  page: Page;
  context: BrowserContext;
  cdp: CDPSession;
  log: ConsoleLog;
  device: Device;
  /** Every script requested since the page settled, as Playwright saw it finish. */
  finished: string[];
  close(): Promise<void>;
}

/** Opens `path` as a phone (touch, 390 x 844) or a desktop (mouse, 1440 x 900), settled, then slowed. */
export async function openThrottled(browser: Browser, path: string, device: Device): Promise<ThrottledPage> {
  const phone = device === 'phone';
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: phone ? MOBILE : DESKTOP,
    hasTouch: phone,
    isMobile: phone,
  });
  const page = await context.newPage();
  const log = new ConsoleLog(page);
  await page.goto(path, { waitUntil: 'load' });
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const finished: string[] = [];
  page.on('requestfinished', (request) => request.resourceType() === 'script' && finished.push(request.url()));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, context, cdp, log, device, finished, close: () => context.close() };
}

/** What a press must show, checked in the page after every change to it: a selector, and a pattern its text must match if given. */
export interface Shown {
  selector: string;
  text?: RegExp;
}

interface PageRecord {
  pressedAt?: number;
  shownAt?: number;
  hovers: { type: string; at: number }[];
}

/**
 * Presses the centre of `selector` (scrolled into view first, which moves no pointer) and records,
 * in the page, when `shown` first holds. Hover and pointer moves are recorded too, to prove none
 * came before the press.
 */
export async function pressWithoutHover(target: ThrottledPage, selector: string, shown: Shown): Promise<void> {
  const { page, cdp, device } = target;
  const control = page.locator(selector).first();
  await control.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const box = await control.boundingBox();
  if (!box) throw new Error(`${selector} is not drawn on ${page.url()}`);
  await page.evaluate(
    ({ selector, text }) => {
      const record: PageRecord = { hovers: [] };
      (window as unknown as { __firstTap: PageRecord }).__firstTap = record;
      for (const type of ['pointerover', 'pointermove', 'mouseover', 'mousemove'])
        document.addEventListener(type, (e) => e.isTrusted && record.hovers.push({ type, at: e.timeStamp }), true);
      const pattern = text === undefined ? undefined : new RegExp(text);
      const holds = () => {
        const el = document.querySelector(selector);
        return el !== null && (pattern === undefined || pattern.test(el.textContent ?? ''));
      };
      if (holds()) throw new Error(`${selector} shows ${text ?? ''} before the press`);
      const observer = new MutationObserver(() => {
        if (record.shownAt === undefined && holds()) {
          record.shownAt = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
      record.pressedAt = performance.now();
    },
    { selector: shown.selector, text: shown.text?.source },
  );
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  if (device === 'phone') await page.touchscreen.tap(x, y);
  else {
    await cdp.send('Input.dispatchMouseEvent', {
      type: 'mousePressed',
      x,
      y,
      button: 'left',
      buttons: 1,
      clickCount: 1,
    });
    await cdp.send('Input.dispatchMouseEvent', {
      type: 'mouseReleased',
      x,
      y,
      button: 'left',
      buttons: 0,
      clickCount: 1,
    });
  }
}

export interface FirstPressTiming {
  /** When the last of the control's chunks finished arriving, ms after the press. */
  codeArrived: number;
  /** When what it shows appeared, ms after the press. */
  shown: number;
  /** shown − codeArrived. */
  gap: number;
}

/**
 * Waits up to `timeout` ms for what the press shows, then reads the timings: the chunks matching
 * `chunk` (the code the press fetches for what it shows) must have been requested by the press,
 * not before it, and the code has arrived when the last of them has; no hover preceded the press.
 */
export async function firstPressTiming(
  target: ThrottledPage,
  chunk: RegExp,
  timeout = 8000,
): Promise<FirstPressTiming> {
  const { page } = target;
  const read = () =>
    page.evaluate((source) => {
      const record = (window as unknown as { __firstTap: PageRecord }).__firstTap;
      const pattern = new RegExp(source);
      const chunks = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) =>
        pattern.test(new URL(e.name).pathname),
      );
      const code = chunks.length
        ? { start: Math.min(...chunks.map((e) => e.startTime)), end: Math.max(...chunks.map((e) => e.responseEnd)) }
        : undefined;
      return { ...record, code };
    }, chunk.source);
  const deadline = Date.now() + timeout;
  let record = await read();
  while (record.shownAt === undefined && Date.now() < deadline) {
    await page.waitForTimeout(100);
    record = await read();
  }
  const pressedAt = record.pressedAt!;
  expect(
    record.hovers.filter((h) => h.at < pressedAt),
    'no hover or pointer move before the press',
  ).toEqual([]);
  expect(record.code, `the press fetched the control's code (${chunk.source})`).toBeDefined();
  expect(record.code!.start, 'its code was not fetched before the press').toBeGreaterThan(pressedAt);
  expect(
    target.finished.some((url) => chunk.test(new URL(url).pathname)),
    'Playwright saw the chunk finish',
  ).toBe(true);
  expect(record.shownAt, `what the press shows appeared within ${timeout / 1000} s`).toBeDefined();
  const codeArrived = record.code!.end - pressedAt;
  const shown = record.shownAt! - pressedAt;
  return { codeArrived: Math.round(codeArrived), shown: Math.round(shown), gap: Math.round(shown - codeArrived) };
}

/** A left click at the centre of `selector` with no mouse move before it (CDP), on an unthrottled page. */
export async function clickWithoutHover(page: Page, selector: string): Promise<void> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not drawn on ${page.url()}`);
  const cdp = await page.context().newCDPSession(page);
  try {
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2, button: 'left' as const, clickCount: 1 };
    await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', buttons: 1, ...point });
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', buttons: 0, ...point });
  } finally {
    await cdp.detach();
  }
}
