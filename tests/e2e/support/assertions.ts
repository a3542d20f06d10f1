import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { eventually } from './eventually.ts';
import { type Allowance, type ConsoleLog, HYDRATION_PATTERN, visibleText, withEverythingDrawn } from './browser.ts';
import { FOOTER_AREAS, FOOTER_LEGAL_LINKS, HEADER_LINKS } from './routes.ts';

/** The site header (the page's blocks have <header>s of their own). */
export const SITE_HEADER = 'header[data-variant]';

/**
 * Every expected text is visible on the page (innerText, so hidden text does not count), ignoring
 * case. Read until it holds for a few seconds: some texts are drawn after a fetch (the favourites
 * list reads its data first), which a busy machine can delay past the load event.
 */
export async function expectVisibleTexts(page: Page, texts: string[], where = 'body'): Promise<void> {
  const missing = async () => {
    const seen = (await visibleText(page, where)).replace(/[\u2013\u2014]/g, '-').toLowerCase();
    return texts.filter((t) => !seen.includes(t.toLowerCase()));
  };
  await eventually(missing, { timeout: 5000, interval: 200, message: `${page.url()} should show these texts` }).toEqual(
    [],
  );
}

/** The console holds nothing but the allowed entries, and in particular no hydration warning. */
export function expectCleanConsole(log: ConsoleLog, allowances: Allowance[] = []): void {
  const hydration = log.entries.filter((e) => HYDRATION_PATTERN.test(e.text)).map((e) => e.text);
  expect(hydration, 'hydration warnings').toEqual([]);
  expect(log.unexpected(allowances), 'unexpected console errors, warnings or exceptions').toEqual([]);
}

/** The shared header: fixed, logo to /, the five links; and the shared footer: areas, newsletter, copyright, social and legal links. */
export async function expectShell(page: Page): Promise<void> {
  const header = page.locator(SITE_HEADER);
  await eventually(() => header.count()).toBe(1);
  expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
  expect(await header.locator('a[href="/"]').count()).toBeGreaterThanOrEqual(1);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const width = page.viewportSize()?.width ?? 1440;
  // Wide screens show the links in the bar; small screens keep them in the side menu behind the toggle.
  const links = width >= 960 ? nav : page.locator('#site-menu');
  for (const { label, href } of HEADER_LINKS) {
    expect(await links.locator(`a[href="${href}"]`).first().textContent(), `header link ${href}`).toBe(label);
  }

  const footer = page.locator('footer').last();
  const footerText = (await withEverythingDrawn(page, () => footer.innerText())).replace(/\s+/g, ' ').toLowerCase();
  for (const area of FOOTER_AREAS) expect(footerText, 'footer area label').toContain(area.toLowerCase());
  expect(footerText).toMatch(/© \d{4} the ashdown group/);
  expect(await footer.locator('input[type="email"]').count(), 'newsletter signup in the footer').toBe(1);
  for (const href of FOOTER_LEGAL_LINKS)
    expect(await footer.locator(`a[href="${href}"]`).count(), `footer link ${href}`).toBeGreaterThanOrEqual(1);
  const social = await footer
    .locator('a[href^="https://www."]')
    .evaluateAll((as) =>
      as.map((a) => ({ href: a.getAttribute('href'), target: a.getAttribute('target'), rel: a.getAttribute('rel') })),
    );
  expect(social.length, 'external social links').toBeGreaterThanOrEqual(3);
  for (const link of social)
    expect(link, `${link.href} opens in a new tab without opener`).toMatchObject({
      target: '_blank',
      rel: 'noopener noreferrer',
    });
}

export const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

export async function headerState(page: Page): Promise<{ variant: string | null; state: string | null }> {
  const header = page.locator(SITE_HEADER);
  return { variant: await header.getAttribute('data-variant'), state: await header.getAttribute('data-state') };
}
