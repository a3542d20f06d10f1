/**
 * The site writes Canadian English, in its interface as in its content: every built page's text,
 * and the labels screen readers read, are checked for common American spellings. A rule over
 * whatever pages the site has, so it holds when content changes.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { americanSpellings } from '../../src/content/checks/canadianSpelling.ts';
import { buildTestSite } from '../helpers/builtSite.ts';
import { visibleText } from '../helpers/htmlText.ts';

const pages = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' || name === 'media' ? [] : pages(path);
    return name.endsWith('.html') ? [path] : [];
  });

describe('Canadian spelling', () => {
  it('knows the American forms and writes the Canadian ones, capitals kept', () => {
    expect(americanSpellings('A Color-filled Neighborhood CENTER, traveled and cozy; realize the program')).toEqual([
      { written: 'Color', canadian: 'Colour' },
      { written: 'Neighborhood', canadian: 'Neighbourhood' },
      { written: 'CENTER', canadian: 'CENTRE' },
      { written: 'traveled', canadian: 'travelled' },
      { written: 'cozy', canadian: 'cosy' },
    ]);
    expect(americanSpellings('colours of the neighbourhood centre')).toEqual([]);
  });

  it('writes -ize where British English writes -ise, and leaves words that are -ise everywhere', () => {
    expect(americanSpellings('Recognised organisations; unauthorised access; personalising it')).toEqual([
      { written: 'Recognised', canadian: 'Recognized' },
      { written: 'organisations', canadian: 'organizations' },
      { written: 'unauthorised', canadian: 'unauthorized' },
      { written: 'personalising', canadian: 'personalizing' },
    ]);
    expect(americanSpellings('Personalized service, organizational care; advertise, exercise, comprise')).toEqual([]);
  });

  it('no built page shows or announces an American spelling', async () => {
    const dist = await buildTestSite();
    const found = pages(dist).flatMap((file) => {
      const html = readFileSync(file, 'utf8');
      const labels = [...html.matchAll(/(?:aria-label|alt|title|placeholder)="([^"]*)"/g)].map((m) => m[1]!).join(' ');
      return americanSpellings(`${visibleText(html)} ${labels}`).map((s) => `${relative(dist, file)}: ${s.written}`);
    });
    expect(pages(dist).length).toBeGreaterThan(0);
    expect(found).toEqual([]);
  });
});
