/**
 * A listing's stand-in floor plans must agree with the listing: the bedrooms and bathrooms drawn
 * on its levels are the ones it lists, and the area drawn is within 10% of its square feet. The
 * rooms come from data/media/plans.json, which the generator draws from; the team's own plans
 * (files without the stand-in mark) are theirs and are not checked.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type FloorPlans, type PlanDrawing, PlanDrawingList, planDisagreements, planTotals } from '../../model/floorPlan.ts';
import type { Content } from '../load/content.ts';
import type { Problem } from '../load/problem.ts';
import { isStandIn } from './standIns.ts';

export const PLANS_FILE = 'media/plans.json';

/** The drawings, or the problem that keeps them from being read. */
function readDrawings(dataDir: string): { drawings: Record<string, PlanDrawing> } | { problems: Problem[] } {
  const path = join(dataDir, PLANS_FILE);
  const file = `data/${PLANS_FILE}`;
  if (!existsSync(path)) return { drawings: {} };
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    return {
      problems: [
        { severity: 'error', file, path: [], message: `not valid JSON: ${(error as Error).message}`, suggestion: 'restore it from its last committed version (git checkout data/media/plans.json)' },
      ],
    };
  }
  const parsed = PlanDrawingList.safeParse(raw);
  if (parsed.success) return { drawings: parsed.data.plans };
  return {
    problems: parsed.error.issues.map((issue) => ({
      severity: 'error' as const,
      file,
      path: issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
      message: issue.message,
      suggestion: 'each room has a name, a kind ("bedroom", "bathroom", "powder room" or "room"), and a width and depth in feet (src/model/floorPlan.ts)',
    })),
  };
}

/** A plan is shown as a picture and the set offered as a PDF: a file of another kind would show nothing. */
function fileKinds(file: string, floorPlans: FloorPlans | undefined): Problem[] {
  const problems: Problem[] = [];
  floorPlans?.levels.forEach((level, index) => {
    if (!/\.(svg|png|jpe?g|webp|avif)$/i.test(level.image.src))
      problems.push({
        severity: 'error',
        file,
        path: ['floorPlans', 'levels', index, 'image', 'src'],
        message: `${level.image.src} is not a picture a page can show`,
        suggestion: 'give each level its plan as an SVG (sharpest), PNG or JPEG; offer the whole set as a PDF in "pdf"',
      });
  });
  if (floorPlans?.pdf && !/\.pdf$/i.test(floorPlans.pdf))
    problems.push({
      severity: 'error',
      file,
      path: ['floorPlans', 'pdf'],
      message: `${floorPlans.pdf} is not a PDF`,
      suggestion: 'name the PDF of the whole set here, e.g. "/media/listings/12-test-lane/floor-plans.pdf"',
    });
  return problems;
}

export function checkFloorPlans(content: Content): Problem[] {
  const read = readDrawings(content.dataDir);
  if ('problems' in read) return read.problems;
  const problems: Problem[] = [];
  for (const { file, value: listing } of content.collections.listings) {
    const levels = listing.floorPlans?.levels ?? [];
    problems.push(...fileKinds(file, listing.floorPlans));
    const standIns = levels.map((level, index) => ({ level, index })).filter(({ level }) => level.image.src.startsWith('/media/') && isStandIn(join(content.dataDir, level.image.src)));
    // A set the team has begun to replace with its own plans cannot be counted: it is theirs.
    if (!standIns.length || standIns.length < levels.length) continue;
    const missing = standIns.filter(({ level }) => !read.drawings[level.image.src]);
    for (const { level, index } of missing)
      problems.push({
        severity: 'error',
        file,
        path: ['floorPlans', 'levels', index, 'image', 'src'],
        message: `the stand-in plan ${level.image.src} has no rooms in data/${PLANS_FILE}, so it cannot be drawn or checked`,
        suggestion: `list its rooms under "${level.image.src}" in data/${PLANS_FILE} and run npm run media -- --force --paths ${level.image.src}, or put the team's own plan at data${level.image.src}`,
      });
    if (missing.length) continue;
    const totals = planTotals(standIns.map(({ level }) => read.drawings[level.image.src]!));
    const squareFeet = listing.feature.kind === 'size' ? listing.feature.squareFeet : undefined;
    for (const text of planDisagreements(totals, { bedrooms: listing.bedrooms, bathrooms: listing.bathrooms, squareFeet }))
      problems.push({
        severity: 'error',
        file,
        path: ['floorPlans', 'levels'],
        message: `the stand-in floor plans do not match the listing: ${text}`,
        suggestion: `correct the rooms in data/${PLANS_FILE} (then npm run media -- --force) or the listing's figures, or put the team's own plans in place`,
      });
  }
  return problems;
}
