/**
 * A listing's stand-in floor plans must agree with the listing: the bedrooms and bathrooms drawn
 * on its levels are the ones it lists, and the area drawn is within 10% of its square feet. The
 * rooms come from data/media/plans.json, which the generator draws from; the team's own plans
 * (files without the stand-in mark) are theirs and are not checked.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type PlanDrawing, PlanDrawingList, planDisagreements, planTotals } from '../planDrawing.ts';
import type { MediaProblem } from '../problem.ts';
import { isStandIn } from '../standIn.ts';

const PLANS_FILE = 'media/plans.json';

/** A listing as the plan check needs it: its file, each level's plan and the figures they must add up to. */
export interface ListingPlans {
  file: string;
  plans: string[];
  bedrooms: number;
  bathrooms: number;
  squareFeet: number | undefined;
}

/** The drawings, or the problem that keeps them from being read. */
function readDrawings(dataDir: string): { drawings: Record<string, PlanDrawing> } | { problems: MediaProblem[] } {
  const path = join(dataDir, PLANS_FILE);
  const file = `data/${PLANS_FILE}`;
  if (!existsSync(path)) return { drawings: {} };
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    return {
      problems: [
        {
          severity: 'error',
          file,
          path: [],
          message: `not valid JSON: ${(error as Error).message}`,
          suggestion: 'restore it from its last committed version (git checkout data/media/plans.json)',
        },
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
      suggestion:
        'each room has a name, a kind ("bedroom", "bathroom", "powder room" or "room"), and a width and depth in feet (scripts/media/planDrawing.ts)',
    })),
  };
}

export function checkPlans(dataDir: string, listings: readonly ListingPlans[]): MediaProblem[] {
  const read = readDrawings(dataDir);
  if ('problems' in read) return read.problems;
  const problems: MediaProblem[] = [];
  for (const { file, plans, bedrooms, bathrooms, squareFeet } of listings) {
    const standIns = plans
      .map((src, index) => ({ src, index }))
      .filter(({ src }) => src.startsWith('/media/') && isStandIn(join(dataDir, src)));
    // A set the team has begun to replace with its own plans cannot be counted: it is theirs.
    if (!standIns.length || standIns.length < plans.length) continue;
    const missing = standIns.filter(({ src }) => !read.drawings[src]);
    for (const { src, index } of missing)
      problems.push({
        severity: 'error',
        file,
        path: ['floorPlans', 'levels', index, 'image', 'src'],
        message: `the stand-in plan ${src} has no rooms in data/${PLANS_FILE}, so it cannot be drawn or checked`,
        suggestion: `list its rooms under "${src}" in data/${PLANS_FILE} and run npm run media -- --force --paths ${src}, or put the team's own plan at data${src}`,
      });
    if (missing.length) continue;
    const totals = planTotals(standIns.map(({ src }) => read.drawings[src]!));
    for (const text of planDisagreements(totals, { bedrooms, bathrooms, squareFeet }))
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
