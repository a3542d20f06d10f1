/**
 * The two failure pages: the 404 page for unknown paths (with its console log of the path), and
 * the generic 'Unexpected Application Error!' page, shown by the crash-flagged twin build only,
 * and the proof that the shipped build carries no trace of that flag and is a production build.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { notFoundDocument, notFoundLog } from './support/allowances.ts';
import { expectCleanConsole, expectShell, expectVisibleTexts, headerState, scrollY } from './support/assertions.ts';
import { baseUrl, connectBrowser, MOBILE, openPage, waitForPage } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

describe('404 page', () => {
  for (const path of ['/no-such-page', '/listings/no-such-listing', '/team/nobody/', '/explore/forest-hill/extra']) {
    it(`${path} answers 404 with the not-found page and logs the path`, async () => {
      const { page, log, response, close } = await openPage(browser, path);
      try {
        expect(response?.status()).toBe(404);
        await expectVisibleTexts(
          page,
          ['404', 'Oops! Page not found', 'Return to Home', 'View Current Listings'],
          'main',
        );
        const home = page.locator('main').getByRole('link', { name: 'Return to Home' });
        expect(await home.getAttribute('href')).toBe('/');
        await expectShell(page);
        expect((await headerState(page)).variant).toBe('solid');

        const shown = path.replace(/\/+$/, '');
        expect(log.entries.filter((e) => e.text.startsWith('404 Error')).map((e) => e.text)).toEqual([
          `404 Error: User attempted to access non-existent route: ${shown}`,
        ]);
        expectCleanConsole(log, [notFoundLog(shown), notFoundDocument(`${baseUrl()}${path}`)]);

        await home.click();
        await waitForPage(page, '/', 'IN THE NEWS');
        expect(await scrollY(page)).toBe(0);
      } finally {
        await close();
      }
    });
  }
});

describe("'Unexpected Application Error!' page (crash-flagged twin build only)", () => {
  for (const [path, viewport] of [
    ['/', undefined],
    ['/listings/dunvegan-road', MOBILE],
  ] as const) {
    it(`${path}?crash shows the error page with the error's message inside the shared header and footer`, async () => {
      const { page, log, close } = await openPage(browser, `${path}?crash`, {
        base: inject('crashBaseUrl'),
        ...(viewport ? { viewport } : {}),
      });
      try {
        const alert = page.locator('main [role="alert"]');
        await alert.waitFor();
        expect((await alert.locator('h1').innerText()).trim()).toBe('Unexpected Application Error!');
        expect((await alert.locator('p').innerText()).trim()).toBe('Deliberate test failure');
        await expectShell(page);
        // The boundary logs what it caught; nothing else may appear.
        expect(log.entries.some((e) => e.text.includes('Deliberate test failure'))).toBe(true);
        expectCleanConsole(log, [
          {
            reason: 'the error boundary logs the deliberate error',
            matches: (e) => e.kind === 'error' && e.text.includes('Deliberate test failure'),
          },
        ]);

        // Navigating away gives the next page its chance: the header link works and the page renders.
        await page
          .locator('header[data-variant] a[href="/contact"]')
          .first()
          .evaluate((a: HTMLAnchorElement) => a.click());
        await waitForPage(page, '/contact', 'GET IN TOUCH');
        expect(await alert.count()).toBe(0);
      } finally {
        await close();
      }
    });
  }

  it('the twin build without ?crash renders normally', async () => {
    const { page, log, close } = await openPage(browser, '/', { base: inject('crashBaseUrl') });
    try {
      await expectVisibleTexts(page, ['IN THE NEWS']);
      expect(await page.locator('[role="alert"]').count()).toBe(0);
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });

  it('the shipped build has no crash trigger: ?crash does nothing there', async () => {
    const { page, log, close } = await openPage(browser, '/?crash');
    try {
      await page.waitForTimeout(300);
      expect(await page.getByText('Unexpected Application Error!').count()).toBe(0);
      await expectVisibleTexts(page, ['IN THE NEWS']);
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });
});

describe('the build under test', () => {
  const files = (dir: string) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(js|html|json)$/.test(f))
      .map((f) => join(dir, f));
  const containing = (dir: string, needle: string) =>
    files(dir).filter((f) => readFileSync(f, 'utf8').includes(needle));

  it('the shipped build (dist-e2e) contains no trace of the test-only crash; the twin build does', () => {
    const shipped = inject('distDir');
    const twin = inject('crashDistDir');
    expect(containing(shipped, 'Deliberate'), 'crash code in the shipped build').toEqual([]);
    expect(containing(shipped, 'VITE_E2E_CRASH')).toEqual([]);
    // Not a vacuous check: the same search finds the code in the twin build.
    expect(containing(join(twin, 'assets'), 'Deliberate test failure').length).toBeGreaterThan(0);
  });

  it('is a production build, as `npm run build` makes it (React production runtime, no development bundles)', () => {
    const assets = join(inject('distDir'), 'assets');
    const names = readdirSync(assets).filter((n) => n.endsWith('.js'));
    expect(names.filter((n) => /development/.test(n))).toEqual([]);
    const code = names.map((n) => readFileSync(join(assets, n), 'utf8'));
    expect(
      code.some((c) => c.includes('Minified React error')),
      "React's production build",
    ).toBe(true);
    expect(
      code.filter((c) => c.includes('jsx-dev-runtime') || c.includes('react-dom.development')).length,
      'no React development build',
    ).toBe(0);
  });

  it("the forms were built against the suite's own backend (never .local-db on 54321)", () => {
    const assets = join(inject('distDir'), 'assets');
    const bundles = readdirSync(assets)
      .filter((n) => n.endsWith('.js'))
      .map((n) => readFileSync(join(assets, n), 'utf8'));
    expect(bundles.some((code) => code.includes(inject('backendUrl')))).toBe(true);
  });
});
