/**
 * The valuation offer on /sell is held to the advertising rules by `npm run check`: it says what
 * the owner gets and on what terms (a written opinion, by a registered salesperson, not an
 * appraisal, no obligation), and never calls it an appraisal. On a copy of the fixture site.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/content/load/loadContent.ts';
import { fieldPath } from '../../src/content/load/problem.ts';
import { editJson, removeTempSites, tempSite } from '../authoring/tempSite.ts';

afterAll(removeTempSites);

type SellPage = { blocks: { offer: { points: string[] }; subtitle: string }[] };

function problemsWith(edit: (page: SellPage) => void) {
  const root = tempSite('valuation-offer');
  editJson<SellPage>(join(root, 'data', 'pages', 'sell.json'), edit);
  return loadContent(root).problems.filter((p) => p.file.endsWith('sell.json') && /RECO/.test(p.message));
}

describe('the valuation offer', () => {
  it('passes as the fixture words it', () => {
    expect(problemsWith(() => undefined)).toEqual([]);
  });

  it('is refused without "not an appraisal" and without "no obligation", naming the rule and the fix', () => {
    const problems = problemsWith((page) => {
      page.blocks[0]!.offer.points = ["A written opinion of your home's value by a registered salesperson."];
    });
    expect(problems.map((p) => [p.severity, fieldPath(p.path), p.message, p.suggestion])).toEqual([
      [
        'error',
        'blocks[0].offer.points',
        expect.stringMatching(/does not state that it is not an appraisal \(RECO's advertising checklist/),
        expect.stringContaining('not an appraisal'),
      ],
      ['error', 'blocks[0].offer.points', expect.stringContaining('its condition: no obligation'), expect.any(String)],
    ]);
  });

  it('is refused when the block calls it an appraisal', () => {
    const problems = problemsWith((page) => {
      page.blocks[0]!.subtitle = 'Book your free home appraisal today.';
    });
    expect(problems).toEqual([
      expect.objectContaining({
        severity: 'error',
        message: expect.stringContaining('"Book your free home appraisal today." calls the valuation an appraisal'),
      }),
    ]);
    expect(fieldPath(problems[0]!.path)).toBe('blocks[0].subtitle');
  });
});
