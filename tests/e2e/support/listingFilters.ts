/**
 * The filters of /listings live in a sheet (a modal <dialog>) behind the bar's "Filters (n)"
 * button; the sort and the count stay in the bar.
 */
import type { Page } from 'playwright-core';
import { eventually } from './eventually.ts';

export const filtersButton = (page: Page) =>
  page.locator('section[aria-label="Listings"] button[aria-haspopup="dialog"]');
export const filterSheet = (page: Page) => page.getByRole('dialog', { name: 'Filters' });

/** Presses "Filters" once the bar is enabled (its code arrives just after the page starts) and waits for the sheet. */
export async function openFilters(page: Page): Promise<void> {
  await eventually(() => filtersButton(page).isEnabled()).toBe(true);
  await filtersButton(page).click();
  await filterSheet(page).waitFor();
}

/** Closes the sheet with Escape, as a keyboard does. */
export async function closeFilters(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await filterSheet(page).waitFor({ state: 'detached' });
}

/** The grid of /listings (its bar and cards), and its cards. */
export const listingsGrid = (page: Page) => page.locator('section[aria-label="Listings"]');
export const listingCards = (page: Page) => listingsGrid(page).locator('li:has(h2)');
