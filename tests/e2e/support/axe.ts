/**
 * axe-core in the page: every rule axe runs by default (WCAG A/AA and best practices, colour
 * contrast included), none disabled, no selector excluded, on the whole document.
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { waitForAnimations } from './browser.ts';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; summary: string }[];
}

/**
 * The site's Content-Security-Policy (script-src 'self') blocks an inline <script>, which is how
 * addScriptTag({ path }) injects a file. Rather than switch the policy off (bypassCSP), the page is
 * given axe.min.js from its own origin, at a path the site does not use, so the policy stays in force.
 */
const AXE_URL = '/__e2e__/axe.min.js';

/**
 * Runs axe on the page as drawn whole, once its transitions and animations have ended: axe reads
 * colours as they stand, so a header still fading into its scrolled state (#c7ccd3 on #5f9082 for a
 * frame) failed articleChart.e2e on a busy machine, a contrast no visitor reads. Bands styled content-visibility: auto (the footer's lower
 * part, card photos) are drawn as a visitor scrolls near them; axe reads an undrawn one's colours
 * as the page's ground behind it (white footer text "on" the paper colour), a contrast no visitor
 * ever sees. Drawing everything first checks what the visitor does see.
 */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  const drawAll = await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  try {
    await waitForAnimations(page);
    return await runAxeAsDrawn(page);
  } finally {
    await drawAll.evaluate((style) => (style as Element).remove());
  }
}

async function runAxeAsDrawn(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.route(`**${AXE_URL}`, (route) =>
      route.fulfill({ path: axePath, contentType: 'application/javascript; charset=utf-8' }),
    );
    await page.addScriptTag({ url: AXE_URL });
  }
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: {
              id: string;
              impact: string | null;
              help: string;
              nodes: { target: string[]; failureSummary?: string }[];
            }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({
        target: n.target.map(String),
        summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300),
      })),
    }));
  });
}

/** One line per violation and node, for a readable failure message. */
export const describeViolations = (violations: AxeViolation[]) =>
  violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.summary}`));
