/**
 * Stand-in floor plans agree with their listing (scripts/media/checks/floorPlans.ts, run by npm run check): the rooms
 * drawn add up to the listing's bedrooms and bathrooms, and their area to its square feet within
 * 10%. The totals and the rule as functions, then the check on throwaway copies of the fixture
 * site, with plans drawn by the generator.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../scripts/tools/checkContent.ts';
import { floorPlanSvg } from '../../scripts/media/floorPlan.ts';
import {
  type PlanDrawing,
  PlanDrawing as PlanDrawingSchema,
  planDisagreements,
  planTotals,
} from '../../scripts/media/planDrawing.ts';
import { removeTempSites, tempSite } from './tempSite.ts';

/** Every problem npm run check finds (the stand-in checks are the media package's, run by the command, not by loadContent). */
const problemsOf = (root: string) => {
  const { errors, warnings } = checkContent(root);
  return [...errors, ...warnings];
};

const drawing = (rows: unknown): PlanDrawing => PlanDrawingSchema.parse({ rows });

// 5 bedrooms, 5 baths (4 full, 2 powder rooms), 4,800 sq. ft. over two levels: the fixture's 15 Strathallan.
const main = drawing([
  [
    { name: 'Living room', width: 24, depth: 20 },
    { name: 'Dining room', width: 16, depth: 20 },
    { name: 'Kitchen', width: 20, depth: 18 },
  ],
  [
    { name: 'Family room', width: 30, depth: 18 },
    { name: 'Powder room', kind: 'powder room', width: 6, depth: 6 },
    { name: 'Guest bedroom', kind: 'bedroom', width: 14, depth: 14 },
    { name: 'Bathroom', kind: 'bathroom', width: 10, depth: 9 },
  ],
]);
const upper = drawing([
  [
    { name: 'Primary bedroom', kind: 'bedroom', width: 22, depth: 20 },
    { name: 'Primary ensuite', kind: 'bathroom', width: 14, depth: 12 },
    { name: 'Bedroom', kind: 'bedroom', width: 14, depth: 14 },
    { name: 'Ensuite', kind: 'bathroom', width: 10, depth: 9 },
  ],
  [
    { name: 'Bedroom', kind: 'bedroom', width: 14, depth: 14 },
    { name: 'Bedroom', kind: 'bedroom', width: 14, depth: 14 },
    { name: 'Bathroom', kind: 'bathroom', width: 10, depth: 9 },
    { name: 'Powder room', kind: 'powder room', width: 6, depth: 6 },
    { name: 'Sitting room', width: 16, depth: 14 },
  ],
]);

describe('what drawn levels add up to', () => {
  it('counts bedrooms, bathrooms (a powder room a half) and the area drawn, halls included', () => {
    // Main: 60 × 20 + 60 × 18 = 2,280; upper: 60 × 20 + 60 × 14 = 2,040.
    expect(planTotals([main, upper])).toEqual({ bedrooms: 5, bathrooms: 5, squareFeet: 4320 });
  });

  it('agrees within 10% of the square feet, and names each figure that differs', () => {
    const totals = planTotals([main, upper]);
    expect(planDisagreements(totals, { bedrooms: 5, bathrooms: 5, squareFeet: 4800 })).toEqual([]);
    expect(planDisagreements(totals, { bedrooms: 5, bathrooms: 5 })).toEqual([]);
    expect(planDisagreements(totals, { bedrooms: 6, bathrooms: 4.5, squareFeet: 4700 })).toEqual([
      'the plans draw 5 bedrooms, but the listing has 6',
      'the plans draw 5 bathrooms (a powder room counts a half), but the listing has 4.5',
    ]);
    expect(planDisagreements(totals, { bedrooms: 5, bathrooms: 5, squareFeet: 4900 })).toEqual([
      "the plans draw 4,320 sq. ft., more than 10% from the listing's 4,900",
    ]);
  });
});

describe('the content check', () => {
  afterAll(removeTempSites);

  /**
   * The fixture's plans and these, in the site's own plans.json: the copy's is a link to the
   * fixture's file, which must not be written through.
   */
  function writePlans(root: string, plans: Record<string, unknown>): void {
    const file = join(root, 'data', 'media', 'plans.json');
    const fixture = (JSON.parse(readFileSync(file, 'utf8')) as { plans: Record<string, unknown> }).plans;
    rmSync(file);
    writeFileSync(file, JSON.stringify({ plans: { ...fixture, ...plans } }, null, 2));
  }

  /** Gives the fixture's 15 Strathallan two plan levels, drawn by the generator from `drawings`. */
  function withPlans(name: string, drawings: PlanDrawing[]): string {
    const root = tempSite(name);
    const paths = drawings.map((_, i) => `/media/test/plan-${i + 1}.svg`);
    paths.forEach((path, i) => writeFileSync(join(root, 'data', path), floorPlanSvg(drawings[i]!, `Level ${i + 1}`)));
    writePlans(root, Object.fromEntries(paths.map((path, i) => [path, drawings[i]])));
    const file = join(root, 'data', 'listings', '15-strathallan.json');
    const listing = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    listing.floorPlans = {
      levels: paths.map((src, i) => ({ label: `Level ${i + 1}`, image: { src, alt: `Plan of level ${i + 1}` } })),
    };
    writeFileSync(file, JSON.stringify(listing, null, 2));
    return root;
  }

  it('passes plans that agree with the listing', () => {
    expect(problemsOf(withPlans('plans-agree', [main, upper]))).toEqual([]);
  });

  it('fails plans with a bedroom too few, at the listing file and its floorPlans field, and says how to fix it', () => {
    const root = withPlans('plans-disagree', [main]);
    const problems = problemsOf(root);
    expect(problems.map((p) => p.message)).toEqual([
      'the stand-in floor plans do not match the listing: the plans draw 1 bedroom, but the listing has 5',
      'the stand-in floor plans do not match the listing: the plans draw 1.5 bathrooms (a powder room counts a half), but the listing has 5',
      "the stand-in floor plans do not match the listing: the plans draw 2,280 sq. ft., more than 10% from the listing's 4,800",
    ]);
    expect(problems[0]).toMatchObject({
      severity: 'error',
      file: 'data/listings/15-strathallan.json',
      path: ['floorPlans', 'levels'],
    });
    expect(problems[0]!.line).toBeGreaterThan(1);
    expect(problems[0]!.suggestion).toMatch(
      /correct the rooms in data\/media\/plans.json .* or put the team's own plans in place/,
    );
  });

  it("does not count the team's own plans (files without the stand-in mark)", () => {
    const root = withPlans('plans-own', [main]);
    writeFileSync(
      join(root, 'data', 'media', 'test', 'plan-1.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>',
    );
    expect(problemsOf(root)).toEqual([]);
  });

  it('names a stand-in plan that has no rooms listed', () => {
    const root = withPlans('plans-missing', [main, upper]);
    const file = join(root, 'data', 'media', 'plans.json');
    const list = JSON.parse(readFileSync(file, 'utf8')) as { plans: Record<string, unknown> };
    delete list.plans['/media/test/plan-2.svg'];
    writeFileSync(file, JSON.stringify(list));
    const problems = problemsOf(root);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ path: ['floorPlans', 'levels', 1, 'image', 'src'] });
    expect(problems[0]!.message).toBe(
      'the stand-in plan /media/test/plan-2.svg has no rooms in data/media/plans.json, so it cannot be drawn or checked',
    );
  });

  it('refuses a level whose plan is not a picture, and a PDF that is not one', () => {
    const root = withPlans('plans-kinds', [main, upper]);
    const file = join(root, 'data', 'listings', '15-strathallan.json');
    const listing = JSON.parse(readFileSync(file, 'utf8')) as {
      floorPlans: { levels: { image: { src: string } }[]; pdf?: string };
    };
    listing.floorPlans.levels[1]!.image.src = '/media/test/plan-1.svg'.replace('plan-1.svg', 'plans.pdf');
    listing.floorPlans.pdf = '/media/test/plan-1.svg';
    writeFileSync(file, JSON.stringify(listing, null, 2));
    writeFileSync(join(root, 'data', 'media', 'test', 'plans.pdf'), '%PDF-1.4');
    const messages = problemsOf(root).map((p) => `${p.path.join('.')}: ${p.message}`);
    expect(messages).toContain('floorPlans.levels.1.image.src: /media/test/plans.pdf is not a picture a page can show');
    expect(messages).toContain('floorPlans.pdf: /media/test/plan-1.svg is not a PDF');
  });

  it('names a room of a kind the rule does not know, in plans.json', () => {
    const root = withPlans('plans-bad', [main]);
    writePlans(root, { '/media/test/plan-1.svg': { rows: [[{ name: 'Den', kind: 'den', width: 10, depth: 10 }]] } });
    const problems = problemsOf(root);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      file: 'data/media/plans.json',
      path: ['plans', '/media/test/plan-1.svg', 'rows', 0, 0, 'kind'],
    });
  });
});

describe('a drawn plan', () => {
  const svg = floorPlanSvg(main, 'Main floor');

  it('carries the stand-in mark and its title, and draws each row and each room', () => {
    expect(svg).toContain('<title>Main floor</title>');
    expect(svg).toMatch(/<desc>Generated stand-in/);
    expect(svg.match(/<rect /g)).toHaveLength(1 + main.rows.length + main.rows.flat().length);
  });

  it('is to scale: 60 feet wide at 12 px a foot, with its margins', () => {
    expect(svg).toMatch(/viewBox="0 0 816 /);
  });

  it('defines each letter it uses once and draws every label from those', () => {
    const defined = [...svg.matchAll(/<path id="(g\d+)"/g)].map((m) => m[1]);
    const used = new Set([...svg.matchAll(/href="#(g\d+)"/g)].map((m) => m[1]));
    expect(new Set(defined).size).toBe(defined.length);
    expect(new Set(defined)).toEqual(used);
    // "Living room", "24′0″ × 20′0″", … and "10 ft": every glyph but spaces is drawn.
    const letters = [...main.rows.flat().flatMap((room) => [room.name, `${room.width}′0″ × ${room.depth}′0″`]), '10 ft']
      .join('')
      .replace(/ /g, '').length;
    expect(svg.match(/<use /g)).toHaveLength(letters);
  });
});
