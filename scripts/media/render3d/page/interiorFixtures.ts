/**
 * Built-in pieces for interior(): a fireplace with a fire in it, shelves full of books, a
 * staircase with its balustrade, a round hall table with flowers. Built facing +z, the back at z = 0.
 */
import * as THREE from 'three';
import { type Stage, box, cylinder, material } from './kit.ts';
import type { Palette } from './interiorFurniture.ts';

/** A chimney breast with a stone surround, mantel, hearth and a fire glowing in the firebox. */
export function fireplace(stage: Stage, p: Palette, wall: THREE.Material, h: number): THREE.Group {
  const { rng } = stage;
  const g = new THREE.Group();
  const breast = rng.range(1.9, 2.3);
  g.add(box(breast, h, 0.35, wall, 0, 0, 0.175));
  const surround = rng.chance(0.6) ? p.stone : material('limestone', '#d9d1c1', rng, { roughness: 0.7 });
  const z = 0.35;
  const ow = 0.95;
  const oh = 0.8;
  const sw = 1.6;
  for (const s of [-1, 1]) g.add(box((sw - ow) / 2, 1.12, 0.1, surround, (s * (sw + ow)) / 4, 0, z + 0.05));
  g.add(box(ow, 1.12 - oh, 0.1, surround, 0, oh, z + 0.05));
  g.add(box(sw + 0.2, 0.07, 0.24, rng.chance(0.5) ? p.wood : surround, 0, 1.12, z + 0.08));
  g.add(box(sw + 0.3, 0.05, 0.55, surround, 0, 0, z + 0.27));
  // The firebox: sooty inside, logs and flames, and the fire's own light.
  const soot = material('flat', '#1b1816', rng, { roughness: 1 });
  g.add(
    box(ow, oh, 0.04, soot, 0, 0, z - 0.3),
    box(0.04, oh, 0.3, soot, -ow / 2 + 0.02, 0, z - 0.15),
    box(0.04, oh, 0.3, soot, ow / 2 - 0.02, 0, z - 0.15),
  );
  g.add(box(ow, 0.04, 0.3, soot, 0, oh - 0.04, z - 0.15));
  const bark = material('flat', '#4a3626', rng);
  for (const [x, y, a] of [
    [-0.12, 0.08, 0.2],
    [0.12, 0.08, -0.15],
    [0, 0.18, 0.05],
  ] as const) {
    const log = cylinder(0.055, 0.055, 0.6, bark, 0, 0, 0, 10);
    log.rotation.set(0, a, Math.PI / 2);
    log.position.set(x, y, z - 0.12);
    g.add(log);
  }
  const flame = material('flat', '#ffb35a', rng, { emissive: '#ff8a2a', emissiveIntensity: 4 });
  for (let i = 0; i < 6; i++) {
    const f = new THREE.Mesh(new THREE.ConeGeometry(rng.range(0.04, 0.08), rng.range(0.18, 0.38), 8), flame);
    f.position.set(rng.range(-0.25, 0.25), 0.3, z - rng.range(0.08, 0.18));
    g.add(f);
  }
  const fire = new THREE.PointLight('#ff9a4a', 2.5, 5, 2);
  fire.position.set(0, 0.35, z + 0.15);
  g.add(fire);
  return g;
}

/** Shelves full of books: colours and heights vary, a few gaps hold a vase or a lying stack. */
export function bookshelves(stage: Stage, width: number, height: number, carcass: THREE.Material): THREE.Group {
  const rng = stage.rng.fork(`books ${width.toFixed(2)}`);
  const g = new THREE.Group();
  const depth = 0.38;
  const bays = Math.max(1, Math.round(width / 0.9));
  const shelf = 0.36;
  const rows = Math.floor((height - 0.5) / shelf);
  g.add(box(width, height, 0.03, carcass, 0, 0, 0.015), box(width, 0.5, depth, carcass, 0, 0, depth / 2));
  for (let b = 0; b <= bays; b++)
    g.add(box(0.04, height, depth, carcass, -width / 2 + 0.02 + ((width - 0.04) * b) / bays, 0, depth / 2));
  for (let r = 0; r <= rows; r++) g.add(box(width, 0.03, depth, carcass, 0, 0.5 + r * shelf, depth / 2));
  const colours = [
    '#26324a',
    '#6e2f2b',
    '#2f4a3a',
    '#b89a6a',
    '#e6dcc8',
    '#8a5a3a',
    '#1e1e22',
    '#5b6b7d',
    '#a33e2f',
    '#c9b48a',
    '#3a3f5c',
    '#7c6a4e',
  ];
  const books = new THREE.InstancedMesh(
    new THREE.BoxGeometry(1, 1, 1),
    new THREE.MeshStandardMaterial({ roughness: 0.75 }),
    bays * rows * 40,
  );
  books.castShadow = books.receiveShadow = true;
  const m = new THREE.Matrix4();
  const q = new THREE.Quaternion();
  const colour = new THREE.Color();
  let n = 0;
  const bayWidth = (width - 0.04) / bays - 0.04;
  for (let b = 0; b < bays; b++)
    for (let r = 0; r < rows; r++) {
      const y = 0.53 + r * shelf;
      let x = -width / 2 + 0.06 + b * (bayWidth + 0.04);
      const end = x + bayWidth - 0.02;
      while (x < end - 0.03 && n < books.count) {
        if (rng.chance(0.05)) {
          x += rng.range(0.12, 0.25);
          continue;
        }
        const t = rng.range(0.022, 0.05);
        const bh = rng.range(0.2, 0.31);
        const bd = rng.range(0.17, 0.25);
        if (x + t > end) break;
        const lean = rng.chance(0.04) ? 0.18 : 0;
        q.setFromAxisAngle(new THREE.Vector3(0, 0, 1), -lean);
        m.compose(
          new THREE.Vector3(x + t / 2 + lean * bh * 0.5, y + bh / 2, depth - bd / 2 - 0.02),
          q,
          new THREE.Vector3(t, bh, bd),
        );
        books.setMatrixAt(n, m);
        books.setColorAt(n, colour.set(rng.pick(colours)).offsetHSL(0, 0, rng.range(-0.04, 0.04)));
        n++;
        x += t + (lean ? 0.06 : 0.002);
      }
    }
  books.count = n;
  g.add(books);
  return g;
}

/**
 * A straight flight rising towards -z from z = 0, `width` wide, to a landing at `rise`; a white
 * stringer, oak treads and a balustrade of slim balusters on the open (+x) side.
 */
export function staircase(stage: Stage, rise: number, width: number): { group: THREE.Group; run: number } {
  const { rng } = stage;
  const g = new THREE.Group();
  const steps = Math.ceil(rise / 0.18);
  const r = rise / steps;
  const t = 0.28;
  const paint = material('flat', '#f4f1ea', rng, { roughness: 0.6 });
  const tread = material('planks', rng.pick(['#8a6446', '#6b4a32', '#a98660']), rng, { roughness: 0.45 });
  const rail = material('flat', rng.pick(['#2a2320', '#3b2a20', '#1f2633']), rng, { roughness: 0.4 });
  for (let i = 0; i < steps; i++) {
    const z = -i * t - t / 2;
    g.add(box(width, (i + 1) * r - 0.03, t, paint, 0, 0, z));
    g.add(box(width + 0.04, 0.035, t + 0.03, tread, 0, (i + 1) * r - 0.035, z + 0.015));
    for (const k of [0.25, 0.75])
      g.add(cylinder(0.014, 0.014, 0.9, paint, width / 2 - 0.06, (i + 1) * r, -i * t - t * k, 8));
  }
  const length = steps * t;
  const slope = Math.atan2(rise, length);
  const hand = box(0.07, 0.06, Math.hypot(rise, length), rail, 0, 0, 0);
  hand.rotation.x = slope;
  hand.position.set(width / 2 - 0.06, r + 0.92 + rise / 2, -length / 2);
  g.add(hand);
  // The newel post at the foot.
  g.add(
    box(0.14, 1.1, 0.14, rail, width / 2 - 0.06, 0, 0.05),
    box(0.18, 0.05, 0.18, rail, width / 2 - 0.06, 1.1, 0.05),
  );
  return { group: g, run: length };
}

/** A balustrade along x from 0 to `length` (a landing's edge): a rail on white balusters. */
export function balustrade(stage: Stage, length: number): THREE.Group {
  const g = new THREE.Group();
  const paint = material('flat', '#f4f1ea', stage.rng, { roughness: 0.6 });
  const rail = material('flat', '#2a2320', stage.rng, { roughness: 0.4 });
  for (let x = 0.06; x < length; x += 0.14) g.add(cylinder(0.014, 0.014, 0.92, paint, x, 0, 0, 8));
  g.add(box(length, 0.06, 0.07, rail, length / 2, 0.92, 0));
  return g;
}

/** A round pedestal table with a tall vase of white and blush flowers. */
export function roundTable(stage: Stage, p: Palette): THREE.Group {
  const { rng } = stage;
  const g = new THREE.Group();
  const top = rng.chance(0.5) ? p.stone : p.wood;
  g.add(
    cylinder(0.75, 0.75, 0.05, top, 0, 0.74, 0, 48),
    cylinder(0.12, 0.2, 0.7, p.wood, 0, 0.04, 0, 20),
    cylinder(0.42, 0.45, 0.05, p.wood, 0, 0, 0, 32),
  );
  g.add(
    cylinder(
      0.09,
      0.13,
      0.36,
      material('flat', rng.pick(['#f2efe8', '#2a3550', '#c9b89a']), rng, { roughness: 0.3 }),
      0,
      0.79,
      0,
      20,
    ),
  );
  const blooms = ['#f6f1ea', '#f0d3d3', '#e8b8c0', '#fbf4e4'].map((c) => material('flat', c, rng, { roughness: 0.9 }));
  const leaf = material('flat', '#4d6b3a', rng, { roughness: 0.9 });
  for (let i = 0; i < 26; i++) {
    const a = rng.range(0, Math.PI * 2);
    const rr = rng.range(0, 0.3);
    const s = new THREE.Mesh(
      new THREE.IcosahedronGeometry(rng.range(0.06, 0.1), 1),
      rng.chance(0.3) ? leaf : rng.pick(blooms),
    );
    s.position.set(Math.cos(a) * rr, 1.2 + rng.range(0, 0.35) - rr * 0.6, Math.sin(a) * rr);
    s.castShadow = true;
    g.add(s);
  }
  return g;
}
