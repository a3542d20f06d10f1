/**
 * A bathroom's pieces for interior(): a freestanding tub with its floor-mounted filler, a glass
 * shower in a marble corner, a floating double vanity under mirrors. Built facing +z.
 */
import * as THREE from 'three';
import { type Stage, box, cylinder, material } from './kit.ts';
import type { Palette } from './interiorFurniture.ts';

/** A freestanding oval tub, about 1.75 by 0.85 m, its long side along x; a brass filler beside it. */
export function tub(stage: Stage, p: Palette): THREE.Group {
  const g = new THREE.Group();
  const profile = [
    [0.0, 0.0],
    [0.28, 0.0],
    [0.34, 0.12],
    [0.4, 0.42],
    [0.42, 0.58],
    [0.415, 0.61],
    [0.39, 0.6],
    [0.37, 0.42],
    [0.31, 0.16],
    [0.0, 0.1],
  ].map(([r, y]) => new THREE.Vector2(r, y));
  const enamel = material('flat', '#f7f6f2', stage.rng, { roughness: 0.12 });
  const shell = new THREE.Mesh(new THREE.LatheGeometry(profile, 48), enamel);
  shell.scale.set(2.1, 1, 1);
  shell.castShadow = shell.receiveShadow = true;
  g.add(shell);
  const water = new THREE.Mesh(
    new THREE.CircleGeometry(0.37, 40),
    material('flat', '#cfe0e2', stage.rng, { roughness: 0.05, metalness: 0.3, opacity: 0.7 }),
  );
  water.rotation.x = -Math.PI / 2;
  water.scale.set(2.1, 1, 1);
  water.position.y = 0.45;
  g.add(water);
  g.add(cylinder(0.018, 0.018, 1.0, p.metal, 0.95, 0, 0.25, 10), box(0.2, 0.025, 0.025, p.metal, 0.87, 0.98, 0.25));
  g.add(box(0.6, 0.4, 0.35, p.wood, -1.25, 0, 0.2), box(0.35, 0.06, 0.25, p.linen, -1.25, 0.4, 0.2));
  return g;
}

/** A shower in the corner at the origin, reaching +x and +z: marble walls, a tray, glass, a rain head. */
export function shower(stage: Stage, p: Palette, h: number): THREE.Group {
  const { rng } = stage;
  const g = new THREE.Group();
  const w = 1.5;
  const d = 1.3;
  const slab = material('marble', rng.pick(['#ebe7e0', '#e2ddd4', '#f0ede8']), rng, { roughness: 0.15 });
  g.add(
    box(w, h, 0.04, slab, w / 2, 0, 0.02),
    box(0.04, h, d, slab, 0.02, 0, d / 2),
    box(w, 0.04, d, slab, w / 2, 0, d / 2),
  );
  const glass = material('flat', '#d6e6ea', rng, { roughness: 0.05, metalness: 0.3, opacity: 0.32 });
  glass.depthWrite = false;
  glass.envMapIntensity = 2.5;
  const frame = p.metal;
  const gh = 2.1;
  const front = box(w - 0.05, gh, 0.012, glass, w / 2, 0.04, d);
  const side = box(0.012, gh, d, glass, w, 0.04, d / 2);
  for (const pane of [front, side]) pane.castShadow = false;
  g.add(front, side);
  g.add(
    box(w, 0.025, 0.03, frame, w / 2, gh + 0.02, d),
    box(0.03, 0.025, d, frame, w, gh + 0.02, d / 2),
    box(0.03, gh, 0.03, frame, w, 0.04, d),
  );
  g.add(box(0.025, gh, 0.025, frame, 0.05, 0.04, d), box(0.1, 0.012, 0.02, frame, w * 0.6, 1.05, d + 0.02));
  // Rain head on an arm from the back wall; a valve; a niche with bottles.
  g.add(box(0.02, 0.02, 0.45, frame, w / 2, 2.25, 0.25), cylinder(0.15, 0.15, 0.02, frame, w / 2, 2.22, 0.45, 24));
  g.add(cylinder(0.04, 0.04, 0.02, frame, w / 2, 1.15, 0.05, 16).rotateX(Math.PI / 2));
  g.add(box(0.5, 0.3, 0.02, material('flat', '#cfc8bc', rng), w * 0.3, 1.2, 0.045));
  return g;
}

/** A floating double vanity, a marble top with two basins, brass taps, two mirrors and sconces. */
export function vanity(stage: Stage, p: Palette, length: number): THREE.Group {
  const g = new THREE.Group();
  const depth = 0.55;
  g.add(
    box(length, 0.5, depth, p.wood, 0, 0.35, depth / 2),
    box(length + 0.04, 0.05, depth + 0.03, p.stone, 0, 0.85, depth / 2 + 0.015),
  );
  for (const s of [-1, 1]) {
    g.add(
      box(length / 2 - 0.08, 0.42, 0.01, p.wood, (s * length) / 4, 0.39, depth + 0.005),
      box(0.16, 0.015, 0.02, p.metal, (s * length) / 4, 0.72, depth + 0.02),
    );
    const x = (s * length) / 4;
    const basin = cylinder(
      0.2,
      0.16,
      0.13,
      material('flat', '#f8f7f3', stage.rng, { roughness: 0.12 }),
      x,
      0.9,
      depth / 2 + 0.05,
      32,
    );
    basin.scale.set(1.2, 1, 1);
    g.add(basin, cylinder(0.015, 0.015, 0.32, p.metal, x, 0.9, 0.08, 10), box(0.02, 0.02, 0.16, p.metal, x, 1.2, 0.16));
    // A mirror with a brass frame, and a sconce beside it.
    const mirror = new THREE.MeshStandardMaterial({ color: '#dde4e8', metalness: 0.55, roughness: 0.12 });
    g.add(box(0.8, 1.0, 0.03, p.metal, x, 1.3, 0.015), box(0.74, 0.94, 0.01, mirror, x, 1.33, 0.035));
    const shade = material('flat', '#fff3df', stage.rng, {
      emissive: '#ffe0b0',
      emissiveIntensity: 0.8 + stage.glow * 2,
    });
    g.add(
      cylinder(0.05, 0.05, 0.22, shade, x + s * 0.55, 1.65, 0.1, 16),
      box(0.04, 0.04, 0.1, p.metal, x + s * 0.55, 1.72, 0.04),
    );
  }
  g.add(
    box(0.3, 0.012, 0.3, material('flat', '#f1ece2', stage.rng, { roughness: 1 }), 0, 0.2, depth / 2),
    box(0.28, 0.08, 0.2, p.linen, 0, 0.2, depth / 2),
  );
  return g;
}
