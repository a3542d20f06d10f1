/**
 * A kitchen for interior(): a run of panelled cabinets under a marble counter and backsplash, a
 * range with its hood, tall pantry doors, and an island with stools. Built facing +z, backs at z = 0.
 */
import * as THREE from 'three';
import { type Stage, box, cylinder, material } from './kit.ts';
import { type Palette, place, soft } from './interiorFurniture.ts';

export interface KitchenFinish {
  doors: THREE.Material;
  counter: THREE.Material;
  handles: THREE.Material;
}

export function kitchenFinish(stage: Stage): KitchenFinish {
  const rng = stage.rng.fork('kitchen');
  return {
    doors: material('flat', rng.pick(['#f1eee6', '#e9e4d8', '#26324a', '#3a4a42', '#d8d1c3', '#5a4636']), rng, {
      roughness: 0.55,
    }),
    counter: material('marble', rng.pick(['#f3f0ea', '#ece8e1', '#e6e1d8']), rng, { roughness: 0.12 }),
    handles: material('flat', rng.pick(['#b08d57', '#a8844f', '#c0c0c0']), rng, { roughness: 0.25, metalness: 0.95 }),
  };
}

/** A cabinet front: a door with a recessed panel and a bar handle. */
function door(
  f: KitchenFinish,
  w: number,
  h: number,
  x: number,
  y: number,
  z: number,
  handle: 'top' | 'side',
): THREE.Object3D[] {
  const parts = [
    box(w - 0.008, h - 0.008, 0.02, f.doors, x, y, z + 0.01),
    box(w - 0.14, h - 0.14, 0.012, f.doors, x, y + 0.07, z + 0.026),
  ];
  if (handle === 'top') parts.push(box(Math.min(0.3, w * 0.5), 0.015, 0.02, f.handles, x, y + h - 0.1, z + 0.05));
  else parts.push(box(0.015, 0.25, 0.02, f.handles, x + w / 2 - 0.06, y + h * 0.35, z + 0.05));
  return parts;
}

/**
 * Cabinets along x from x0 to x1 against a wall at z = 0: base units, counter, backsplash, a range
 * with a plaster hood in the middle, uppers (or open shelves), and tall pantry units at the end.
 * `window` leaves the backsplash clear over the sink for a window between from and to.
 */
export function cabinetRun(
  stage: Stage,
  p: Palette,
  f: KitchenFinish,
  x0: number,
  x1: number,
  h: number,
  window?: [number, number],
): THREE.Group {
  const g = new THREE.Group();
  const plinth = material('flat', '#2a2622', stage.rng);
  const tall = 1.2;
  const run = x1 - x0 - tall;
  g.add(box(run, 0.1, 0.56, plinth, x0 + run / 2, 0, 0.28));
  const units = Math.round(run / 0.6);
  const uw = run / units;
  const range = Math.floor(units / 2);
  for (let i = 0; i < units; i++) {
    const x = x0 + uw * (i + 0.5);
    g.add(box(uw, 0.78, 0.58, f.doors, x, 0.1, 0.29));
    if (i === range) {
      // A range: a steel front and black cooktop.
      const steel = material('flat', '#b9bcbf', stage.rng, { roughness: 0.3, metalness: 0.9 });
      g.add(
        box(uw, 0.8, 0.04, steel, x, 0.1, 0.6),
        box(uw - 0.1, 0.45, 0.01, material('flat', '#1b1b1d', stage.rng, { roughness: 0.2 }), x, 0.25, 0.625),
      );
      for (let k = 0; k < 4; k++)
        g.add(cylinder(0.02, 0.02, 0.03, f.handles, x - 0.25 + k * 0.17, 0.8, 0.62, 10).rotateX(Math.PI / 2));
    } else {
      g.add(...door(f, uw, 0.2, x, 0.68, 0.58, 'top'));
      g.add(...door(f, uw, 0.58, x, 0.1, 0.58, 'top'));
    }
  }
  g.add(box(run + 0.02, 0.04, 0.64, f.counter, x0 + run / 2, 0.88, 0.32));
  const rangeX = x0 + uw * (range + 0.5);
  g.add(box(uw - 0.05, 0.01, 0.5, material('flat', '#111113', stage.rng, { roughness: 0.15 }), rangeX, 0.92, 0.3));
  // Backsplash to the uppers (or to the window's sill), marble like the counter.
  const splashTop = 1.5;
  const [w0, w1] = window ?? [0, 0];
  if (w1 > w0) {
    if (w0 > x0) g.add(box(w0 - x0, splashTop - 0.92, 0.02, f.counter, (x0 + w0) / 2, 0.92, 0.01));
    if (x0 + run > w1) g.add(box(x0 + run - w1, splashTop - 0.92, 0.02, f.counter, (w1 + x0 + run) / 2, 0.92, 0.01));
    g.add(
      cylinder(0.015, 0.015, 0.35, f.handles, (w0 + w1) / 2, 0.92, 0.12, 10),
      box(0.02, 0.02, 0.2, f.handles, (w0 + w1) / 2, 1.25, 0.2),
    );
    g.add(
      box(
        0.7,
        0.012,
        0.42,
        material('flat', '#9da1a4', stage.rng, { roughness: 0.3, metalness: 0.9 }),
        (w0 + w1) / 2,
        0.915,
        0.32,
      ),
    );
  } else g.add(box(run, splashTop - 0.92, 0.02, f.counter, x0 + run / 2, 0.92, 0.01));
  // A hood over the range, and uppers or a shelf either side (none across a window).
  const hoodMat = material('plaster', '#efeae0', stage.rng, { roughness: 0.9 });
  const hood = new THREE.Mesh(new THREE.CylinderGeometry(0.3, 0.62, 0.7, 4, 1), hoodMat);
  hood.rotation.y = Math.PI / 4;
  hood.scale.set(1.3, 1, 0.75);
  hood.position.set(rangeX, 1.75, 0.33);
  hood.castShadow = hood.receiveShadow = true;
  g.add(
    hood,
    box(0.6, h - 2.1, 0.4, hoodMat, rangeX, 2.1, 0.2),
    box(uw + 0.2, 0.06, 0.56, f.handles, rangeX, 1.4, 0.3),
  );
  const uppers = f.doors === p.accent || stage.rng.chance(0.6);
  for (let i = 0; i < units; i++) {
    const x = x0 + uw * (i + 0.5);
    if (Math.abs(i - range) < 1 || (x > w0 - 0.3 && x < w1 + 0.3)) continue;
    if (uppers) g.add(...door(f, uw, 0.9, x, 1.5, 0.35, 'side'), box(uw, 0.9, 0.35, f.doors, x, 1.5, 0.175));
    else
      g.add(
        box(uw, 0.04, 0.3, p.wood, x, 1.85, 0.15),
        cylinder(0.05, 0.05, 0.14, p.linen, x - 0.1, 1.89, 0.15, 12),
        cylinder(0.06, 0.05, 0.1, p.linen, x + 0.12, 1.89, 0.15, 12),
      );
  }
  // Tall pantry units at the end: full-height doors.
  for (const k of [0, 1]) {
    const x = x1 - tall + 0.3 + k * 0.6;
    g.add(
      box(0.6, 2.3, 0.6, f.doors, x, 0.1, 0.3),
      ...door(f, 0.6, 2.3, x, 0.1, 0.6, 'side'),
      box(0.6, 0.1, 0.56, plinth, x, 0, 0.28),
    );
  }
  return g;
}

/** An island: base cabinets, a thick marble top with waterfall ends, stools on the seating side (+z). */
export function island(stage: Stage, p: Palette, f: KitchenFinish, length: number, stools: boolean): THREE.Group {
  const g = new THREE.Group();
  const d = 1.0;
  const base = stage.rng.chance(0.5) ? f.doors : p.accent;
  // The body, set back under the top on the seating side; panelled fronts on that side.
  const body = d - 0.33;
  const bz = -d / 2 + 0.03 + body / 2;
  g.add(
    box(length - 0.12, 0.1, body - 0.04, material('flat', '#2a2622', stage.rng), 0, 0, bz),
    box(length - 0.12, 0.8, body, base, 0, 0.1, bz),
  );
  const units = Math.round((length - 0.12) / 0.6);
  const pw = (length - 0.12) / units;
  for (let i = 0; i < units; i++) {
    const x = -length / 2 + 0.06 + pw * (i + 0.5);
    g.add(
      box(pw - 0.12, 0.62, 0.015, base, x, 0.19, bz + body / 2 + 0.007),
      box(pw - 0.008, 0.78, 0.015, base, x, 0.11, bz - body / 2 - 0.007),
    );
    g.add(box(0.25, 0.015, 0.02, f.handles, x, 0.8, bz - body / 2 - 0.03));
  }
  g.add(box(length, 0.06, d + 0.05, f.counter, 0, 0.9, 0));
  for (const s of [-1, 1]) g.add(box(0.06, 0.9, d + 0.05, f.counter, s * (length / 2 - 0.03), 0, 0));
  if (stools) {
    const n = Math.max(2, Math.floor(length / 0.65));
    const seat = stage.rng.chance(0.5) ? p.fabric : material('flat', '#6e4a32', stage.rng, { roughness: 0.6 });
    for (let i = 0; i < n; i++) {
      const x = -length / 2 + (length / n) * (i + 0.5);
      const stool = new THREE.Group();
      for (const [sx, sz] of [
        [-1, -1],
        [1, -1],
        [-1, 1],
        [1, 1],
      ] as const)
        stool.add(cylinder(0.012, 0.012, 0.66, p.metal, sx * 0.15, 0, sz * 0.15, 8));
      stool.add(
        box(0.32, 0.015, 0.015, p.metal, 0, 0.25, 0.15),
        soft(0.42, 0.09, 0.4, 0.03, seat, 0, 0.64, 0),
        soft(0.4, 0.22, 0.06, 0.03, seat, 0, 0.74, -0.18),
      );
      g.add(place(stool, x, d / 2 + 0.3, Math.PI));
    }
  }
  return g;
}
