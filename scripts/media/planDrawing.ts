/**
 * What a generated stand-in floor plan shows: data/media/plans.json lists each level's rooms with
 * their dimensions; floorPlan.ts draws them, and the stand-in check (checks/floorPlans.ts) holds
 * the drawn rooms to the listing's bedrooms, bathrooms and square feet, as it holds stand-in
 * photos to their alt text.
 */
import { z } from 'zod';

/** What a room counts as: the check adds bedrooms and bathrooms (a powder room is half a bath). */
const PLAN_ROOM_KINDS = ['room', 'bedroom', 'bathroom', 'powder room'] as const;

const feet = (what: string) => z.number().min(3).max(80).describe(`The room's ${what} in feet, e.g. 14.5 for 14′6″.`);

export const PlanRoom = z
  .object({
    name: z.string().min(1).max(24).describe('The name written in the room, e.g. "Primary bedroom".'),
    kind: z
      .enum(PLAN_ROOM_KINDS)
      .default('room')
      .describe('"bedroom", "bathroom", "powder room" (half a bath) or "room" (anything else; the default).'),
    width: feet('width'),
    depth: feet('depth'),
  })
  .strict();

/** One level of a stand-in plan: rows of rooms from the front of the house to the back, each row left to right. */
export const PlanDrawing = z.object({ rows: z.array(z.array(PlanRoom).min(1)).min(1) }).strict();

export const PlanDrawingList = z
  .object({
    $comment: z.string().optional(),
    plans: z.record(z.string().regex(/^\/media\/.+\.svg$/), PlanDrawing),
  })
  .strict();

export type PlanRoom = z.infer<typeof PlanRoom>;
export type PlanDrawing = z.infer<typeof PlanDrawing>;

/** A row is as deep as its deepest room; the space a shallower room leaves is hall. */
export const rowDepth = (row: PlanRoom[]) => Math.max(...row.map((room) => room.depth));
export const rowWidth = (row: PlanRoom[]) => row.reduce((sum, room) => sum + room.width, 0);

export interface PlanTotals {
  bedrooms: number;
  bathrooms: number;
  /** The floor area drawn, in square feet: each row's width by its depth, halls included. */
  squareFeet: number;
}

/** What a set of drawn levels adds up to, for comparing with the listing's figures. */
export function planTotals(drawings: PlanDrawing[]): PlanTotals {
  const rooms = drawings.flatMap((drawing) => drawing.rows.flat());
  return {
    bedrooms: rooms.filter((room) => room.kind === 'bedroom').length,
    bathrooms: rooms.reduce(
      (sum, room) => sum + (room.kind === 'bathroom' ? 1 : room.kind === 'powder room' ? 0.5 : 0),
      0,
    ),
    squareFeet: Math.round(
      drawings.reduce(
        (sum, drawing) => sum + drawing.rows.reduce((area, row) => area + rowWidth(row) * rowDepth(row), 0),
        0,
      ),
    ),
  };
}

/** How far the drawn area may be from the listing's square feet (walls, stairs and rounding). */
const PLAN_AREA_TOLERANCE = 0.1;

/** Where the drawn plans and the listing disagree, each as a sentence; empty when they agree. */
export function planDisagreements(
  totals: PlanTotals,
  listing: { bedrooms: number; bathrooms: number; squareFeet?: number },
): string[] {
  const found: string[] = [];
  if (totals.bedrooms !== listing.bedrooms)
    found.push(
      `the plans draw ${totals.bedrooms} ${totals.bedrooms === 1 ? 'bedroom' : 'bedrooms'}, but the listing has ${listing.bedrooms}`,
    );
  if (totals.bathrooms !== listing.bathrooms)
    found.push(
      `the plans draw ${totals.bathrooms} ${totals.bathrooms === 1 ? 'bathroom' : 'bathrooms'} (a powder room counts a half), but the listing has ${listing.bathrooms}`,
    );
  if (
    listing.squareFeet !== undefined &&
    Math.abs(totals.squareFeet - listing.squareFeet) > listing.squareFeet * PLAN_AREA_TOLERANCE
  )
    found.push(
      `the plans draw ${totals.squareFeet.toLocaleString('en-CA')} sq. ft., more than ${PLAN_AREA_TOLERANCE * 100}% from the listing's ${listing.squareFeet.toLocaleString('en-CA')}`,
    );
  return found;
}
