import type { Page } from 'playwright-core';

/** React marks the elements it has hydrated with __reactProps$… keys; the header and <main> are hydrated with the root. */
export const isHydrated = () => {
  const hydrated = (el: Element | null) => el !== null && Object.keys(el).some((k) => k.startsWith('__reactProps$'));
  return hydrated(document.querySelector('header[data-variant]')) && hydrated(document.getElementById('main'));
};

export async function waitForHydration(page: Page, timeout = 10_000): Promise<void> {
  try {
    await page.waitForFunction(isHydrated, undefined, { timeout });
  } catch (error) {
    throw new Error(
      `${page.url()} was not hydrated within ${timeout} ms: React never took over the pre-rendered page (${(error as Error).message.split('\n')[0]})`,
    );
  }
}
